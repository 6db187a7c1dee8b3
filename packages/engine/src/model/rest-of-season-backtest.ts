import { REST_OF_SEASON_WEEK_CORRELATION, type RestOfSeasonWeekInput, restOfSeason } from '@lineup-lab/core';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { backtestCohort } from './backtest-cohort.js';
import { meanAbsoluteError } from './metrics.js';
import { emptyWeeks } from './player-history.js';
import type { ModelHyperparameters } from './projection-model.js';
import { contextKnownAt, type FarWeekMethod, projectWeekAhead } from './rest-of-season-projection.js';
import { trainBeforeWeek } from './run-backtest.js';
import { buildScheduleIndex } from './schedule-index.js';
import { type PointsTarget, reportedPointsTarget } from './targets.js';
import { buildTrainingExamples } from './training-examples.js';
import { weekKey } from './week-key.js';

/** The far-week method the back-test runs by default (chosen on 2022; docs/accuracy.md, "Rest of season"). */
export const DEFAULT_FAR_WEEK_METHOD: FarWeekMethod = 'as-stored';

/** What a rest-of-season back-test runs on. */
export interface RestOfSeasonBacktestInput {
  season: number;
  /** The weeks the projections are made at (each its own model, trained on the weeks before it). */
  projectionWeeks: readonly number[];
  /** The last week counted (default: the season's last week with any outcome in `stats`). */
  lastWeek?: number;
  /** Actual stat rows of the season and of earlier seasons (earlier seasons are training data). */
  stats: readonly WeeklyStat[];
  /** NFL.com's weekly projections, summed over the same weeks for comparison (`null`: none). */
  peers: readonly PeerProjection[] | null;
  games: readonly Game[];
  positions: ReadonlyMap<string, NflPosition>;
  /** The points learnt, predicted and counted as the truth (default: the source's reported points). */
  target?: PointsTarget;
  hyperparameters?: Partial<ModelHyperparameters>;
  /** How weeks after the projection week are projected (default `DEFAULT_FAR_WEEK_METHOD`). */
  farWeeks?: FarWeekMethod;
  /** The band's week-to-week correlation (default core's `REST_OF_SEASON_WEEK_CORRELATION`). */
  correlation?: number;
  /** Called after each projection week, with its cohort's size and the milliseconds it took. */
  onWeek?: (week: number, players: number, ms: number) => void;
}

/** One player's rest of season as projected at a week, beside what happened. */
export interface RestOfSeasonBacktestRow {
  playerId: string;
  position: NflPosition;
  season: number;
  projectionWeek: number;
  /** Points actually scored from the projection week to the last week (no row, a bye: 0). */
  truth: number;
  /** Our weekly numbers, as core's `restOfSeason` takes them (kept to try other correlations). */
  weeks: RestOfSeasonWeekInput[];
  floor: number;
  median: number;
  ceiling: number;
  /** The season-to-date average (the weekly cohort's) … */
  seasonAverage: number;
  /** … times the games his team has left: the baseline. */
  gamesLeft: number;
  baseline: number;
  /** NFL.com's weekly projections summed over the same weeks (missing weeks 0); `null` without peers. */
  peer: number | null;
  /** NFL.com's projection for the projection week times the games left (known then); `null` without peers. */
  peerNow: number | null;
}

/** The figures of a group of rows. */
export interface RestOfSeasonMetrics {
  n: number;
  mae: number;
  baselineMae: number;
  /** `null` without peers: NFL.com's weekly projections summed, and its week's projection × games left. */
  peerMae: number | null;
  peerNowMae: number | null;
  /** Share (0–1) of actual totals inside our floor–ceiling band … */
  coverage: number;
  /** … below the floor, and above the ceiling. */
  below: number;
  above: number;
  /** Mean of ours − truth (positive: too high), and of the baseline − truth. */
  bias: number;
  baselineBias: number;
}

/** Overall and by position. */
export interface RestOfSeasonTable {
  overall: RestOfSeasonMetrics;
  byPosition: Record<string, RestOfSeasonMetrics>;
}

