import { HALF_PPR, PPR, resolveScoring, STANDARD } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { predictionInScoring } from './prediction-in-scoring.js';

const raw = { conservative: 8.1, median: 13.4, aggressive: 21.05 };
/** A receiver expected to catch 5.5 balls for 72.3 yards and 0.45 TDs. */
const expected_line = { receptions: 5.5, receivingYards: 72.3, receivingTouchdowns: 0.45 };

describe('predictionInScoring', () => {
  it("moves a half-PPR prediction into a league's preset by the expected catches", () => {
    const prediction = { raw, expected_line, scoring: 'half-ppr' };
    // Half-PPR 12.68 points; PPR 15.43 (median +2.75, band × (15.43 / 12.68)^0.75 = 1.1586);
    // standard 9.93 (median −2.75, band × 0.8325).
    expect(predictionInScoring(prediction, PPR)).toEqual({
      conservative: 10.01,
      median: 16.15,
      aggressive: 25.01,
    });
    expect(predictionInScoring(prediction, STANDARD)).toEqual({
      conservative: 6.24,
      median: 10.65,
      aggressive: 17.02,
    });
    expect(predictionInScoring(prediction, HALF_PPR)).toEqual(raw);
  });

  it("moves it into a league's custom scoring (1 PPR, 6-point passing TDs), checked by hand", () => {
    const custom = resolveScoring('custom', { ...PPR, passing: { ...PPR.passing, touchdowns: 6 } });
    if (!custom.ok) throw new Error(custom.error.message);
    // A passer: 251.5 yards, 1.75 TDs, 0.8 INTs → half-PPR 10.06 + 7 − 1.6 = 15.46, custom
    // 10.06 + 10.5 − 1.6 = 18.96: median 18.4 + 3.5; band × (18.96 / 15.46)^0.75 = 1.1653.
    const passer = {
      raw: { conservative: 11.2, median: 18.4, aggressive: 26.3 },
      expected_line: { passingYards: 251.5, passingTouchdowns: 1.75, passingInterceptions: 0.8 },
      scoring: 'half-ppr',
    };
    expect(predictionInScoring(passer, custom.value)).toEqual({
      conservative: 13.51,
      median: 21.9,
      aggressive: 31.11,
    });
  });

  it('serves the numbers as stored without a league scoring, or when the document cannot be moved', () => {
    expect(predictionInScoring({ raw, expected_line, scoring: 'half-ppr' })).toBe(raw);
    // Stored before predictions carried an expected line and a scoring.
    expect(predictionInScoring({ raw }, PPR)).toBe(raw);
    // A model of NFL.com's reported points: no scoring to move from.
    expect(predictionInScoring({ raw, expected_line, scoring: 'reported' }, PPR)).toBe(raw);
    // A player without an earlier week.
    expect(predictionInScoring({ raw, expected_line: null, scoring: 'half-ppr' }, PPR)).toBe(raw);
  });
});
