import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { setSlot } from '../lineup/roster.js';
import { isEligible, STARTING_SLOTS } from '../positions.js';
import { arbRoster, type TestPlayer, testPlayer } from '../test-support/arbitraries.js';
import { betterOptions } from './better-options.js';

const weekOf = (p: TestPlayer) => ({
  projections: { conservative: p.points, median: p.points, aggressive: p.points },
  injured: p.injured,
  out: p.out,
});

describe('betterOptions', () => {
  const starter = testPlayer('RB', 10);
  const lineup = setSlot(emptyLineup<TestPlayer>(), 'RB1', starter);

  it('suggests eligible bench players more than 0.5 better, best first, at most 3', () => {
    const bench = [
      testPlayer('RB', 10.5), // exactly 0.5 better: not enough
      testPlayer('RB', 10.6),
      testPlayer('RB', 14),
      testPlayer('RB', 12),
      testPlayer('RB', 11),
      testPlayer('QB', 30), // ineligible for RB1
    ];
    const options = betterOptions({ lineup, bench }, weekOf, 'median').RB1;
    expect(options.map((o) => o.candidatePoints)).toEqual([14, 12, 11]);
    expect(options[0]).toMatchObject({ starter, starterPoints: 10, improvement: 4 });
  });

  it('never suggests an injured player, nor one without a number', () => {
    const bench = [testPlayer('RB', 20, { injured: true }), testPlayer('RB', null)];
    expect(betterOptions({ lineup, bench }, weekOf, 'median').RB1).toEqual([]);
  });

  it('offers FLEX any RB, WR or TE, and fills an empty slot against 0', () => {
    const te = testPlayer('TE', 3);
    const options = betterOptions({ lineup, bench: [te] }, weekOf, 'median');
    expect(options.FLEX.map((o) => o.candidate)).toEqual([te]);
    expect(options.TE[0]).toMatchObject({ starter: null, improvement: 3 });
    expect(options.QB).toEqual([]);
  });

  it('for any roster: only eligible, healthy bench players, > 0.5 better, sorted, at most 3', () => {
    fc.assert(
      fc.property(arbRoster(), fc.constantFrom('conservative', 'median', 'aggressive'), (roster, mode) => {
        const options = betterOptions(roster, weekOf, mode);
        for (const slot of STARTING_SLOTS) {
          const list = options[slot];
          expect(list.length).toBeLessThanOrEqual(3);
          list.forEach((option, i) => {
            expect(roster.bench).toContain(option.candidate);
            expect(option.candidate.injured).toBe(false);
            expect(isEligible(option.candidate.position, slot)).toBe(true);
            expect(option.improvement).toBeGreaterThan(0.5);
            if (i > 0) expect(option.improvement).toBeLessThanOrEqual(list[i - 1]?.improvement ?? Infinity);
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});
