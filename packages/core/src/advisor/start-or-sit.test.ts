import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerWeek } from '../projections/points.js';
import { pickStarter } from './start-or-sit.js';

const week = (conservative: number, median: number, aggressive: number, flags: Partial<PlayerWeek> = {}) => ({
  projections: { conservative, median, aggressive },
  ...flags,
});

describe('pickStarter', () => {
  it('starts the higher median by default and reports both numbers and the margin', () => {
    const pick = pickStarter(['A', week(6, 10, 15)], ['B', week(8, 12.5, 16)]);
    expect(pick).toEqual({ start: 'B', sit: 'A', points: [12.5, 10], margin: 2.5 });
  });

  it('starts the safer floor for a favourite and the bigger ceiling for an underdog', () => {
    const steady = ['Steady', week(9, 11, 14)] as const;
    const boom = ['Boom', week(4, 11.5, 22)] as const;
    expect(pickStarter(steady, boom, 'conservative').start).toBe('Steady');
    expect(pickStarter(steady, boom, 'aggressive').start).toBe('Boom');
    expect(pickStarter(steady, boom).start).toBe('Boom');
  });

  it('never starts an OUT or bye-week player over one who plays', () => {
    expect(pickStarter(['Out', week(10, 20, 30, { out: true })], ['Plays', week(1, 2, 3)]).start).toBe(
      'Plays',
    );
    expect(pickStarter(['Bye', week(10, 20, 30, { isByeWeek: true })], ['Plays', week(1, 2, 3)]).start).toBe(
      'Plays',
    );
  });

  it('puts a player without a number below any number, and breaks ties by median then floor', () => {
    expect(pickStarter(['None', undefined], ['Some', week(0, 0.5, 1)]).start).toBe('Some');
    expect(pickStarter(['A', week(5, 10, 20)], ['B', week(6, 11, 20)], 'aggressive').start).toBe('B');
    expect(pickStarter(['A', week(5, 10, 20)], ['B', week(6, 10, 20)]).start).toBe('B');
    expect(pickStarter(['A', week(5, 10, 20)], ['B', week(5, 10, 20)]).start).toBe('A');
  });

  it('never starts the player with fewer points, and the order given only decides exact ties', () => {
    const points = fc.double({ min: 0, max: 40, noNaN: true });
    const arbitraryWeek = fc.record({
      projections: fc.record({ conservative: points, median: points, aggressive: points }),
      out: fc.boolean(),
    });
    const needs = fc.constantFrom('conservative' as const, 'median' as const, 'aggressive' as const);
    fc.assert(
      fc.property(arbitraryWeek, arbitraryWeek, needs, (a, b, need) => {
        const ab = pickStarter(['A', a], ['B', b], need);
        const ba = pickStarter(['B', b], ['A', a], need);
        expect(ab.margin).toBeGreaterThanOrEqual(0);
        expect(ba.margin).toBe(ab.margin);
        if (ab.margin > 0) expect(ba.start).toBe(ab.start);
      }),
    );
  });
});
