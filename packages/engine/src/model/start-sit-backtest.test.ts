import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NflPosition } from '../nfl/entities.js';
import type { BacktestPrediction } from './run-backtest.js';
import { START_SIT_CLOSE_CALL_POINTS, startSitBacktest } from './start-sit-backtest.js';

/** A back-tested player-week: our band is median ± 5 unless given. */
function row(
  playerId: string,
  values: {
    truth: number;
    median: number;
    peer: number | null;
    seasonAverage: number;
    week?: number;
    position?: NflPosition;
    conservative?: number;
    aggressive?: number;
  },
): BacktestPrediction {
  return {
    playerId,
    position: values.position ?? 'WR',
    season: 2023,
    week: values.week ?? 5,
    truth: values.truth,
    peer: values.peer,
    seasonAverage: values.seasonAverage,
    conservative: values.conservative ?? values.median - 5,
    median: values.median,
    aggressive: values.aggressive ?? values.median + 5,
  };
}

// Three WRs in one week. Truth A 20 > B 10 > C 5.
// Ours (median) A 15, B 12, C 14: picks A over B (hit), A over C (hit), C over B (miss) → 2/3.
// NFL.com A 10, B 11, C 12: picks B, C, C → 0/3.
// Season average A 12, B 12, C 8: A–B a coin flip (½), A over C (hit), B over C (hit) → 2.5/3.
const threeReceivers = [
  row('A', { truth: 20, median: 15, peer: 10, seasonAverage: 12 }),
  row('B', { truth: 10, median: 12, peer: 11, seasonAverage: 12 }),
  row('C', { truth: 5, median: 14, peer: 12, seasonAverage: 8 }),
];

