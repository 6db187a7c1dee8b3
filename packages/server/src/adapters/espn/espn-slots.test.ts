import { describe, expect, it } from 'vitest';
import { espnRosterPositions, espnSlotName, isStartingSlot } from './espn-slots.js';

/** `lineupSlotCounts` as ESPN sends it: every id 0–25, zeros included. */
const counts = (given: Record<number, number>) =>
  Object.fromEntries(Array.from({ length: 26 }, (_, slotId) => [String(slotId), given[slotId] ?? 0]));

describe('espnRosterPositions', () => {
  it("lists ESPN's standard league as Sleeper lists its slots: starters, then bench and IR", () => {
    expect(
      espnRosterPositions(counts({ 0: 1, 2: 2, 4: 2, 6: 1, 16: 1, 17: 1, 20: 7, 21: 1, 23: 1 })),
    ).toEqual(['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'DEF', 'K', ...Array<string>(7).fill('BN'), 'IR']);
  });

  it('names OP the superflex, RB/WR and WR/TE their flexes, and keeps IDP and other slots by their ESPN names', () => {
    expect(
      espnRosterPositions(
        counts({ 0: 2, 3: 1, 5: 1, 7: 1, 10: 2, 11: 1, 14: 1, 15: 1, 18: 1, 19: 1, 1: 1, 20: 2, 21: 2 }),
      ),
    ).toEqual([
      'QB',
      'QB',
      'WRRB_FLEX',
      'REC_FLEX',
      'SUPER_FLEX',
      'DL',
      'LB',
      'LB',
      'DB',
      'DP',
      'P',
      'HC',
      'TQB',
      'BN',
      'BN',
      'IR',
      'IR',
    ]);
  });

  it('keys by slot id whatever the order, and skips keys that are not ids and counts that are not whole', () => {
    expect(
      espnRosterPositions({ '20': 1, '17': 1, '0': 1, x: 3, '2': 0.5, '4': -1, '30': 1, '22': 1 }),
    ).toEqual(['QB', 'K', 'SLOT_22', 'SLOT_30', 'BN']);
    expect(espnRosterPositions({})).toEqual([]);
  });
});

describe('espnSlotName and isStartingSlot', () => {
  it('maps the slot ids the public clients agree on', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 16, 17, 20, 21, 23].map(espnSlotName)).toEqual([
      'QB',
      'RB',
      'WRRB_FLEX',
      'WR',
      'REC_FLEX',
      'TE',
      'SUPER_FLEX',
      'DEF',
      'K',
      'BN',
      'IR',
      'FLEX',
    ]);
    expect(espnSlotName(99)).toBe('SLOT_99');
    expect(['QB', 'LB', 'SLOT_99'].every(isStartingSlot)).toBe(true);
    expect(['BN', 'IR', 'TAXI'].some(isStartingSlot)).toBe(false);
  });
});
