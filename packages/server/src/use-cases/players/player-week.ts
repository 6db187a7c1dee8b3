import {
  type Archetype,
  type InjuryReport,
  type InjuryStatus,
  isInjured,
  type Matchup,
  type Projections,
  type RankedPlayerWeek,
  type ScoringSettings,
  willNotPlay,
} from '@lineup-lab/core';
import { modelCollections } from '../../ports/collections.js';
import type { InjuryReportRecord } from '../../records/injury-report-record.js';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';
import { NO_PROJECTIONS, type PlayerRecord } from '../../records/player-record.js';
import {
  countedReportOf,
  type SeasonWeek,
  statusThatCounts,
  weeklyReportsOf,
} from '../injuries/injury-reports.js';
import { predictionInScoring } from '../model/prediction-in-scoring.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Which week a player's numbers are read for: `week` of `season` (the season clock's; `null`
 * without a schedule, when no prediction is read), and the season-week whose injury reports count
 * (`injuryWeekOf`'s season, the calendar's when no schedule says otherwise).
 */
export interface WeekOfSeason {
  readonly season: number | null;
  readonly week: number;
  readonly injuries: SeasonWeek;
}

/**
 * Everything a player-week answer says about one player: what `GET /api/players/player-projections`
 * answers and the team week read shows, worked out by the one function `playerWeekFacts`.
 */
export interface PlayerWeekFacts {
  /** The raw figures, as if the player plays: a bye or an OUT status shows in the points, not here. */
  readonly projections: Projections;
  readonly isByeWeek: boolean;
  readonly opponent: string | null;
  readonly gameTime: string | null;
  readonly isHomeGame: boolean | null;
  readonly confidence: number | null;
  readonly archetype: Archetype | null;
  readonly matchupFavorability: Matchup | null;
  readonly defenseRanking: number | null;
  /** The designation that counts that week (`null` = active). */
  readonly injuryStatus: InjuryStatus | null;
  /** The report it comes from (the week's record, else the catalogue's); `null` when there is none. */
  readonly injury: InjuryReport | null;
}

/** The store records a week's facts are made of, for a set of players: read once for all of them. */
export interface WeekRecords {
  readonly at: WeekOfSeason;
  readonly predictions: ReadonlyMap<string, ModelPredictionDoc>;
  readonly reports: ReadonlyMap<string, InjuryReportRecord>;
}

/**
 * The predictions and injury records of these players for a week: two reads on `_id`, in
 * parallel, however many players (predictions only when the clock shows a season).
 */
export async function readWeekRecords(
  ctx: Pick<ServiceContext, 'store'>,
  playerIds: readonly string[],
  at: WeekOfSeason,
): Promise<WeekRecords> {
  const { season, week } = at;
  const [predictions, reports] = await Promise.all([
    season === null || playerIds.length === 0
      ? []
      : modelCollections(ctx.store).predictions.find({
          _id: { $in: playerIds.map((playerId) => `${season}:${week}:${playerId}`) },
        }),
    weeklyReportsOf(ctx, playerIds, at.injuries),
  ]);
  return { at, predictions: new Map(predictions.map((p) => [p.player_id, p])), reports };
}

/**
 * One player's week. For a player published from the NFL data, the model's prediction for that
 * week (its raw quantiles, with the game, the matchup and the bye week); no prediction for that
 * week means no numbers ('N/A'), never another week's or another season's. A record not published
 * from the NFL data answers its stored figures, with the game unknown. The status is the week's
 * injury report when there is one (`null` once cleared), else the catalogue's, else the model's.
 * With `scoring` (the team's league scoring), the prediction's numbers are moved into it by the
 * player's expected stat line (`predictionInScoring`); without it they are the model's own scoring.
 * Predictions stored without an expected line, those of a `reported`-points model and a record's
 * stored figures stay as they are.
 */
export function playerWeekFacts(
  player: PlayerRecord,
  records: WeekRecords,
  scoring?: ScoringSettings,
): PlayerWeekFacts {
  const prediction =
    player.published && records.at.season !== null ? records.predictions.get(player._id) : undefined;
  const counted = countedReportOf(player, records.reports.get(player._id));
  const projections: Projections = prediction
    ? predictionInScoring(prediction, scoring)
    : player.published
      ? NO_PROJECTIONS
      : (player.projections ?? NO_PROJECTIONS);
  return {
    projections,
    isByeWeek: prediction?.is_bye ?? false,
    opponent: prediction?.opponent_team ?? null,
    gameTime: prediction?.kickoff ?? null,
    isHomeGame: prediction?.is_home ?? null,
    confidence: prediction?.confidence ?? null,
    archetype: prediction?.archetype ?? null,
    matchupFavorability: prediction?.matchup_favorability ?? null,
    defenseRanking: prediction?.defense_ranking ?? null,
    injuryStatus: statusThatCounts(counted, prediction?.injury),
    injury: counted?.report ?? null,
  };
}

/**
 * A player's week as core's projection rules read it (`projectedPoints`, `lineupTotal`,
 * `betterOptions`, the optimiser): a bye or a player who will not play counts 0, and any
 * designation keeps him out of better options.
 */
export function rankedWeekOf(facts: PlayerWeekFacts | undefined): RankedPlayerWeek | undefined {
  if (!facts) return undefined;
  return {
    projections: facts.projections,
    isByeWeek: facts.isByeWeek,
    out: willNotPlay(facts.injuryStatus),
    injured: isInjured(facts.injuryStatus),
  };
}
