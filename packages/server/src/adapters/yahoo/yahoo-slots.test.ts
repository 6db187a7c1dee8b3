import { describe, expect, it } from 'vitest';
import { lineupOf, rosterPositionsOf, slotOf } from './yahoo-slots.js';

describe("Yahoo's roster positions", () => {
  it("renames the flexes to Sleeper's names and keeps the others (IDP included)", () => {
    expect(
      ['W/R/T', 'W/R', 'W/T', 'Q/W/R/T', 'QB', 'DEF', 'LB', 'DB', 'D', 'BN', 'IR', 'k'].map(slotOf),
    ).toEqual(['FLEX', 'WRRB_FLEX', 'REC_FLEX', 'SUPER_FLEX', 'QB', 'DEF', 'LB', 'DB', 'D', 'BN', 'IR', 'K']);
  });

  it('expands counts and puts starting slots first, then the bench, then IR', () => {
    expect(
      rosterPositionsOf([
        { position: 'QB', count: 1 },
        { position: 'BN', count: 2 },
        { position: 'IR', count: 1 },
        { position: 'WR', count: 2 },
        { position: 'Q/W/R/T', count: 1 },
        { position: 'TE', count: 0 },
      ]),
    ).toEqual(['QB', 'WR', 'WR', 'SUPER_FLEX', 'BN', 'BN', 'IR']);
  });

  it('fills each starting slot with the next player selected there; empty slots are null, IR set aside', () => {
    const positions = ['QB', 'WR', 'WR', 'FLEX', 'SUPER_FLEX', 'LB', 'BN', 'BN', 'IR'];
    const lineup = lineupOf(positions, [
      { playerKey: 'qb', selectedPosition: 'QB' },
      { playerKey: 'wr1', selectedPosition: 'WR' },
      { playerKey: 'sf', selectedPosition: 'Q/W/R/T' },
      { playerKey: 'bench', selectedPosition: 'BN' },
      { playerKey: 'lb', selectedPosition: 'LB' },
      { playerKey: 'hurt', selectedPosition: 'IR' },
      // A second QB in a league with one QB slot: on the roster, in no slot.
      { playerKey: 'qb2', selectedPosition: 'QB' },
    ]);
    expect(lineup.starters).toEqual(['qb', 'wr1', null, null, 'sf', 'lb']);
    expect(lineup.players).toEqual(['qb', 'wr1', 'sf', 'bench', 'lb', 'hurt', 'qb2']);
    expect(lineup.setAside).toEqual(['hurt']);
  });
});
