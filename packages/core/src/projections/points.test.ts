import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { setSlot } from '../lineup/roster.js';
import { testPlayer } from '../test-support/arbitraries.js';
import { formatPoints, lineupTotal, type PlayerWeek, projectedPoints, roundPoints } from './points.js';

const projections = { conservative: 6.2, median: 11.4, aggressive: 19.05 };

describe('projectedPoints', () => {
  it('picks the number of the mode', () => {
    expect(projectedPoints({ projections }, 'conservative')).toBe(6.2);
    expect(projectedPoints({ projections }, 'median')).toBe(11.4);
    expect(projectedPoints({ projections }, 'aggressive')).toBe(19.05);
  });

  it('counts 0 for an OUT player and on a bye week, whatever the projection', () => {
    expect(projectedPoints({ projections, out: true }, 'aggressive')).toBe(0);
    expect(projectedPoints({ projections, isByeWeek: true }, 'median')).toBe(0);
    expect(projectedPoints({ isByeWeek: true }, 'median')).toBe(0);
  });

  it('has no number when the projection is missing or not finite', () => {
    expect(projectedPoints(undefined, 'median')).toBeNull();
    expect(projectedPoints({ projections: null }, 'median')).toBeNull();
    expect(projectedPoints({ projections: { ...projections, median: null } }, 'median')).toBeNull();
    expect(projectedPoints({ projections: { ...projections, median: Number.NaN } }, 'median')).toBeNull();
  });
});

describe('lineupTotal', () => {
  it('adds the starters in the mode, with OUT, bye and missing numbers as 0', () => {
    const [a, b, c, d] = [testPlayer('QB'), testPlayer('RB'), testPlayer('WR'), testPlayer('TE')];
    const weeks = new Map<string, PlayerWeek>([
      [a._id, { projections }],
      [b._id, { projections, out: true }],
      [c._id, { projections, isByeWeek: true }],
      [d._id, {}],
    ]);
    let lineup = emptyLineup<typeof a>();
    lineup = setSlot(setSlot(setSlot(setSlot(lineup, 'QB', a), 'RB1', b), 'WR2', c), 'TE', d);
    expect(lineupTotal(lineup, (p) => weeks.get(p._id), 'median')).toBe(11.4);
    expect(lineupTotal(emptyLineup(), () => undefined, 'median')).toBe(0);
  });
});

describe('formatPoints', () => {
  it('shows one decimal, or N/A when not a number', () => {
    expect(formatPoints(12.345)).toBe('12.3');
    expect(formatPoints(0)).toBe('0.0');
    expect(formatPoints(-1.25)).toBe('-1.3');
    expect(formatPoints(null)).toBe('N/A');
    expect(formatPoints(undefined)).toBe('N/A');
    expect(formatPoints(Number.NaN)).toBe('N/A');
    expect(formatPoints('12')).toBe('N/A');
  });

  it('rounds halves away from zero, as the figures computed from rounded points do', () => {
    // 11.95 and 1.005 are stored just below the half; toFixed alone shows 11.9 and 1.0.
    expect(formatPoints(11.95)).toBe('12.0');
    expect(formatPoints(-11.95)).toBe('-12.0');
    expect(formatPoints(0.05)).toBe('0.1');
    for (const value of [11.95, 24.15, 3.45, -0.05, 7.04999]) {
      expect(formatPoints(roundPoints(value))).toBe(formatPoints(value));
    }
    expect(roundPoints(11.95)).toBe(12);
    expect(roundPoints(-1.25)).toBe(-1.3);
  });
});
