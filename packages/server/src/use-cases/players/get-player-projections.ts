import {
  type PlayerProjectionResponse,
  type ProjectionMode,
  projectedPoints,
  SEASON_WEEKS,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { injuryWeekOf } from '../injuries/injury-reports.js';
import type { ServiceContext } from '../service-context.js';
import { nameEqualTo } from './name-pattern.js';
import { playerWeekFacts, rankedWeekOf, readWeekRecords } from './player-week.js';

/**
 * `GET /api/players/player-projections/:playerName`: the player's projections for a week in a mode.
 * The season is the season clock's, and so is the week when none is asked for (the week users plan
 * for). The numbers, game, matchup and injury status are `playerWeekFacts`' (the team week read
 * answers the same for each of a team's players): an OUT player or a bye week counts 0 points.
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
  const week = input.week ?? clock.planningWeek ?? SEASON_WEEKS.first;
  const at = { season: clock.season, week, injuries: { season: injuryWeekOf(clock).season, week } };
  const facts = playerWeekFacts(player, await readWeekRecords(ctx, [player._id], at));
  return {
    playerName: player.playerName,
    week,
    projections: facts.projections,
    mode: input.mode,
    points: projectedPoints(rankedWeekOf(facts), input.mode),
    isByeWeek: facts.isByeWeek,
    opponent: facts.opponent,
    gameTime: facts.gameTime,
    isHomeGame: facts.isHomeGame,
    confidence: facts.confidence,
    archetype: facts.archetype,
    matchupFavorability: facts.matchupFavorability,
    defenseRanking: facts.defenseRanking,
    injuryStatus: facts.injuryStatus,
  };
}
