import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinedWidth,
  REST_OF_SEASON_WEEK_CORRELATION,
  type RestOfSeasonWeekInput,
  restOfSeason,
} from './rest-of-season.js';

const week = (
  n: number,
  conservative: number,
  median: number,
  aggressive: number,
): RestOfSeasonWeekInput => ({
  week: n,
  projections: { conservative, median, aggressive },
});

describe('restOfSeason', () => {
  const weeks = [
    week(10, 8, 12, 18),
    { week: 11, isByeWeek: true },
    week(12, 6, 10, 17),
    week(13, 9, 14, 21),
  ];

  it('sums the weekly medians, a bye and a player out counting 0', () => {
    const out = { ...week(14, 10, 15, 22), out: true };
    const total = restOfSeason([...weeks, out]);
    expect(total.median).toBe(36);
    expect(total.weeks.map((w) => [w.week, w.median, w.source])).toEqual([
      [10, 12, 'projected'],
      [11, 0, 'bye'],
      [12, 10, 'projected'],
      [13, 14, 'projected'],
      [14, 0, 'out'],
    ]);
    expect(total.projectedWeeks).toBe(3);
    expect(total.defaultWeeks).toBe(0);
  });

  it('combines each side of the band with the correlation: ρ = 1 adds the P10s and P90s, ρ = 0 adds in quadrature', () => {
    const below = [4, 4, 5];
    const above = [6, 7, 7];
    const summed = restOfSeason(weeks, { correlation: 1 });
    expect(summed.floor).toBe(8 + 6 + 9);
    expect(summed.ceiling).toBe(18 + 17 + 21);
    const independent = restOfSeason(weeks, { correlation: 0 });
    const quadrature = (widths: number[]) => Math.sqrt(widths.reduce((s, w) => s + w * w, 0));
    expect(independent.floor).toBeCloseTo(36 - quadrature(below), 2);
    expect(independent.ceiling).toBeCloseTo(36 + quadrature(above), 2);
    const rho = 0.4;
    const partly = restOfSeason(weeks, { correlation: rho });
    const width = (w: number[]) =>
      Math.sqrt((1 - rho) * w.reduce((s, x) => s + x * x, 0) + rho * w.reduce((s, x) => s + x, 0) ** 2);
    expect(partly.floor).toBeCloseTo(36 - width(below), 2);
    expect(partly.ceiling).toBeCloseTo(36 + width(above), 2);
    // The default correlation is the one documented and used when none is given.
    expect(restOfSeason(weeks)).toEqual(
      restOfSeason(weeks, { correlation: REST_OF_SEASON_WEEK_CORRELATION }),
    );
  });

  it('counts a week without a projection at the mean of his projected weeks, and says so', () => {
    const total = restOfSeason([...weeks, { week: 14, projections: null }, { week: 15 }], { correlation: 1 });
    const mean = { floor: (8 + 6 + 9) / 3, median: 12, ceiling: (18 + 17 + 21) / 3 };
    expect(total.weeks.slice(4)).toEqual([
      { week: 14, floor: 7.67, median: 12, ceiling: 18.67, source: 'default' },
      { week: 15, floor: 7.67, median: 12, ceiling: 18.67, source: 'default' },
    ]);
    expect(total.median).toBe(36 + 2 * mean.median);
    expect(total.defaultWeeks).toBe(2);
    expect(total.projectedWeeks).toBe(3);
  });

  it('has no number without any projection to count or default from, and 0 when every week counts 0', () => {
    const none = restOfSeason([
      { week: 5, projections: null },
      { week: 6, isByeWeek: true },
    ]);
    expect(none).toMatchObject({ floor: null, median: null, ceiling: null, defaultWeeks: 1 });
    expect(restOfSeason([{ week: 6, isByeWeek: true }])).toMatchObject({ floor: 0, median: 0, ceiling: 0 });
    expect(restOfSeason([])).toMatchObject({ floor: 0, median: 0, ceiling: 0, weeks: [] });
  });

  const arbWeeks = fc.array(
    fc.record({
      low: fc.integer({ min: 0, max: 1500 }),
      up: fc.integer({ min: 0, max: 1500 }),
      median: fc.integer({ min: 0, max: 3500 }),
      bye: fc.boolean(),
    }),
    { maxLength: 17 },
  );

  it('keeps floor ≤ median ≤ ceiling, inside the summed weekly band, and widens as ρ grows', () => {
    fc.assert(
      fc.property(arbWeeks, fc.double({ min: 0, max: 1, noNaN: true }), (rows, rho) => {
        const input = rows.map((r, i) =>
          r.bye
            ? { week: i + 1, isByeWeek: true }
            : week(i + 1, Math.max(0, r.median - r.low) / 100, r.median / 100, (r.median + r.up) / 100),
        );
        const total = restOfSeason(input, { correlation: rho });
        const wider = restOfSeason(input, { correlation: Math.min(1, rho + 0.1) });
        const summed = restOfSeason(input, { correlation: 1 });
        const [floor, median, ceiling] = [
          total.floor ?? Number.NaN,
          total.median ?? Number.NaN,
          total.ceiling ?? Number.NaN,
        ];
        expect(floor).toBeLessThanOrEqual(median + 1e-9);
        expect(median).toBeLessThanOrEqual(ceiling + 1e-9);
        expect(floor).toBeGreaterThanOrEqual((summed.floor ?? 0) - 0.011);
        expect(ceiling).toBeLessThanOrEqual((summed.ceiling ?? 0) + 0.011);
        expect(wider.floor ?? 0).toBeLessThanOrEqual(floor + 0.011);
        expect(wider.ceiling ?? 0).toBeGreaterThanOrEqual(ceiling - 0.011);
      }),
    );
  });
});

describe('combinedWidth', () => {
  /** A seeded uniform in (0, 1) (mulberry32), so the simulation is the same on every run. */
  const uniform = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 + 1e-12;
  };

  it('is the P90 − P50 of a sum of equally correlated normal weeks given at P90 − P50 each (simulated)', () => {
    const draw = uniform(7);
    const normal = () => Math.sqrt(-2 * Math.log(draw())) * Math.cos(2 * Math.PI * draw());
    const sigmas = [3, 5, 4, 6, 2.5, 7, 5, 4, 3.5, 6];
    const z90 = 1.2815515655446004;
    for (const rho of [0, 0.3, 0.7]) {
      const width = combinedWidth(
        sigmas.map((s) => z90 * s),
        rho,
      );
      let inside = 0;
      const draws = 10_000;
      for (let i = 0; i < draws; i += 1) {
        const shared = normal();
        let total = 0;
        for (const sigma of sigmas)
          total += sigma * (Math.sqrt(rho) * shared + Math.sqrt(1 - rho) * normal());
        if (Math.abs(total) <= width) inside += 1;
      }
      expect(inside / draws, `rho ${rho}`).toBeGreaterThan(0.785);
      expect(inside / draws, `rho ${rho}`).toBeLessThan(0.815);
    }
  });
});
