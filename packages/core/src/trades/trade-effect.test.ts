import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { setSlot } from '../lineup/roster.js';
import type { SeasonWeek, WeekNumbers } from '../waivers/season-weeks.js';
import { sideValue } from './side-value.js';
import { tradeEffect } from './trade-effect.js';
import { TRADE_EVEN, tradeVerdict } from './trade-rules.js';
import { tradeSummary } from './trade-summary.js';

interface Back {
  _id: string;
  position: 'RB';
  numbers: WeekNumbers;
}
const back = (_id: string, [conservative, median, aggressive]: [number, number, number]): Back => ({
  _id,
  position: 'RB',
  numbers: { conservative, median, aggressive },
});
const a = back('a', [7, 10, 14]);
const b = back('b', [5, 8, 12]);
const c = back('c', [4, 6, 9]);
const d = back('d', [6, 11, 17]);
const e = back('e', [0, 1, 2]);
const roster = { lineup: setSlot(setSlot(emptyLineup<Back>(), 'RB1', a), 'RB2', b), bench: [c] };
const week = (n: number): SeasonWeek<Back> => ({ week: n, numbersOf: (p) => p.numbers });
const RHO = 0.3;

describe('tradeEffect', () => {
  it('sums the optimal lineups over the weeks, with the band of the change from who comes in and who goes out', () => {
    const effect = tradeEffect(
      { roster, weeks: [week(6), week(7)], mode: 'median', capacity: null },
      { give: ['b'], get: [d] },
      RHO,
    );
    // Each week: a, b and c (FLEX) start, 24; after, a, d and c, 27. In: d; out: b.
    expect(effect.weeks).toEqual([
      { week: 6, before: 24, after: 27 },
      { week: 7, before: 24, after: 27 },
    ]);
    const below = Math.sqrt((11 - 6) ** 2 + (12 - 8) ** 2); // d's floor side, b's ceiling side
    const above = Math.sqrt((17 - 11) ** 2 + (8 - 5) ** 2);
    // Two equal weeks correlated 0.3: √(0.7·2w² + 0.3·(2w)²) = w·√2.6.
    expect(effect.change.median).toBe(6);
    expect(effect.change.floor).toBeCloseTo(6 - below * Math.sqrt(2.6), 2);
    expect(effect.change.ceiling).toBeCloseTo(6 + above * Math.sqrt(2.6), 2);
    expect(effect.drops).toEqual([]);
    const { verdict, threshold } = tradeVerdict(effect.change);
    expect(threshold).toBeCloseTo(TRADE_EVEN.bandShare * (below + above) * Math.sqrt(2.6), 2);
    expect(verdict).toBe('helps');
    expect(tradeSummary({ verdict, change: effect.change, threshold, weeks: [6, 7] })).toBe(
      'The trade helps: +6.0 to your optimal lineups over weeks 6–7 (band -4.3 to +16.8), beyond the ±2.1 the verdict calls even.',
    );
  });

  it('releases the least missed player (never one received) when the trade takes the team over its limit', () => {
    const effect = tradeEffect(
      { roster, weeks: [week(6)], mode: 'median', capacity: 3 },
      { give: ['b'], get: [d, e] },
      RHO,
    );
    // Without c: a, d and e start (22); without a: d, c and e (18); e, received, stays.
    expect(effect.drops.map((p) => p._id)).toEqual(['c']);
    expect(effect.weeks).toEqual([{ week: 6, before: 24, after: 22 }]);
  });

  it('calls a change within the threshold even, and one below minus it a loss', () => {
    expect(tradeVerdict({ floor: -20, median: 1.5, ceiling: 20 })).toEqual({ verdict: 'even', threshold: 4 });
    expect(tradeVerdict({ floor: -1, median: -0.9, ceiling: 0 }).verdict).toBe('even');
    expect(tradeVerdict({ floor: -30, median: -5, ceiling: 10 })).toEqual({ verdict: 'hurts', threshold: 4 });
  });
});

describe('sideValue', () => {
  it('adds the medians and the band widths in quadrature, and has no number when a player has none', () => {
    expect(
      sideValue([
        { floor: 80, median: 100, ceiling: 125 },
        { floor: 40, median: 55, ceiling: 75 },
      ]),
    ).toEqual({ floor: 130, median: 155, ceiling: 187.02 });
    expect(
      sideValue([
        { floor: 1, median: 2, ceiling: 3 },
        { floor: null, median: null, ceiling: null },
      ]),
    ).toEqual({
      floor: null,
      median: null,
      ceiling: null,
    });
  });
});
