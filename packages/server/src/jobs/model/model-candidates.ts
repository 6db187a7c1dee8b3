import { DEFAULT_HYPERPARAMETERS, type ModelHyperparameters } from '@lineup-lab/engine';

/** A model configuration `model train` trains and back-tests; the best becomes active. */
export interface ModelCandidate {
  name: string;
  hyperparameters: ModelHyperparameters;
}

/**
 * The candidates: the shallow quantile GBM chosen on the 2022 development season, and a deeper one.
 * Both predict P10/P50/P90 directly with pinball loss.
 */
export const MODEL_CANDIDATES: readonly ModelCandidate[] = [
  { name: 'quantile-gbm', hyperparameters: DEFAULT_HYPERPARAMETERS },
  {
    name: 'quantile-gbm-deep',
    hyperparameters: { ...DEFAULT_HYPERPARAMETERS, maxDepth: 4, minLeaf: 60, trees: 150 },
  },
];
