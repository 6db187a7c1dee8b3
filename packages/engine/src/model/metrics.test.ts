import { describe, expect, it } from 'vitest';
import { bandCoverage, meanAbsoluteError, pinballLoss } from './metrics.js';

describe('back-test metrics on hand-computed examples', () => {
  const outcomes = [10, 0, 25, 8];
  it('MAE: mean of absolute errors', () => {
    // |10−12| + |0−4| + |25−15| + |8−8| = 2 + 4 + 10 + 0 = 16 → 4
    expect(meanAbsoluteError(outcomes, [12, 4, 15, 8])).toBe(4);
    expect(meanAbsoluteError([], [])).toBe(0);
  });

  it('pinball: α above, 1 − α below', () => {
    // α = 0.1, predictions [5, 5, 5, 5]: above by 5, 20, 3 → 0.1·28 = 2.8; below by 5 → 0.9·5 = 4.5; (2.8 + 4.5)/4
    expect(pinballLoss(outcomes, [5, 5, 5, 5], 0.1)).toBeCloseTo(7.3 / 4, 12);
    // α = 0.9, predictions [20, 20, 20, 20]: below by 10, 20, 12 → 0.1·42 = 4.2; above by 5 → 0.9·5 = 4.5
    expect(pinballLoss(outcomes, [20, 20, 20, 20], 0.9)).toBeCloseTo(8.7 / 4, 12);
    // at the median it is half the MAE
    expect(pinballLoss(outcomes, [12, 4, 15, 8], 0.5)).toBe(2);
  });

  it('coverage: share inside the band, ends included', () => {
    expect(bandCoverage(outcomes, [10, 1, 0, 0], [20, 5, 24, 8])).toBe(0.5);
    expect(bandCoverage([], [], [])).toBe(0);
  });
});
