import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result } from '../errors.js';
import { BENCH, POSITIONS, STARTING_SLOTS } from '../positions.js';
import { arbRoster, type TestPlayer } from '../test-support/arbitraries.js';
import { playerIds, rosterProblems } from '../test-support/invariants.js';
import { addPlayer } from './add-player.js';
import { dropPlayer } from './drop-player.js';
import { movePlayer } from './move-player.js';
import { type Roster, rosterPlayers } from './roster.js';
import { swapPlayers } from './swap-players.js';

type Op =
  | { kind: 'add'; position: (typeof POSITIONS)[number] }
  | { kind: 'move'; pick: number; to: (typeof STARTING_SLOTS)[number] | typeof BENCH }
  | { kind: 'swap'; pick: number; other: number }
  | { kind: 'drop'; pick: number };

const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), position: fc.constantFrom(...POSITIONS) }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(40),
    to: fc.constantFrom(...STARTING_SLOTS, BENCH),
  }),
  fc.record({ kind: fc.constant('swap' as const), pick: fc.nat(40), other: fc.nat(40) }),
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat(40) }),
);

/** Picks a player id by index; an index past the roster names nobody, to exercise refusals. */
function idAt(roster: Roster<TestPlayer>, index: number): string {
  return rosterPlayers(roster)[index]?._id ?? `ghost-${index}`;
}

let added = 0;
function apply(roster: Roster<TestPlayer>, op: Op): { result: Result<Roster<TestPlayer>>; delta: number } {
  switch (op.kind) {
    case 'add':
      added += 1;
      return {
        result: addPlayer(roster, {
          _id: `new${added}`,
          position: op.position,
          points: 1,
          injured: false,
          out: false,
        }),
        delta: 1,
      };
    case 'move':
      return { result: movePlayer(roster, { playerId: idAt(roster, op.pick), to: op.to }), delta: 0 };
    case 'swap':
      return {
        result: swapPlayers(roster, {
          benchPlayerId: idAt(roster, op.pick),
          starterPlayerId: idAt(roster, op.other),
        }),
        delta: 0,
      };
    case 'drop':
      return { result: dropPlayer(roster, idAt(roster, op.pick)), delta: -1 };
  }
}

describe('lineup operations, for any roster and any sequence of commands', () => {
  it('never lose, duplicate or misplace a player, and leave the roster unchanged when refused', () => {
    fc.assert(
      fc.property(arbRoster(), fc.array(arbOp, { maxLength: 30 }), (start, ops) => {
        let roster = start;
        for (const op of ops) {
          const before = playerIds(roster);
          const snapshot = structuredClone(roster);
          const { result, delta } = apply(roster, op);
          if (!result.ok) {
            expect(roster).toEqual(snapshot);
            continue;
          }
          roster = result.value;
          expect(rosterProblems(roster)).toEqual([]);
          const after = playerIds(roster);
          expect(after.length).toBe(before.length + delta);
          if (delta === 0) expect(after).toEqual(before);
          if (delta === 1) expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
          if (delta === -1) expect(before.filter((id) => !after.includes(id))).toHaveLength(1);
        }
      }),
      { numRuns: 400 },
    );
  });
});
