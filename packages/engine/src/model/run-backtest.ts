import { projectionsInScoring, type ScoringSettings } from '@lineup-lab/core';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { backtestCohort, type CohortRow } from './backtest-cohort.js';
import { bandCoverage, meanAbsoluteError, pinballLoss } from './metrics.js';
import { buildModelContext } from './model-context.js';
import { projectPlayerWeek } from './project-player-week.js';
import { type ModelHyperparameters, type ProjectionModel, trainProjectionModel } from './projection-model.js';
import { leagueScoringTarget, type PointsTarget, reportedPointsTarget } from './targets.js';
import { buildTrainingExamples, type TrainingExample } from './training-examples.js';
import { weekKey } from './week-key.js';

/** The figures of one group of back-test rows. */
export interface BacktestMetrics {
  n: number;
  /** MAE of our median. */
  mae: number;
  /** MAE of the peer's projection (`null` without a peer). */
  peerMae: number | null;
  /** MAE of the season-to-date average. */
  seasonAvgMae: number;
  /** Share (0–1) of outcomes inside our conservative–aggressive band. */
  coverage: number;
  pinball: { p10: number; p50: number; p90: number };
}

/** One back-tested player-week: the truth, the peer, the season average and our three numbers. */
export interface BacktestPrediction {
  playerId: string;
  position: NflPosition;
  season: number;
  week: number;
  truth: number;
  peer: number | null;
  seasonAverage: number;
  conservative: number;
  median: number;
  aggressive: number;
}

/** A season's back-test. */
export interface BacktestReport {
  season: number;
  cohort: { n: number };
  overall: BacktestMetrics;
  byPosition: Record<string, BacktestMetrics>;
  predictions: BacktestPrediction[];
}

/** What a walk-forward back-test runs on. */
export interface BacktestInput {
  season: number;
  fromWeek: number;
  /** Actual stat rows of the season and of earlier seasons (earlier seasons are training data). */
  stats: readonly WeeklyStat[];
  /** The peer's projections (`null`: no peer; see `backtestCohort`). */
  peers: readonly PeerProjection[] | null;
  games: readonly Game[];
  positions: ReadonlyMap<string, NflPosition>;
  /** The points learnt and predicted: `reportedPointsTarget` (the truth's own scoring) by default. */
  target?: PointsTarget;
  /**
   * Back-tests the numbers a league in another scoring is served (in place of `target`): the model
   * learns `model`'s points of each stat line, its numbers are moved to `league` by the player's
   * expected line (core's `projectionsInScoring`), and the truth and the season average are
   * `league`'s points of the stat line. `model` = `league` back-tests a model trained for that scoring.
   */
  scoring?: ServedScoring;
  hyperparameters?: Partial<ModelHyperparameters>;
  /** Retrain every this many weeks (1: before every week). Between trainings the last model projects. */
  retrainEvery?: number;
  /** Called after each week is projected. */
  onWeek?: (week: number, rows: number) => void;
}

/** The scoring a model is trained in and the league scoring its numbers are served in. */
export interface ServedScoring {
  model: ScoringSettings;
  league: ScoringSettings;
}

/** The metrics of a set of back-tested rows. */
export function backtestMetrics(rows: readonly BacktestPrediction[]): BacktestMetrics {
  const truth = rows.map((row) => row.truth);
  const median = rows.map((row) => row.median);
  const low = rows.map((row) => row.conservative);
  const high = rows.map((row) => row.aggressive);
  return {
    n: rows.length,
    mae: meanAbsoluteError(truth, median),
    peerMae: rows.every((row) => row.peer !== null)
      ? meanAbsoluteError(
          truth,
          rows.map((row) => row.peer ?? 0),
        )
      : null,
    seasonAvgMae: meanAbsoluteError(
      truth,
      rows.map((row) => row.seasonAverage),
    ),
    coverage: bandCoverage(truth, low, high),
    pinball: {
      p10: pinballLoss(truth, low, 0.1),
      p50: pinballLoss(truth, median, 0.5),
      p90: pinballLoss(truth, high, 0.9),
    },
  };
}

