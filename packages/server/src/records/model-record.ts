import type { BacktestMetrics, FeatureScaling, ProjectionModel } from '@lineup-lab/engine';

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
  /** The walk-forward back-test the model was chosen on. */
  backtest: { season: number; fromWeek: number; overall: BacktestMetrics } | null;
  model: ProjectionModel;
}
