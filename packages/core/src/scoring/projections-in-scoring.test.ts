import { describe, expect, it } from 'vitest';
import { fantasyPoints } from './fantasy-points.js';
import { HALF_PPR, PPR, STANDARD } from './presets.js';
import {
  BAND_RATIO_POWER,
  projectionsInScoring,
  scoringBandScale,
  scoringShift,
} from './projections-in-scoring.js';
import type { ScoringSettings } from './scoring-settings.js';

/** An imported league's own scoring: 1 point per reception and 6-point passing TDs (its roster has no TE slot). */
const CUSTOM: ScoringSettings = { ...PPR, passing: { ...PPR.passing, touchdowns: 6 } };

describe('custom scoring (1 PPR, 6-point passing TDs): hand-computed points of known stat lines', () => {
  it('scores a receiver, a passer and a runner as worked out by hand', () => {
    // Tyreek Hill, 2023 week 1: 11 catches, 215 yards, 2 TDs = 11 + 21.5 + 12.
    expect(fantasyPoints({ receptions: 11, receivingYards: 215, receivingTouchdowns: 2 }, CUSTOM)).toBe(44.5);
    // 300 passing yards, 2 TDs, 1 INT, 20 rushing yards, 1 fumble lost = 12 + 12 − 2 + 2 − 2.
    const passer = {
      passingYards: 300,
      passingTouchdowns: 2,
      passingInterceptions: 1,
      rushingYards: 20,
      fumblesLost: 1,
    };
    expect(fantasyPoints(passer, CUSTOM)).toBe(22);
    expect(fantasyPoints(passer, HALF_PPR)).toBe(18);
    // 80 rushing yards and a TD, 4 catches for 30 = 8 + 6 + 4 + 3.
    const runner = { rushingYards: 80, rushingTouchdowns: 1, receptions: 4, receivingYards: 30 };
    expect(fantasyPoints(runner, CUSTOM)).toBe(21);
    expect(fantasyPoints(runner, STANDARD)).toBe(17);
  });

  it("moves a receiver's half-PPR median by his expected catches × 0.5, the band by the points' ratio", () => {
    // Expected: 5.5 catches, 72.3 yards, 0.45 TDs. Half-PPR 2.75 + 7.23 + 2.7 = 12.68; custom
    // 5.5 + 7.23 + 2.7 = 15.43: the median 13.4 + 2.75 = 16.15. Band × (15.43 / 12.68)^0.75 = 1.1586:
    // 16.15 − 5.3 × 1.1586 = 10.01 and 16.15 + 7.65 × 1.1586 = 25.01.
    const expectedLine = { receptions: 5.5, receivingYards: 72.3, receivingTouchdowns: 0.45 };
    const change = { expectedLine, from: HALF_PPR, to: CUSTOM };
    expect(scoringShift(change)).toBe(2.75);
    expect(scoringBandScale(change)).toBeCloseTo(1.1586, 4);
    expect(projectionsInScoring({ conservative: 8.1, median: 13.4, aggressive: 21.05 }, change)).toEqual({
      conservative: 10.01,
      median: 16.15,
      aggressive: 25.01,
    });
  });

  it("moves a passer's median by his expected passing TDs × 2", () => {
    // Expected: 251.5 yards, 1.75 TDs, 0.8 INTs, 18.2 rushing yards, 0.15 rushing TDs.
    // Half-PPR 10.06 + 7 − 1.6 + 1.82 + 0.9 = 18.18; custom 10.06 + 10.5 − 1.6 + 1.82 + 0.9 = 21.68:
    // median 18.4 + 3.5 = 21.9; band × (21.68 / 18.18)^0.75 = 1.1412: 21.9 − 7.2 × 1.1412 = 13.68,
    // 21.9 + 7.9 × 1.1412 = 30.92.
    const expectedLine = {
      passingYards: 251.5,
      passingTouchdowns: 1.75,
      passingInterceptions: 0.8,
      rushingYards: 18.2,
      rushingTouchdowns: 0.15,
    };
    expect(fantasyPoints(expectedLine, HALF_PPR)).toBe(18.18);
    expect(fantasyPoints(expectedLine, CUSTOM)).toBe(21.68);
    expect(
      projectionsInScoring(
        { conservative: 11.2, median: 18.4, aggressive: 26.3 },
        { expectedLine, from: HALF_PPR, to: CUSTOM },
      ),
    ).toEqual({ conservative: 13.68, median: 21.9, aggressive: 30.92 });
  });

  it('a projection whose expected line is a known game moves its median by that game’s difference', () => {
    const hill = { receptions: 11, receivingYards: 215, receivingTouchdowns: 2 };
    // Half-PPR 39.0, custom 44.5: median 39 + 5.5; band × (44.5 / 39)^0.75 = 1.1040.
    const moved = projectionsInScoring(
      { conservative: 20, median: 39, aggressive: 55 },
      { expectedLine: hill, from: HALF_PPR, to: CUSTOM },
    );
    expect(moved).toEqual({ conservative: 23.52, median: 44.5, aggressive: 62.16 });
  });
});

