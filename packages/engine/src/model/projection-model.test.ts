import { describe, expect, it } from 'vitest';
import { FEATURE_COLUMNS } from './player-features.js';
import { blendMedian, predictQuantiles, trainProjectionModel } from './projection-model.js';
import { seededRandom } from './quantile-gbm.js';
import type { TrainingExample } from './training-examples.js';

const EWMA = FEATURE_COLUMNS.indexOf('ewma_points');

/** Rows whose points are `ewma_points` plus uniform noise in [−3, 3]: the median is `ewma_points`. */
function syntheticExamples(count: number): TrainingExample[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, i) => {
    const features = new Float64Array(FEATURE_COLUMNS.length);
    const level = 2 + 20 * random();
    features[EWMA] = level;
    return {
      playerId: `p${i}`,
      position: 'WR',
      season: 2022,
      week: 1 + (i % 17),
      key: 202201 + (i % 17),
      features,
      points: level + 6 * random() - 3,
    };
  });
}

describe('blendMedian', () => {
  it('weights the recency-weighted points by the blend, and leaves the median alone at 0', () => {
    const features = new Float64Array(FEATURE_COLUMNS.length);
    features[EWMA] = 20;
    expect(blendMedian(10, features, 0)).toBe(10);
    expect(blendMedian(10, features, 0.2)).toBeCloseTo(12, 10);
    expect(blendMedian(10, features, 1)).toBe(20);
  });
});

describe('trainProjectionModel ensembles', () => {
  it('fits the asked number of models per quantile and keeps P10 ≤ P50 ≤ P90 near the truth', () => {
    const model = trainProjectionModel({
      name: 'test',
      version: '1',
      trainedAt: '2024-01-01T00:00:00.000Z',
      examples: syntheticExamples(2000),
      hyperparameters: { medianSeeds: 3, bandSeeds: 2, medianBlend: 0.2, minLeaf: 40 },
    });
    const group = model.groups.offense;
    expect(group?.median).toHaveLength(3);
    expect(group?.conservative).toHaveLength(2);
    expect(group?.aggressive).toHaveLength(2);
    const features = new Float64Array(FEATURE_COLUMNS.length);
    features[EWMA] = 12;
    const prediction = predictQuantiles(model, 'WR', features);
    // Median of 12 + U(−3, 3) is 12; P10 and P90 are 12 ∓ 2.4 (widened ×1.12 around the median).
    expect(prediction?.median).toBeCloseTo(12, 0);
    expect(prediction?.conservative).toBeGreaterThan(8.5);
    expect(prediction?.conservative).toBeLessThan(10.5);
    expect(prediction?.aggressive).toBeGreaterThan(13.5);
    expect(prediction?.aggressive).toBeLessThan(15.5);
  });

  it('still reads a model stored before ensembles (one GBM per quantile)', () => {
    const model = trainProjectionModel({
      name: 'test',
      version: '1',
      trainedAt: '2024-01-01T00:00:00.000Z',
      examples: syntheticExamples(500),
      hyperparameters: { medianSeeds: 1, medianBlend: 0, minLeaf: 40, trees: 30 },
    });
    const group = model.groups.offense;
    if (!group) throw new Error('no offense model');
    const features = new Float64Array(FEATURE_COLUMNS.length);
    features[EWMA] = 12;
    const current = predictQuantiles(model, 'WR', features);
    const legacy = structuredClone(model);
    const legacyGroup = legacy.groups.offense as unknown as Record<string, unknown>;
    legacyGroup.median = group.median[0];
    legacyGroup.conservative = group.conservative[0];
    legacyGroup.aggressive = group.aggressive[0];
    expect(predictQuantiles(legacy, 'WR', features)).toEqual(current);
  });

  it('starts the ensembles at `firstSeed` (default 1): seed 1 reproduces the default, seed 11 differs', () => {
    const train = (firstSeed?: number) =>
      trainProjectionModel({
        name: 'test',
        version: '1',
        trainedAt: '2024-01-01T00:00:00.000Z',
        examples: syntheticExamples(500),
        hyperparameters: { minLeaf: 40, trees: 20, ...(firstSeed !== undefined && { firstSeed }) },
      }).groups.offense?.median;
    expect(train(1)).toEqual(train());
    expect(train(11)).not.toEqual(train());
  });
});
