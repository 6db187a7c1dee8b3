import type { BacktestMetrics, FeatureScaling, ProjectionModel } from '@lineup-lab/engine';

/** Who stored a season's back-test on a model: its training (the selection back-test) or `model backtest --store`. */
type BacktestSource = 'model train' | 'model backtest';

/**
 * One season's walk-forward back-test of a model, as stored on its record: exactly the figures
 * `lineup-server model backtest --json` prints (`backtestJson`: season, scorings, cohort size,
 * overall and per position), and how it was run.
 */
export interface SeasonBacktestRecord {
  season: number;
  /**
   * The scorings, when the truth was a preset's points of the stat line (`league`) and ours the
   * model trained in `model`, moved to it; absent: the truth is the points the source reported
   * (NFL.com's `TotalPoints`).
   */
  scoring?: { league: string; model: string };
  cohort: { n: number };
  /** Every cohort row: the figures without `n` (it is `cohort.n`), as `backtestJson` prints them. */
  overall: Omit<BacktestMetrics, 'n'>;
  byPosition: Record<string, BacktestMetrics>;
  /** The first week projected; each week was projected by a model trained only on the weeks before it. */
  fromWeek: number;
  /** The walk-forward model was trained again every this many weeks (1: before every week). */
  retrainEvery: number;
  /**
   * Whose projections ours were compared with: `nflcom` (NFL.com's weekly projection; the cohort
   * is then its players projected 5.0 or more), or `null` (no peer: the cohort is the players who
   * took part in the week, and `peerMae` is `null`).
   */
  peer: 'nflcom' | null;
  source: BacktestSource;
  /** The ISO instant it was stored. */
  storedAt: string;
}

/**
 * A trained model as stored (collection `models`): `_id` is `<name>@<version>`. `active` marks the
 * one the product uses (the best by back-test at training time). `model` is the engine's
 * `ProjectionModel` (plain JSON).
 */
export interface ModelDoc {
  _id: string;
  name: string;
  version: string;
  trainedAt: string;
  active: boolean;
  /** The scoring the model predicts (`half-ppr`, `ppr`, `standard`, or `reported` for NFL.com's own). */
  target: string;
  featureColumns: string[];
  scaling: FeatureScaling;
  /** The walk-forward back-test the model was chosen on: its season and overall figures. */
  backtest: { season: number; fromWeek: number; overall: BacktestMetrics } | null;
  /**
   * The model's back-tests in full, one per season (what `/accuracy` shows): the selection
   * back-test `model train` ran, and those `model backtest --store` wrote since (a season run again
   * replaces its own). Absent on records stored before it existed: readers fall back on `backtest`
   * (overall figures only).
   */
  backtestSeasons?: SeasonBacktestRecord[];
  model: ProjectionModel;
}
