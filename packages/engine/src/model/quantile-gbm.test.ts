import { describe, expect, it } from 'vitest';
import { fitQuantileGbm, predictQuantileGbm, quantileOf, seededRandom } from './quantile-gbm.js';

describe('quantileOf', () => {
  it('interpolates between order statistics like R type 7 and leaves the input alone', () => {
    const values = [5, 1, 4, 2, 3];
    expect(quantileOf(values, 0.5)).toBe(3);
    expect(quantileOf(values, 0)).toBe(1);
    expect(quantileOf(values, 1)).toBe(5);
    expect(quantileOf(values, 0.1)).toBeCloseTo(1.4, 10);
    expect(quantileOf([10, 20], 0.5)).toBe(15);
    expect(values).toEqual([5, 1, 4, 2, 3]);
    expect(quantileOf([], 0.5)).toBe(0);
  });

  it('agrees with sorting on random data, ties included', () => {
    const random = seededRandom(3);
    for (let trial = 0; trial < 50; trial += 1) {
      const values = Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.floor(random() * 10));
      const sorted = [...values].sort((a, b) => a - b);
      for (const alpha of [0.1, 0.5, 0.9]) {
        const position = alpha * (sorted.length - 1);
        const low = sorted[Math.floor(position)] as number;
        const high = sorted[Math.min(Math.floor(position) + 1, sorted.length - 1)] as number;
        expect(quantileOf(values, alpha)).toBeCloseTo(
          low + (high - low) * (position - Math.floor(position)),
          10,
        );
      }
    }
  });
});

describe('fitQuantileGbm', () => {
  // y = 2x + U(0, 10): the true α-quantile at x is 2x + 10α.
  const random = seededRandom(11);
  const rows = Array.from({ length: 6000 }, () => [10 * random(), random()]);
  const targets = rows.map(([x]) => 2 * (x as number) + 10 * random());

  for (const alpha of [0.1, 0.5, 0.9]) {
    it(`recovers the known ${alpha} quantile of a generated distribution`, () => {
      const model = fitQuantileGbm(rows, targets, { alpha, trees: 150, maxDepth: 3, minLeaf: 50 });
      for (const x of [2, 5, 8]) {
        expect(predictQuantileGbm(model, [x, 0.5])).toBeCloseTo(2 * x + 10 * alpha, 0);
      }
      const below = rows.filter((row, i) => (targets[i] as number) <= predictQuantileGbm(model, row)).length;
      expect(below / rows.length).toBeGreaterThan(alpha - 0.03);
      expect(below / rows.length).toBeLessThan(alpha + 0.03);
    });
  }

  it('is reproducible for a seed and stays plain JSON', () => {
    const a = fitQuantileGbm(rows.slice(0, 500), targets.slice(0, 500), { alpha: 0.5, trees: 10, seed: 4 });
    const b = fitQuantileGbm(rows.slice(0, 500), targets.slice(0, 500), { alpha: 0.5, trees: 10, seed: 4 });
    expect(b).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('predicts the quantile of the targets when there is nothing to split on', () => {
    const model = fitQuantileGbm([[1], [1], [1], [1]], [1, 2, 3, 10], { alpha: 0.5, trees: 5, subsample: 1 });
    expect(predictQuantileGbm(model, [1])).toBeCloseTo(2.5, 10);
  });
});
