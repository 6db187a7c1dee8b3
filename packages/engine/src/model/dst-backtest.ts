import type { Game, NflPosition, WeeklyStat } from '../nfl/entities.js';
import { meanAbsoluteError } from './metrics.js';
import { buildModelContext } from './model-context.js';
import { projectPlayerWeek } from './project-player-week.js';
import type { ModelHyperparameters, ProjectionModel } from './projection-model.js';
import {
  type BacktestMetrics,
  type BacktestPrediction,
  backtestMetrics,
  trainBeforeWeek,
} from './run-backtest.js';
import { reportedPointsTarget } from './targets.js';
import { buildTrainingExamples } from './training-examples.js';

/**
 * The walk-forward back-test of the positions with no peer to compare with: D/ST, and kickers, on
 * footballdb's weekly files (README §5 of the shared data). The cohort is every row of the position
 * (each row is a game played: byes have no row), the truth each row's `reportedPoints`
 * (footballdb's `fantasy_points`). The model is the engine's own, trained and run exactly as
 * `runBacktest` does; only the cohort differs (`backtestCohort` needs a peer, or leaves out weeks
 * the player did not take part in and the first two weeks of each player's season).
 */

/** The positions this back-test is for. */
export type NoPeerPosition = Extract<NflPosition, 'D/ST' | 'K'>;

/** The fewest earlier games that season for a row to count in the season-average comparison. */
const SEASON_AVERAGE_MIN_GAMES = 2;

/** One row of the cohort: the stat line, its truth, and the season-to-date average (or `null`). */
export interface NoPeerCohortRow {
  stat: WeeklyStat;
  truth: number;
  /** Mean truth of the player's earlier rows that season; `null` with fewer than 2 of them. */
  seasonAverage: number | null;
}

/** What the cohort is drawn from. */
export interface NoPeerCohortInput {
  season: number;
  fromWeek: number;
  position: NoPeerPosition;
  stats: readonly WeeklyStat[];
  positions: ReadonlyMap<string, NflPosition>;
}

/**
 * The cohort: every row of the position in `season` from `fromWeek` on with a team and not a bye,
 * whose `reportedPoints` is known, in week then player order; each with the season-to-date average
 * of its player's earlier rows (all of them, a 0-point week included).
 */
export function noPeerCohort(input: NoPeerCohortInput): NoPeerCohortRow[] {
  const byPlayer = new Map<string, WeeklyStat[]>();
  for (const stat of input.stats) {
    if (stat.season !== input.season || input.positions.get(stat.playerId) !== input.position) continue;
    if (stat.bye === true || stat.team === null || stat.reportedPoints === null) continue;
    byPlayer.set(stat.playerId, [...(byPlayer.get(stat.playerId) ?? []), stat]);
  }
  const cohort: NoPeerCohortRow[] = [];
  for (const rows of byPlayer.values()) {
    rows.sort((a, b) => a.week - b.week);
    const earlier: number[] = [];
    for (const stat of rows) {
      const truth = stat.reportedPoints ?? 0;
      if (stat.week >= input.fromWeek) {
        const seasonAverage =
          earlier.length >= SEASON_AVERAGE_MIN_GAMES
            ? earlier.reduce((a, b) => a + b, 0) / earlier.length
            : null;
        cohort.push({ stat, truth, seasonAverage });
      }
      earlier.push(truth);
    }
  }
  return cohort.sort((a, b) => a.stat.week - b.stat.week || a.stat.playerId.localeCompare(b.stat.playerId));
}

/** What a no-peer back-test runs on. */
export interface NoPeerBacktestInput extends NoPeerCohortInput {
  /** Rows of the season and of earlier seasons (the earlier ones are training data only). */
  stats: readonly WeeklyStat[];
  games: readonly Game[];
  hyperparameters?: Partial<ModelHyperparameters>;
}

/** A no-peer back-test of one season and position. */
export interface NoPeerBacktestReport {
  season: number;
  position: NoPeerPosition;
  fromWeek: number;
  /**
   * Every cohort row: n, MAE of our median, band coverage, pinball losses (`peerMae` is `null`).
   * `seasonAvgMae` is that of the rows with a season average (see `seasonAverage`).
   */
  overall: BacktestMetrics;
  /** The rows whose player had at least 2 earlier games that season: how many, and both MAEs on them. */
  seasonAverage: { n: number; mae: number; modelMae: number };
  /** Rows projected by the fallback (the player's recent mean) rather than the model. */
  fallbackRows: number;
  /** One per cohort row; `seasonAverage` is our median where the row has none (fewer than 2 earlier games). */
  predictions: BacktestPrediction[];
}

/**
 * Walk-forward back-test without a peer: for each week from `fromWeek`, the engine's model is trained
 * on the examples before that week (`buildTrainingExamples`, earlier seasons in `stats` included) and
 * projects every cohort row of the week with `projectPlayerWeek`, reading only what was known before
 * kickoff (the team's earlier games, the week's betting lines from `games`, the opponent's record).
 * @example
 * runNoPeerBacktest({ season: 2021, fromWeek: 4, position: 'D/ST', stats, games, positions }).overall.mae
 */
export function runNoPeerBacktest(input: NoPeerBacktestInput): NoPeerBacktestReport {
  const context = buildModelContext({
    stats: input.stats.filter((stat) => stat.season <= input.season),
    games: input.games,
    positions: input.positions,
    target: reportedPointsTarget,
  });
  const cohort = noPeerCohort(input);
  const examples = buildTrainingExamples(context, new Set([input.position]));
  const predictions: BacktestPrediction[] = [];
  const averages: Array<{ truth: number; average: number; median: number }> = [];
  let fallbackRows = 0;
  let model: ProjectionModel | null = null;
  let modelWeek = -1;
  for (const row of cohort) {
    const { week } = row.stat;
    if (!model || modelWeek !== week) {
      model = trainBeforeWeek({
        examples,
        season: input.season,
        week,
        hyperparameters: input.hyperparameters,
      });
      modelWeek = week;
    }
    const projection = projectPlayerWeek(model, context, {
      playerId: row.stat.playerId,
      position: input.position,
      team: row.stat.team,
      season: input.season,
      week,
    });
    if (projection.method === 'fallback') fallbackRows += 1;
    predictions.push({
      playerId: row.stat.playerId,
      position: input.position,
      season: input.season,
      week,
      truth: row.truth,
      peer: null,
      seasonAverage: row.seasonAverage ?? projection.raw.median,
      conservative: projection.raw.conservative,
      median: projection.raw.median,
      aggressive: projection.raw.aggressive,
    });
    if (row.seasonAverage !== null) {
      averages.push({ truth: row.truth, average: row.seasonAverage, median: projection.raw.median });
    }
  }
  const truth = averages.map((row) => row.truth);
  const seasonAverage = {
    n: averages.length,
    mae: meanAbsoluteError(
      truth,
      averages.map((row) => row.average),
    ),
    modelMae: meanAbsoluteError(
      truth,
      averages.map((row) => row.median),
    ),
  };
  return {
    season: input.season,
    position: input.position,
    fromWeek: input.fromWeek,
    overall: { ...backtestMetrics(predictions), seasonAvgMae: seasonAverage.mae },
    seasonAverage,
    fallbackRows,
    predictions,
  };
}