/** The report of back-tested rows: overall and by position. */
export function backtestReport(season: number, predictions: BacktestPrediction[]): BacktestReport {
  const byPosition: Record<string, BacktestMetrics> = {};
  const positions = [...new Set(predictions.map((row) => row.position))].sort();
  for (const position of positions) {
    byPosition[position] = backtestMetrics(predictions.filter((row) => row.position === position));
  }
  return {
    season,
    cohort: { n: predictions.length },
    overall: backtestMetrics(predictions),
    byPosition,
    predictions,
  };
}

/**
 * The model a walk-forward back-test projects `week` of `season` with: trained on the examples of
 * earlier weeks only.
 */
export function trainBeforeWeek(input: {
  examples: readonly TrainingExample[];
  season: number;
  week: number;
  hyperparameters?: Partial<ModelHyperparameters> | undefined;
}): ProjectionModel {
  const key = weekKey(input.season, input.week);
  return trainProjectionModel({
    name: 'backtest',
    version: `${input.season}w${input.week}`,
    trainedAt: new Date(0).toISOString(),
    examples: input.examples.filter((example) => example.key < key),
    ...(input.hyperparameters && { hyperparameters: input.hyperparameters }),
  });
}

/**
 * Walk-forward back-test of one season: for each week from `fromWeek`, the model is trained only on
 * player-weeks before it (earlier seasons in `stats` included) and projects the week's cohort rows
 * (see `backtestCohort`). The peer's projection is only compared with, never read by the model.
 */
export function runBacktest(input: BacktestInput): BacktestReport {
  const scoring = input.scoring;
  const target = scoring ? leagueScoringTarget(scoring.model) : (input.target ?? reportedPointsTarget);
  const context = buildModelContext({
    stats: input.stats.filter((stat) => stat.season <= input.season),
    games: input.games,
    positions: input.positions,
    target,
  });
  const cohort = backtestCohort({
    season: input.season,
    fromWeek: input.fromWeek,
    stats: input.stats,
    peers: input.peers,
    positions: input.positions,
    target: scoring ? leagueScoringTarget(scoring.league) : target,
  });
  const cohortPositions = new Set(cohort.map((row) => row.position));
  const examples = buildTrainingExamples(context, cohortPositions);
  const byWeek = new Map<number, CohortRow[]>();
  for (const row of cohort) byWeek.set(row.stat.week, [...(byWeek.get(row.stat.week) ?? []), row]);
  const retrainEvery = Math.max(1, input.retrainEvery ?? 1);
  const predictions: BacktestPrediction[] = [];
  let model: ProjectionModel | null = null;
  let trainedAt = -1;
  for (const week of [...byWeek.keys()].sort((a, b) => a - b)) {
    const rows = byWeek.get(week) ?? [];
    if (!model || week - trainedAt >= retrainEvery) {
      model = trainBeforeWeek({
        examples,
        season: input.season,
        week,
        hyperparameters: input.hyperparameters,
      });
      trainedAt = week;
    }
    for (const row of rows) {
      const projection = projectPlayerWeek(model, context, {
        playerId: row.stat.playerId,
        position: row.position,
        team: row.stat.team,
        season: input.season,
        week,
      });
      const served =
        scoring && projection.expectedLine
          ? projectionsInScoring(projection.raw, {
              expectedLine: projection.expectedLine,
              from: scoring.model,
              to: scoring.league,
            })
          : projection.raw;
      predictions.push({
        playerId: row.stat.playerId,
        position: row.position,
        season: input.season,
        week,
        truth: row.truth,
        peer: row.peer,
        seasonAverage: row.seasonAverage,
        conservative: served.conservative,
        median: served.median,
        aggressive: served.aggressive,
      });
    }
    input.onWeek?.(week, rows.length);
  }
  return backtestReport(input.season, predictions);
}