describe('projectionsInScoring', () => {
  const receiver = { receptions: 5.5, receivingYards: 72.3, receivingTouchdowns: 0.45 };

  it('takes a half-PPR receiver to standard (−0.5 a catch, a narrower band) and to PPR (a wider one)', () => {
    const half = { conservative: 8.1, median: 13.4, aggressive: 21.05 };
    // Standard: 9.93 points, −2.75; band × (9.93 / 12.68)^0.75 = 0.8325.
    expect(projectionsInScoring(half, { expectedLine: receiver, from: HALF_PPR, to: STANDARD })).toEqual({
      conservative: 6.24,
      median: 10.65,
      aggressive: 17.02,
    });
    const ppr = projectionsInScoring(half, { expectedLine: receiver, from: HALF_PPR, to: PPR });
    expect(ppr.median).toBe(16.15);
    expect(ppr.aggressive - ppr.conservative).toBeGreaterThan(half.aggressive - half.conservative);
  });

  it('uses the power chosen on the development season', () => {
    expect(BAND_RATIO_POWER).toBe(0.75);
    expect(
      scoringBandScale({ expectedLine: { receptions: 4, receivingYards: 40 }, from: HALF_PPR, to: PPR }),
    ).toBeCloseTo((8 / 6) ** 0.75, 10);
    // No points in one of the scorings: the band keeps its width.
    expect(scoringBandScale({ expectedLine: { receptions: 2 }, from: STANDARD, to: PPR })).toBe(1);
  });

  it('keeps null numbers null and other fields as they are; without a median each number moves by the shift', () => {
    const moved = projectionsInScoring(
      { conservative: null, median: 4, aggressive: null, note: 'kept' },
      { expectedLine: { receptions: 2 }, from: HALF_PPR, to: PPR },
    );
    expect(moved).toEqual({ conservative: null, median: 5, aggressive: null, note: 'kept' });
    expect(
      projectionsInScoring(
        { conservative: 2, median: null, aggressive: 9 },
        { expectedLine: { receptions: 2, receivingYards: 20 }, from: HALF_PPR, to: PPR },
      ),
    ).toEqual({ conservative: 3, median: null, aggressive: 10 });
  });

  it('does not take a number below 0 that was 0 or more, but keeps one already below 0', () => {
    // Only catches: standard scores the line 0, so the band keeps its width; −2.5 takes 1.5 to 0.
    const moved = projectionsInScoring(
      { conservative: 1.5, median: 6, aggressive: 12 },
      { expectedLine: { receptions: 5 }, from: HALF_PPR, to: STANDARD },
    );
    expect(moved).toEqual({ conservative: 0, median: 3.5, aggressive: 9.5 });
    const below = projectionsInScoring(
      { conservative: -1, median: 6, aggressive: 12 },
      { expectedLine: { receptions: 2 }, from: HALF_PPR, to: STANDARD },
    );
    expect(below.conservative).toBe(-2);
  });

  it('leaves projections as they are when both scorings agree on the line (a kicker between presets)', () => {
    const kicker = { conservative: 4, median: 8, aggressive: 12 };
    const line = { patMade: 2.4, fgMade30To39: 0.8, fgMade40To49: 0.6, fgMissed40To49: 0.2 };
    expect(scoringShift({ expectedLine: line, from: HALF_PPR, to: PPR })).toBe(0);
    expect(projectionsInScoring(kicker, { expectedLine: line, from: HALF_PPR, to: PPR })).toBe(kicker);
  });

  it('keeps the order of the three numbers', () => {
    for (const to of [STANDARD, PPR, { ...PPR, receiving: { ...PPR.receiving, receptions: 3 } }]) {
      const moved = projectionsInScoring(
        { conservative: 0.4, median: 7.1, aggressive: 19.3 },
        { expectedLine: { receptions: 4.2, receivingYards: 38 }, from: HALF_PPR, to },
      );
      expect(moved.conservative ?? 0).toBeLessThanOrEqual(moved.median ?? 0);
      expect(moved.median ?? 0).toBeLessThanOrEqual(moved.aggressive ?? 0);
    }
  });
});
