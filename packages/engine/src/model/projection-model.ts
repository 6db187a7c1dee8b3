import type { NflPosition } from '../nfl/entities.js';
import { FEATURE_COLUMNS } from './player-features.js';
import {
  fitQuantileGbm,
  predictQuantileGbm,
  type QuantileGbm,
  type QuantileGbmOptions,
} from './quantile-gbm.js';
import type { TrainingExample } from './training-examples.js';

const meanOf = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** The mean prediction of a quantile's models (a model stored before ensembles holds one, not a list). */
const ensemblePrediction = (models: QuantileGbm[] | QuantileGbm, features: ArrayLike<number>) =>
  meanOf((Array.isArray(models) ? models : [models]).map((gbm) => predictQuantileGbm(gbm, features)));

/** The quantiles the model predicts: conservative, median, aggressive. */
export const PROJECTION_QUANTILES = { conservative: 0.1, median: 0.5, aggressive: 0.9 } as const;

/** The positions modelled together: offense shares one model (position is a feature); K and D/ST their own. */
export const MODEL_GROUPS: Readonly<Record<string, readonly NflPosition[]>> = {
  offense: ['QB', 'RB', 'WR', 'TE'],
  K: ['K'],
  'D/ST': ['D/ST'],
};

/** The group a position is modelled in. */
export function modelGroupOf(position: NflPosition): string {
  return position === 'K' || position === 'D/ST' ? position : 'offense';
}

/**
 * One group's quantile models. Each quantile is the mean of its models' predictions (the same fit
 * with different seeds of the row sampling: a small bagged ensemble).
 */
export interface GroupModel {
  conservative: QuantileGbm[];
  median: QuantileGbm[];
  aggressive: QuantileGbm[];
  trainingRows: number;
}

/** Per-feature mean and standard deviation of the training rows (trees need no scaling; kept to spot drift). */
export interface FeatureScaling {
  mean: number[];
  std: number[];
}

/**
 * A trained projection model, plain JSON: name, version, when and on what it was trained, its
 * feature columns and their scaling, and a quantile GBM per group and quantile.
 */
export interface ProjectionModel {
  name: string;
  version: string;
  trainedAt: string;
  /** The last week whose outcomes the model saw. */
  trainedThrough: { season: number; week: number } | null;
  featureColumns: string[];
  scaling: FeatureScaling;
  /** How far the bands were widened around the median (1: as fitted); chosen on development seasons. */
  bandScale: number;
  groups: Record<string, GroupModel>;
  hyperparameters: ModelHyperparameters;
}

/** What the boosting runs with. */
export interface ModelHyperparameters {
  trees: number;
  learningRate: number;
  maxDepth: number;
  minLeaf: number;
  subsample: number;
  bandScale: number;
  /** Models averaged for the median (seeds 1 … n of the row sampling). */
  medianSeeds: number;
  /** Models averaged for each band edge (P10 and P90). */
  bandSeeds: number;
  /** Weight of the recency-weighted points average in the median (0: the GBM alone); see `blendMedian`. */
  medianBlend: number;
  /** Seed of the first model of each ensemble (the others follow: `firstSeed + 1`, …; absent: 1). */
  firstSeed?: number;
}

/**
 * The settings chosen on the development season (2022 walk-forward, trained on 2021): never on 2023
 * or 2024, the seasons reported.
 */
export const DEFAULT_HYPERPARAMETERS: ModelHyperparameters = {
  trees: 120,
  learningRate: 0.08,
  maxDepth: 3,
  minLeaf: 100,
  subsample: 0.7,
  bandScale: 1.12,
  medianSeeds: 3,
  bandSeeds: 1,
  medianBlend: 0.2,
};

/** What a training run takes. */
export interface TrainModelInput {
  name: string;
  version: string;
  /** ISO instant recorded as the training date. */
  trainedAt: string;
  examples: readonly TrainingExample[];
  hyperparameters?: Partial<ModelHyperparameters>;
}

