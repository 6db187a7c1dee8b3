import {
  type PlayerProjectionResponse,
  type ProjectionMode,
  type Projections,
  projectedPoints,
  SEASON_WEEKS,
  willNotPlay,
} from '@lineup-lab/core';
import { AppError } from '../http/app-error.js';
import { injuryOfPlayer, injuryWeekOf, statusThatCounts } from '../injuries/injury-reports.js';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS, modelCollections } from '../store/collections.js';
import { nameEqualTo } from './name-pattern.js';
import { NO_PROJECTIONS } from './player-record.js';

/**
 * `GET /api/players/player-projections/:playerName`: the player's projections for a week in a mode.
 * The season is the season clock's, and so is the week when none is asked for (the week users plan
 * for). For a player published from the NFL data, the model's prediction for that week (its raw
 * quantiles, with the game, the matchup and the bye week); no prediction for that week means no
 * numbers ('N/A'), never another week's or another season's. A record not published from the NFL
 * data answers its stored figures, with the game unknown. The status is the administrator's injury
 * report of that week when there is one (`null` once cleared), else the catalogue's, else the
 * model's: an OUT player counts 0 points.
 */
export async function getPlayerProjections(
  ctx: ServiceContext,
  input: { playerName: string; week?: number | undefined; mode: ProjectionMode },
): Promise<PlayerProjectionResponse> {
  const player = await COLLECTIONS.players
    .of(ctx.store)
    .findOne({ playerName: { $regex: nameEqualTo(input.playerName) } });
  if (!player) throw new AppError('NOT_FOUND', `Player '${input.playerName}' not found`);
  const clock = await ctx.calendar.current();
  const { season, planningWeek } = clock;
  const week = input.week ?? planningWeek ?? SEASON_WEEKS.first;
  const [prediction, injury] = await Promise.all([
    player.published && season !== null
      ? modelCollections(ctx.store).predictions.findOne({ _id: `${season}:${week}:${player._id}` })
      : null,
    injuryOfPlayer(ctx, player, { season: injuryWeekOf(clock).season, week }),
  ]);
  const status = statusThatCounts(injury, prediction?.injury);
  // The raw figures (as if the player plays): a bye or an OUT status shows in `points`, not here.
  const projections: Projections = prediction
    ? prediction.raw
    : player.published
      ? NO_PROJECTIONS
      : (player.projections ?? NO_PROJECTIONS);
  const isByeWeek = prediction?.is_bye ?? false;
  return {
    playerName: player.playerName,
    week,
    projections,
    mode: input.mode,
    points: projectedPoints({ projections, isByeWeek, out: willNotPlay(status) }, input.mode),
    isByeWeek,
    opponent: prediction?.opponent_team ?? null,
    gameTime: prediction?.kickoff ?? null,
    isHomeGame: prediction?.is_home ?? null,
    confidence: prediction?.confidence ?? null,
    archetype: prediction?.archetype ?? null,
    matchupFavorability: prediction?.matchup_favorability ?? null,
    defenseRanking: prediction?.defense_ranking ?? null,
    injuryStatus: status,
  };
}