/** A season's rest-of-season back-test. */
export interface RestOfSeasonBacktestReport extends RestOfSeasonTable {
  season: number;
  lastWeek: number;
  correlation: number;
  farWeeks: FarWeekMethod;
  byProjectionWeek: Array<RestOfSeasonTable & { projectionWeek: number; ms: number }>;
  rows: RestOfSeasonBacktestRow[];
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** The rows' band recomputed with another correlation (the same weeks). */
export function withCorrelation(
  rows: readonly RestOfSeasonBacktestRow[],
  correlation: number,
): RestOfSeasonBacktestRow[] {
  return rows.map((row) => {
    const total = restOfSeason(row.weeks, { correlation });
    return { ...row, floor: total.floor ?? 0, median: total.median ?? 0, ceiling: total.ceiling ?? 0 };
  });
}

/** The metrics of a group of rows. */
export function restOfSeasonMetrics(rows: readonly RestOfSeasonBacktestRow[]): RestOfSeasonMetrics {
  const truth = rows.map((row) => row.truth);
  const share = (test: (row: RestOfSeasonBacktestRow) => boolean) =>
    rows.length === 0 ? 0 : rows.filter(test).length / rows.length;
  return {
    n: rows.length,
    mae: meanAbsoluteError(
      truth,
      rows.map((row) => row.median),
    ),
    baselineMae: meanAbsoluteError(
      truth,
      rows.map((row) => row.baseline),
    ),
    peerMae: rows.every((row) => row.peer !== null)
      ? meanAbsoluteError(
          truth,
          rows.map((row) => row.peer ?? 0),
        )
      : null,
    peerNowMae: rows.every((row) => row.peerNow !== null)
      ? meanAbsoluteError(
          truth,
          rows.map((row) => row.peerNow ?? 0),
        )
      : null,
    coverage: share((row) => row.truth >= row.floor && row.truth <= row.ceiling),
    below: share((row) => row.truth < row.floor),
    above: share((row) => row.truth > row.ceiling),
    bias: mean(rows.map((row) => row.median - row.truth)),
    baselineBias: mean(rows.map((row) => row.baseline - row.truth)),
  };
}

/** The metrics overall and by position. */
export function restOfSeasonTable(rows: readonly RestOfSeasonBacktestRow[]): RestOfSeasonTable {
  const byPosition: Record<string, RestOfSeasonMetrics> = {};
  for (const position of [...new Set(rows.map((row) => row.position))].sort()) {
    byPosition[position] = restOfSeasonMetrics(rows.filter((row) => row.position === position));
  }
  return { overall: restOfSeasonMetrics(rows), byPosition };
}

/** Pooled coverage of the rows' bands under each correlation (to calibrate it on a development season). */
export function coverageByCorrelation(
  rows: readonly RestOfSeasonBacktestRow[],
  correlations: readonly number[],
): Array<{ correlation: number; coverage: number; below: number; above: number }> {
  return correlations.map((correlation) => {
    const { coverage, below, above } = restOfSeasonMetrics(withCorrelation(rows, correlation));
    return { correlation, coverage, below, above };
  });
}

/** The season's last week with any outcome (weeks whose rows are all empty do not count). */
function lastWeekOf(stats: readonly WeeklyStat[], season: number): number {
  const empty = emptyWeeks(stats.filter((stat) => stat.season === season));
  let last = 0;
  for (const stat of stats) {
    if (stat.season === season && !empty.has(weekKey(season, stat.week))) last = Math.max(last, stat.week);
  }
  return last;
}

/** Sums of a value per player over weeks `from`–`to` of a season. */
function sumsByPlayer<T extends { season: number; week: number; playerId: string }>(
  rows: readonly T[],
  window: { season: number; from: number; to: number },
  value: (row: T) => number,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (row.season !== window.season || row.week < window.from || row.week > window.to) continue;
    sums.set(row.playerId, (sums.get(row.playerId) ?? 0) + value(row));
  }
  return sums;
}

