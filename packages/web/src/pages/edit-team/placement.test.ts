import { STARTING_SLOTS, slotFromPositionType } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { MULTI_SLOT_POSITIONS, placementFor, slotList, slotOptions, slotRequest } from './placement.js';

describe('placementFor: which modal a bench swap opens', () => {
  it('asks where an RB or WR should play: RB1, RB2 or FLEX', () => {
    expect(MULTI_SLOT_POSITIONS).toEqual(['RB', 'WR']);
    expect(placementFor(player('RB'))).toEqual({ kind: 'where-to-move', slots: ['RB1', 'RB2', 'FLEX'] });
    expect(placementFor(player('WR'))).toEqual({ kind: 'where-to-move', slots: ['WR1', 'WR2', 'FLEX'] });
  });

  it('offers the eligible slots of every other position in the slot selection', () => {
    expect(placementFor(player('QB'))).toEqual({ kind: 'slot-selection', slots: ['QB'] });
    expect(placementFor(player('TE'))).toEqual({ kind: 'slot-selection', slots: ['TE', 'FLEX'] });
    expect(placementFor(player('D/ST'))).toEqual({ kind: 'slot-selection', slots: ['D/ST'] });
    expect(placementFor(player('PK'))).toEqual({ kind: 'slot-selection', slots: ['K'] });
  });

  it('says it cannot determine the position of a player no slot accepts', () => {
    const odd = { playerName: 'Mystery Man', position: 'LS' as never };
    expect(placementFor(odd)).toEqual({
      kind: 'error',
      message: 'Cannot determine position for Mystery Man',
    });
  });
});

describe('slotOptions', () => {
  it('lists the eligible slots with who holds them now', () => {
    const starter = player('RB', 'Current Back');
    const flexTe = player('TE', 'Flex End');
    const lineup = team({ RB2: starter, FLEX: flexTe }).lineups[0];
    if (!lineup) throw new Error('no lineup');
    expect(slotOptions(player('RB'), lineup)).toEqual([
      { slot: 'RB1', occupant: null, locked: false },
      { slot: 'RB2', occupant: starter, locked: false },
      { slot: 'FLEX', occupant: flexTe, locked: false },
    ]);
  });

  it('marks a slot whose starter is locked by his kickoff', () => {
    const starter = player('RB', 'Current Back');
    const flexTe = player('TE', 'Flex End');
    const lineup = team({ RB2: starter, FLEX: flexTe }).lineups[0];
    if (!lineup) throw new Error('no lineup');
    const locked = (id: string) => id === starter._id;
    expect(slotOptions(player('RB'), lineup, locked).map((o) => [o.slot, o.locked])).toEqual([
      ['RB1', false],
      ['RB2', true],
      ['FLEX', false],
    ]);
  });
});

describe('slotRequest', () => {
  it("names every slot by move-to-slot's positionType and index", () => {
    expect(slotRequest('RB2')).toEqual({ positionType: 'runningBacks', index: 1 });
    expect(slotRequest('WR1')).toEqual({ positionType: 'wideReceivers', index: 0 });
    expect(slotRequest('D/ST')).toEqual({ positionType: 'defenseST', index: 0 });
    for (const slot of STARTING_SLOTS) {
      const { positionType, index } = slotRequest(slot);
      expect(slotFromPositionType(positionType, index)).toBe(slot);
    }
  });
});

describe('slotList', () => {
  it('reads slots as prose', () => {
    expect(slotList(['QB'])).toBe('QB');
    expect(slotList(['TE', 'FLEX'])).toBe('TE or FLEX');
    expect(slotList(['RB1', 'RB2', 'FLEX'])).toBe('RB1, RB2 or FLEX');
  });
});