function scalingOf(examples: readonly TrainingExample[]): FeatureScaling {
  const columns = FEATURE_COLUMNS.length;
  const mean = new Array<number>(columns).fill(0);
  const std = new Array<number>(columns).fill(0);
  if (examples.length === 0) return { mean, std };
  for (const example of examples) {
    for (let f = 0; f < columns; f += 1)
      mean[f] = (mean[f] ?? 0) + (example.features[f] ?? 0) / examples.length;
  }
  for (const example of examples) {
    for (let f = 0; f < columns; f += 1) {
      std[f] = (std[f] ?? 0) + ((example.features[f] ?? 0) - (mean[f] ?? 0)) ** 2 / examples.length;
    }
  }
  return { mean, std: std.map(Math.sqrt) };
}

/** Groups with fewer training rows than this get no model (their players are projected by fallback). */
const MIN_GROUP_ROWS = 50;

const EWMA_POINTS = FEATURE_COLUMNS.indexOf('ewma_points');

/**
 * Trains the model: per group, three quantile GBMs (P10, P50, P90) on the examples given. The caller
 * decides which examples are "before": the function uses every one it is given.
 */
export function trainProjectionModel(input: TrainModelInput): ProjectionModel {
  const hyperparameters = { ...DEFAULT_HYPERPARAMETERS, ...input.hyperparameters };
  const firstSeed = hyperparameters.firstSeed ?? 1;
  const groups: Record<string, GroupModel> = {};
  for (const [group, positions] of Object.entries(MODEL_GROUPS)) {
    const rows = input.examples.filter((example) => positions.includes(example.position));
    if (rows.length < MIN_GROUP_ROWS) continue;
    const features = rows.map((row) => row.features);
    const points = rows.map((row) => row.points);
    const base: Omit<QuantileGbmOptions, 'alpha'> = {
      trees: hyperparameters.trees,
      learningRate: hyperparameters.learningRate,
      maxDepth: hyperparameters.maxDepth,
      minLeaf: hyperparameters.minLeaf,
      subsample: hyperparameters.subsample,
    };
    const fit = (alpha: number, seeds: number) =>
      Array.from({ length: Math.max(1, seeds) }, (_, s) =>
        fitQuantileGbm(features, points, { ...base, alpha, seed: firstSeed + s }),
      );
    groups[group] = {
      conservative: fit(PROJECTION_QUANTILES.conservative, hyperparameters.bandSeeds),
      median: fit(PROJECTION_QUANTILES.median, hyperparameters.medianSeeds),
      aggressive: fit(PROJECTION_QUANTILES.aggressive, hyperparameters.bandSeeds),
      trainingRows: rows.length,
    };
  }
  const last = input.examples.reduce<TrainingExample | null>(
    (latest, example) => (!latest || example.key > latest.key ? example : latest),
    null,
  );
  return {
    name: input.name,
    version: input.version,
    trainedAt: input.trainedAt,
    trainedThrough: last ? { season: last.season, week: last.week } : null,
    featureColumns: [...FEATURE_COLUMNS],
    scaling: scalingOf(input.examples),
    bandScale: hyperparameters.bandScale,
    groups,
    hyperparameters,
  };
}

/** The three quantiles of one prediction, ordered (conservative ≤ median ≤ aggressive). */
export interface QuantilePrediction {
  conservative: number;
  median: number;
  aggressive: number;
}

/**
 * The GBM median averaged with the player's recency-weighted points (`ewma_points`), weight `blend`
 * on the latter: a two-member ensemble of the trees and a simple shrunk rate, which on the
 * development season beat either alone. The band keeps its width around the new centre.
 */
export function blendMedian(gbmMedian: number, features: ArrayLike<number>, blend: number): number {
  if (blend <= 0) return gbmMedian;
  return (1 - blend) * gbmMedian + blend * (features[EWMA_POINTS] ?? gbmMedian);
}

/** The model's quantiles for one feature vector, or `null` when the position's group has no model. */
export function predictQuantiles(
  model: ProjectionModel,
  position: NflPosition,
  features: ArrayLike<number>,
): QuantilePrediction | null {
  const group = model.groups[modelGroupOf(position)];
  if (!group) return null;
  const median = ensemblePrediction(group.median, features);
  const low = ensemblePrediction(group.conservative, features);
  const high = ensemblePrediction(group.aggressive, features);
  const scale = model.bandScale;
  const center = blendMedian(median, features, model.hyperparameters.medianBlend ?? 0);
  return {
    conservative: Math.min(center, center - scale * (median - low)),
    median: center,
    aggressive: Math.max(center, center + scale * (high - median)),
  };
}