/**
 * Walk-forward back-test of rest-of-season totals. At each projection week `t` of `projectionWeeks`:
 * a model is trained only on the player-weeks before `t` (earlier seasons included); every player of
 * the weekly back-test cohort at `t` (`backtestCohort`'s rule: not a bye or a free agent in week
 * `t`, NFL.com projection ≥ 5.0 for it, ≥ 2 earlier weeks played that season) is projected for
 * every week from `t` to `lastWeek` with only what was known at `t` (`contextKnownAt`: no stat row,
 * score or betting line from `t` on, but week `t`'s lines; `projectWeekAhead`), his team that of
 * week `t`, its byes counted 0; core's `restOfSeason` makes the total and its band. Beside it: the
 * points he actually scored over those weeks, his season-to-date average times his team's games
 * left, NFL.com's projection for week `t` times those games (what NFL.com said at `t`), and
 * NFL.com's weekly projections summed over the same weeks (each made the week before it was
 * played, so it knew what we could not: injuries, new roles; a reference, not a fair peer).
 */
export function runRestOfSeasonBacktest(input: RestOfSeasonBacktestInput): RestOfSeasonBacktestReport {
  const target = input.target ?? reportedPointsTarget;
  const farWeeks = input.farWeeks ?? DEFAULT_FAR_WEEK_METHOD;
  const correlation = input.correlation ?? REST_OF_SEASON_WEEK_CORRELATION;
  const lastWeek = input.lastWeek ?? lastWeekOf(input.stats, input.season);
  const schedule = buildScheduleIndex(input.games);
  const rows: RestOfSeasonBacktestRow[] = [];
  const byProjectionWeek: RestOfSeasonBacktestReport['byProjectionWeek'] = [];
  for (const t of [...input.projectionWeeks].sort((a, b) => a - b)) {
    const started = Date.now();
    const window = { season: input.season, from: t, to: lastWeek };
    const cohort = backtestCohort({ ...input, fromWeek: t, target }).filter((row) => row.stat.week === t);
    const context = contextKnownAt({ ...input, target, week: t });
    const examples = buildTrainingExamples(context, new Set(cohort.map((row) => row.position)));
    const model = trainBeforeWeek({
      examples,
      season: input.season,
      week: t,
      hyperparameters: input.hyperparameters,
    });
    const truths = sumsByPlayer(input.stats, window, (stat) => target(stat) ?? 0);
    const peers = input.peers && sumsByPlayer(input.peers, window, (peer) => peer.points);
    const weekRows: RestOfSeasonBacktestRow[] = [];
    for (const { stat, position, seasonAverage, peer } of cohort) {
      const weeks: RestOfSeasonWeekInput[] = [];
      let gamesLeft = 0;
      for (let week = t; week <= lastWeek; week += 1) {
        const request = { playerId: stat.playerId, position, team: stat.team, season: input.season, week };
        const projection = projectWeekAhead(model, context, { ...request, asOf: t, method: farWeeks });
        weeks.push({ week, projections: projection.raw, isByeWeek: projection.isBye });
        if (stat.team && schedule.gameOf(stat.team, input.season, week)) gamesLeft += 1;
      }
      const total = restOfSeason(weeks, { correlation });
      weekRows.push({
        playerId: stat.playerId,
        position,
        season: input.season,
        projectionWeek: t,
        truth: truths.get(stat.playerId) ?? 0,
        weeks,
        floor: total.floor ?? 0,
        median: total.median ?? 0,
        ceiling: total.ceiling ?? 0,
        seasonAverage,
        gamesLeft,
        baseline: seasonAverage * gamesLeft,
        peer: peers ? (peers.get(stat.playerId) ?? 0) : null,
        peerNow: peer === null ? null : peer * gamesLeft,
      });
    }
    const ms = Date.now() - started;
    byProjectionWeek.push({ projectionWeek: t, ms, ...restOfSeasonTable(weekRows) });
    rows.push(...weekRows);
    input.onWeek?.(t, weekRows.length, ms);
  }
  return {
    season: input.season,
    lastWeek,
    correlation,
    farWeeks,
    byProjectionWeek,
    ...restOfSeasonTable(rows),
    rows,
  };
}
