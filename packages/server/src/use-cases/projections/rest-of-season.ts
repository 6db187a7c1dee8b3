import {
  REST_OF_SEASON_WEEK_CORRELATION,
  type RestOfSeason,
  type RestOfSeasonWeekInput,
  restOfSeason,
  type ScoringSettings,
  type SeasonResponse,
} from '@lineup-lab/core';
import { COLLECTIONS, modelCollections } from '../../ports/collections.js';
import type { InjuryReportRecord } from '../../records/injury-report-record.js';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';
import type { PlayerRecord } from '../../records/player-record.js';
import { injuryReportId, injuryWeekOf } from '../injuries/injury-reports.js';
import { playerWeekFacts, rankedWeekOf, type WeekRecords } from '../players/player-week.js';
import type { ServiceContext } from '../service-context.js';

/** Whose rest of season, and in which scoring. */
export interface RestOfSeasonRequest {
  /** The catalogue players' ids; absent: every player of the catalogue. */
  playerIds?: readonly string[] | undefined;
  /** The team's league scoring the numbers are in (absent: the model's own, as stored). */
  scoring?: ScoringSettings | undefined;
}

/** One player's rest of season, with his catalogue record. */
interface PlayerRestOfSeasonOf {
  record: PlayerRecord;
  total: RestOfSeason;
}

/** The rest of the season of a set of players. */
export interface RestOfSeasonAnswer {
  /** The season under way by the season clock (`null`: no schedule). */
  season: number | null;
  /** The weeks left, counted: the planning week to the last regular-season week. */
  weeks: number[];
  /** The correlation the bands were combined with. */
  correlation: number;
  /** By player id, every catalogue player asked for (ids not in the catalogue are left out). */
  players: Map<string, PlayerRestOfSeasonOf>;
}

/**
 * The weeks left of the season the clock shows: the planning week to the last regular-season week,
 * none once the regular season is over (the clock still plans its last week then).
 */
function weeksLeftOf(clock: SeasonResponse): number[] {
  const { planningWeek, weeks } = clock;
  const last = weeks.at(-1);
  if (clock.season === null || planningWeek === null || !last) return [];
  const over = clock.week === null && Date.parse(last.lastKickoff) < Date.parse(clock.now);
  return over ? [] : weeks.filter((w) => w.week >= planningWeek).map((w) => w.week);
}

/** Rows keyed by week, then by player id. */
function byWeek<T extends { week: number }>(rows: readonly T[], playerOf: (row: T) => string) {
  const weeks = new Map<number, Map<string, T>>();
  for (const row of rows) {
    const players = weeks.get(row.week) ?? new Map<string, T>();
    players.set(playerOf(row), row);
    weeks.set(row.week, players);
  }
  return weeks;
}

/**
 * The rest-of-season totals of players (core's `restOfSeason`) in a team's scoring: each week left
 * counts exactly what the team's week read counts for that player that week (`playerWeekFacts`:
 * the model's stored prediction for the week moved into the scoring, a bye or a player who will
 * not play that week counted 0), over the weeks from the planning week to the last regular-season
 * week. For other use cases (the team's route, a waiver list, a trade's two sides).
 *
 * Which weeks have predictions: `lineup-server model train` (and the demo season's start) stores
 * the active model's predictions for every regular-season week of the season, each made with what
 * the store held at training time (the later weeks without their betting lines when the schedule
 * has none yet: the engine then projects a league-average game, 22 implied points a side, spread
 * 0); `model train --week W` stores week W alone. A week without a stored prediction is not
 * projected here (that needs the model and the whole NFL history, a training job's work, not a
 * request's): core counts it at the mean of the player's projected weeks left, and a bye the
 * schedule shows for his team still counts 0.
 *
 * Store reads: the catalogue records, the predictions of the weeks left and their injury records
 * (each one query: on `_id` for given players, on season and week for the whole catalogue), and
 * the season clock's schedule.
 */
export async function restOfSeasonOf(
  ctx: Pick<ServiceContext, 'store' | 'calendar'>,
  request: RestOfSeasonRequest,
): Promise<RestOfSeasonAnswer> {
  const clock = await ctx.calendar.current();
  const weeks = weeksLeftOf(clock);
  const ids = request.playerIds ? [...new Set(request.playerIds)] : undefined;
  const [records, weekRecords] = await Promise.all([
    ids?.length === 0 ? [] : COLLECTIONS.players.of(ctx.store).find(ids ? { _id: { $in: ids } } : {}),
    clock.season === null || ids?.length === 0
      ? []
      : readWeeksLeft(ctx, { season: clock.season, injurySeason: injuryWeekOf(clock).season, weeks, ids }),
  ]);
  const players = new Map<string, PlayerRestOfSeasonOf>();
  for (const record of records) {
    const input = weekRecords.map(({ records: week, byes }): RestOfSeasonWeekInput => {
      const ranked = rankedWeekOf(playerWeekFacts(record, week, request.scoring));
      const predicted = week.predictions.has(record._id);
      return {
        week: week.at.week,
        projections: ranked?.projections ?? null,
        // Without the week's prediction, the schedule says whether his team plays.
        isByeWeek: predicted ? ranked?.isByeWeek === true : byes.get(record.teamName) === week.at.week,
        out: ranked?.out === true,
      };
    });
    players.set(record._id, { record, total: restOfSeason(input) });
  }
  return { season: clock.season, weeks, correlation: REST_OF_SEASON_WEEK_CORRELATION, players };
}

/** The weeks left's records of the players (`ids`; absent: all), with the season's byes by team. */
async function readWeeksLeft(
  ctx: Pick<ServiceContext, 'store' | 'calendar'>,
  at: { season: number; injurySeason: number; weeks: readonly number[]; ids: readonly string[] | undefined },
): Promise<Array<{ records: WeekRecords; byes: ReadonlyMap<string, number> }>> {
  const { season, injurySeason, weeks, ids } = at;
  const from = weeks[0];
  if (from === undefined) return [];
  const pairs = (id: (week: number, playerId: string) => string) =>
    (ids ?? []).flatMap((playerId) => weeks.map((week) => id(week, playerId)));
  const [predictions, reports, byes] = await Promise.all([
    modelCollections(ctx.store).predictions.find(
      ids
        ? { _id: { $in: pairs((week, playerId) => `${season}:${week}:${playerId}`) } }
        : { season, week: { $gte: from } },
    ),
    COLLECTIONS.injuryReports.of(ctx.store).find(
      ids
        ? {
            _id: {
              $in: pairs((week, playerId) => injuryReportId({ season: injurySeason, week }, playerId)),
            },
          }
        : { season: injurySeason, week: { $gte: from } },
    ),
    ctx.calendar.byeWeeksOf(season),
  ]);
  const predictionsByWeek = byWeek<ModelPredictionDoc>(predictions, (p) => p.player_id);
  const reportsByWeek = byWeek<InjuryReportRecord>(reports, (r) => r.playerId);
  return weeks.map((week) => ({
    records: {
      at: { season, week, injuries: { season: injurySeason, week } },
      predictions: predictionsByWeek.get(week) ?? new Map(),
      reports: reportsByWeek.get(week) ?? new Map(),
    },
    byes,
  }));
}
