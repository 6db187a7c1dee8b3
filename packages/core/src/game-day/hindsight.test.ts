import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import type { SeasonRecordWeek } from '../contract/game-day.js';
import { setSlot } from '../lineup/roster.js';
import { arbRoster, type TestPlayer, testPlayer } from '../test-support/arbitraries.js';
import { hindsight, seasonSummary } from './hindsight.js';

describe('hindsight', () => {
  const qb = testPlayer('QB', 0, { _id: 'qb' });
  const benchQb = testPlayer('QB', 0, { _id: 'qb2' });
  const rb1 = testPlayer('RB', 0, { _id: 'rb1' });
  const rb2 = testPlayer('RB', 0, { _id: 'rb2' });
  const benchRb = testPlayer('RB', 0, { _id: 'rb3' });
  const wr = testPlayer('WR', 0, { _id: 'wr' });
  const actual: Record<string, number> = { qb: 14.2, qb2: 25.06, rb1: 10, rb2: 3.5, rb3: 12.3, wr: 8 };
  const roster = {
    lineup: [qb, rb1, rb2, wr].reduce(
      (lineup, player, i) => setSlot(lineup, (['QB', 'RB1', 'RB2', 'WR1'] as const)[i] ?? 'QB', player),
      emptyLineup<TestPlayer>(),
    ),
    bench: [benchQb, benchRb],
  };

  it('finds the best lineup by actual points and the points left on the bench', () => {
    // Started: 14.2 + 10 + 3.5 + 8 = 35.7. Best: QB 25.06, RBs 12.3 and 10, WR 8, FLEX RB 3.5 = 58.86.
    expect(hindsight(roster, (p) => actual[p._id] ?? 0)).toEqual({
      actual: 35.7,
      optimal: 58.86,
      benchLeft: 23.16,
    });
  });

  it('never leaves a negative number on the bench, and optimal is actual plus bench left (property)', () => {
    fc.assert(
      fc.property(arbRoster(), (any) => {
        const result = hindsight(any, (p) => p.points ?? 0);
        expect(result.benchLeft).toBeGreaterThanOrEqual(0);
        expect(result.optimal).toBeCloseTo(result.actual + result.benchLeft, 9);
      }),
    );
  });

  it('leaves nothing on the bench when the lineup was the best', () => {
    const result = hindsight(roster, (p) => (p._id === 'qb2' || p._id === 'rb3' ? 0 : (actual[p._id] ?? 0)));
    expect(result).toEqual({ actual: 35.7, optimal: 35.7, benchLeft: 0 });
  });
});

describe('seasonSummary', () => {
  const week = (
    w: number,
    median: number,
    actual: number,
    band: SeasonRecordWeek['band'],
    benchLeft: number,
  ) => ({
    week: w,
    projected: { conservative: median - 20, median, aggressive: median + 20 },
    actual,
    band,
    optimal: actual + benchLeft,
    benchLeft,
  });

  it('counts the weeks and sums their numbers', () => {
    const summary = seasonSummary([
      week(1, 110.4, 98.3, 'within', 12.1),
      week(2, 105.2, 131.05, 'above', 0.7),
    ]);
    expect(summary).toEqual({
      weeksPlayed: 2,
      projected: 215.6,
      actual: 229.35,
      withinBand: 1,
      benchLeft: 12.8,
    });
  });

  it('is all zeros for a season not played yet', () => {
    expect(seasonSummary([])).toEqual({
      weeksPlayed: 0,
      projected: 0,
      actual: 0,
      withinBand: 0,
      benchLeft: 0,
    });
  });
});
