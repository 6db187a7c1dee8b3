import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { addPlayer, addPlayerWhereFits } from '../lineup/add-player.js';
import { dropPlayer } from '../lineup/drop-player.js';
import { movePlayer } from '../lineup/move-player.js';
import { type Roster, setSlot } from '../lineup/roster.js';
import type { Position } from '../positions.js';
import { describeRosterChange, type HistoryPlayer } from './describe-roster-change.js';

const named = (id: string, playerName: string, position: Position): HistoryPlayer => ({
  _id: id,
  playerName,
  position,
});
const hurts = named('hurts', 'Jalen Hurts', 'QB');
const allen = named('allen', 'Josh Allen', 'QB');
const bijan = named('bijan', 'Bijan Robinson', 'RB');
const puka = named('puka', 'Puka Nacua', 'WR');
const kelce = named('kelce', 'Travis Kelce', 'TE');
const chase = named('chase', "Ja'Marr Chase", 'WR');

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function team(): Roster<HistoryPlayer> {
  let lineup = emptyLineup<HistoryPlayer>();
  lineup = setSlot(lineup, 'QB', hurts);
  lineup = setSlot(lineup, 'WR1', puka);
  return { lineup, bench: [allen, kelce] };
}

describe('describeRosterChange', () => {
  it('names a starter sent to the bench and a player added, in the order the roster lists them', () => {
    const before = team();
    const benched = unwrap(movePlayer(before, { playerId: hurts._id, to: 'BENCH' }));
    const after = unwrap(addPlayer(benched, bijan));
    expect(describeRosterChange(before, after)).toBe('Jalen Hurts QB → bench; Bijan Robinson added');
  });

  it('says where an added player went: the slot he fills, or nothing more for the bench', () => {
    const before = team();
    const fitted = unwrap(addPlayerWhereFits(before, bijan));
    expect(fitted.placed).toBe('RB1');
    expect(describeRosterChange(before, fitted.roster)).toBe('Bijan Robinson added at RB1');
  });

  it('names a swap as both moves, and a drop', () => {
    const before = team();
    const swapped = unwrap(movePlayer(before, { playerId: allen._id, to: 'QB' }));
    expect(describeRosterChange(before, swapped)).toBe('Josh Allen bench → QB; Jalen Hurts QB → bench');
    expect(describeRosterChange(before, unwrap(dropPlayer(before, kelce._id)))).toBe('Travis Kelce dropped');
  });

  it('reads the other way for the reverse change (a restore)', () => {
    const before = team();
    const after = unwrap(movePlayer(before, { playerId: puka._id, to: 'FLEX' }));
    expect(describeRosterChange(before, after)).toBe('Puka Nacua WR1 → FLEX');
    expect(describeRosterChange(after, before)).toBe('Puka Nacua FLEX → WR1');
  });

  it('says "No change" for the same roster and "Bench reordered" when only the bench order differs', () => {
    const before = team();
    expect(describeRosterChange(before, team())).toBe('No change');
    expect(describeRosterChange(before, { ...before, bench: [kelce, allen] })).toBe('Bench reordered');
  });

  it('names at most four changes, then counts the rest', () => {
    const before = team();
    const after: Roster<HistoryPlayer> = { lineup: emptyLineup(), bench: [bijan, chase] };
    expect(describeRosterChange(before, after)).toBe(
      "Bijan Robinson added; Ja'Marr Chase added; Jalen Hurts dropped; Puka Nacua dropped; and 2 more",
    );
  });
});