describe('startSitBacktest', () => {
  it('scores every pair by whether the pick outscored the other; a coin flip counts ½', () => {
    const report = startSitBacktest(threeReceivers);
    expect(report.all.overall).toMatchObject({ pairs: 3, ours: 2 / 3, peer: 0, seasonAverage: 2.5 / 3 });
    expect(report.all.byPosition.WR).toEqual(report.all.overall);
    expect(report.coinFlips).toEqual({ ours: 0, peer: 0, seasonAverage: 1 });
    expect(report.excluded).toEqual({ equalTruth: 0, missingNumber: 0 });
    expect(report.need).toBe('median');
  });

  it('pairs only players of the same position in the same week', () => {
    const report = startSitBacktest([
      ...threeReceivers,
      row('QB1', { truth: 30, median: 20, peer: 18, seasonAverage: 19, position: 'QB' }),
      row('D', { truth: 9, median: 10, peer: 10, seasonAverage: 10, week: 6 }),
    ]);
    expect(report.all.overall.pairs).toBe(3);
    expect(report.all.byPosition.QB).toEqual({
      pairs: 0,
      ours: null,
      peer: null,
      seasonAverage: null,
      oursMinusPeer: null,
      weeks: null,
    });
    expect(report.all.byPosition.WR?.pairs).toBe(3);
  });

  it('leaves out (and counts) pairs with equal truths and pairs where a method has no number', () => {
    const report = startSitBacktest([
      row('A', { truth: 10, median: 15, peer: 10, seasonAverage: 12 }),
      row('B', { truth: 10, median: 12, peer: 11, seasonAverage: 12 }),
      row('C', { truth: 5, median: 14, peer: null, seasonAverage: 8 }),
      row('D', { truth: 7, median: Number.NaN, peer: 9, seasonAverage: 8 }),
    ]);
    // A–B equal truths; A–C, B–C and C–D: C has no NFL.com number; A–D, B–D: D has no median of ours.
    expect(report.excluded).toEqual({ equalTruth: 1, missingNumber: 5 });
    expect(report.all.overall.pairs).toBe(0);
  });

  it("measures the advisor's own rule: its need, and its tie-breaks (median, then floor) are picks", () => {
    // A is boom-or-bust, B is steady; B outscores A.
    const boom = row('A', {
      truth: 5,
      median: 15,
      conservative: 2,
      aggressive: 30,
      peer: 10,
      seasonAverage: 9,
    });
    const steady = row('B', {
      truth: 11,
      median: 12,
      conservative: 10,
      aggressive: 14,
      peer: 10,
      seasonAverage: 9,
    });
    expect(startSitBacktest([boom, steady]).all.overall.ours).toBe(0);
    expect(startSitBacktest([boom, steady], { need: 'conservative' }).all.overall.ours).toBe(1);
    expect(startSitBacktest([boom, steady], { need: 'aggressive' }).all.overall.ours).toBe(0);
    // Equal ceilings: the median decides (B), not a coin flip.
    const a = row('A', { truth: 5, median: 10, conservative: 5, aggressive: 20, peer: 8, seasonAverage: 8 });
    const b = row('B', { truth: 6, median: 11, conservative: 6, aggressive: 20, peer: 8, seasonAverage: 8 });
    const report = startSitBacktest([a, b], { need: 'aggressive' });
    expect(report.all.overall).toMatchObject({ ours: 1, peer: 0.5, seasonAverage: 0.5 });
    expect(report.coinFlips).toEqual({ ours: 0, peer: 1, seasonAverage: 1 });
    // All three of our numbers equal: a coin flip.
    const twin = { ...b, playerId: 'A2', median: 10, conservative: 5, aggressive: 20, truth: 1 };
    expect(startSitBacktest([a, twin]).coinFlips.ours).toBe(1);
  });

  it('keeps the close calls: pairs whose NFL.com projections are within 3 points', () => {
    expect(START_SIT_CLOSE_CALL_POINTS).toBe(3);
    const report = startSitBacktest([
      row('A', { truth: 20, median: 15, peer: 10, seasonAverage: 12 }),
      row('B', { truth: 10, median: 12, peer: 13, seasonAverage: 12 }),
      row('C', { truth: 5, median: 14, peer: 17, seasonAverage: 8 }),
    ]);
    // A–B (3.0 apart) is a close call; A–C (7) and B–C (4) are not.
    expect(report.closeCalls?.overall).toMatchObject({ pairs: 1, ours: 1, peer: 0, seasonAverage: 0.5 });
    expect(startSitBacktest(threeReceivers, { closeCallPoints: 1 }).closeCalls?.overall.pairs).toBe(2);
  });

  it('without a peer: NFL.com and the close calls are null, and no pair is left out for it', () => {
    const report = startSitBacktest(threeReceivers.map((r) => ({ ...r, peer: null })));
    expect(report.all.overall).toMatchObject({ pairs: 3, ours: 2 / 3, peer: null, oursMinusPeer: null });
    expect(report.closeCalls).toBeNull();
    expect(report.coinFlips.peer).toBeNull();
    expect(report.excluded.missingNumber).toBe(0);
  });

  it('counts the weeks ahead and behind, and resamples weeks for the interval of ours − NFL.com', () => {
    const inWeek = (week: number) => threeReceivers.map((r) => ({ ...r, week }));
    // Every week the same: every resample gives the same difference (2/3 − 0).
    const same = startSitBacktest([...inWeek(5), ...inWeek(6), ...inWeek(7)]).all.overall;
    expect(same.oursMinusPeer?.difference).toBeCloseTo(2 / 3, 12);
    expect(same.oursMinusPeer?.low).toBeCloseTo(2 / 3, 12);
    expect(same.oursMinusPeer?.high).toBeCloseTo(2 / 3, 12);
    expect(same.weeks).toEqual({ ahead: 3, behind: 0, level: 0 });
    // Week 8 swaps our numbers and NFL.com's: ours 0/3 there, NFL.com 2/3.
    const swapped = threeReceivers.map((r) => ({ ...r, week: 8, median: r.peer ?? 0, peer: r.median }));
    const mixed = startSitBacktest([...inWeek(5), ...inWeek(6), ...swapped], { seed: 7 });
    const interval = mixed.all.overall.oursMinusPeer;
    expect(interval?.difference).toBeCloseTo((4 - 2) / 9, 12);
    expect(interval?.low).toBeLessThan(interval?.difference ?? 0);
    expect(interval?.high).toBeGreaterThan(interval?.difference ?? 0);
    expect(interval?.low).toBeGreaterThanOrEqual(-2 / 3);
    expect(interval?.high).toBeLessThanOrEqual(2 / 3);
    expect(mixed.all.overall.weeks).toEqual({ ahead: 2, behind: 1, level: 0 });
    expect(mixed.bootstrap).toEqual({ replicates: 2000, seed: 7, weeks: 3 });
    // Seeded: the same input and seed give the same report.
    expect(startSitBacktest([...inWeek(5), ...inWeek(6), ...swapped], { seed: 7 })).toEqual(mixed);
  });

  it('equals the obvious count: the higher median outscoring the other, over all same-week pairs', () => {
    const player = fc.record({
      truth: fc.integer({ min: 0, max: 30 }),
      median: fc.double({ min: 0, max: 30, noNaN: true }),
      peer: fc.double({ min: 5, max: 30, noNaN: true }),
      week: fc.integer({ min: 4, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(player, { maxLength: 12 }), (players) => {
        const rows = players.map((p, i) => row(`P${i}`, { ...p, seasonAverage: 10 }));
        let pairs = 0;
        let hits = 0;
        let equalTruth = 0;
        for (const [i, a] of rows.entries()) {
          for (const b of rows.slice(i + 1)) {
            if (a.week !== b.week) continue;
            if (a.truth === b.truth) equalTruth += 1;
            else {
              pairs += 1;
              if (a.median === b.median) hits += 0.5;
              else if (a.median > b.median === a.truth > b.truth) hits += 1;
            }
          }
        }
        const report = startSitBacktest(rows);
        expect(report.excluded.equalTruth).toBe(equalTruth);
        expect(report.all.overall.pairs).toBe(pairs);
        if (pairs > 0) expect(report.all.overall.ours).toBeCloseTo(hits / pairs, 12);
        expect(report.all.overall.seasonAverage).toBe(pairs > 0 ? 0.5 : null);
      }),
    );
  });
});
