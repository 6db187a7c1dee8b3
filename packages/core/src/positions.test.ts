import { describe, expect, it } from 'vitest';
import { BENCH, eligibleSlots, isEligible, POSITIONS, STARTING_SLOTS } from './positions.js';

describe('slot eligibility (spec §5)', () => {
  it('matches the table for every position and slot', () => {
    const table: Record<string, string[]> = {
      QB: ['QB'],
      RB: ['RB1', 'RB2', 'FLEX'],
      WR: ['WR1', 'WR2', 'FLEX'],
      TE: ['TE', 'FLEX'],
      'D/ST': ['D/ST'],
      K: ['K'],
      PK: ['K'],
    };
    for (const position of POSITIONS) {
      expect(eligibleSlots(position)).toEqual(table[position]);
      for (const slot of STARTING_SLOTS) {
        expect(isEligible(position, slot)).toBe(table[position]?.includes(slot));
      }
    }
  });

  it('lets the bench take anyone', () => {
    for (const position of POSITIONS) expect(isEligible(position, BENCH)).toBe(true);
  });
});
