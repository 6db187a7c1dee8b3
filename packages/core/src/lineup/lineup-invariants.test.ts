import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbRoster, type TestPlayer } from '../test-support/arbitraries.js';
import { playerIds, rosterProblems } from '../test-support/invariants.js';
import { arbLineupCommand, runCommand } from '../test-support/lineup-commands.js';

let added = 0;
/** A new player for an add, with a fresh id. */
const newPlayer = ({ position }: { position: TestPlayer['position'] }): TestPlayer => {
  added += 1;
  return { _id: `new${added}`, position, points: 1, injured: false, out: false };
};
const DELTA = { add: 1, move: 0, swap: 0, drop: -1 } as const;

describe('lineup operations, for any roster and any sequence of commands', () => {
  it('never lose, duplicate or misplace a player, and leave the roster unchanged when refused', () => {
    fc.assert(
      fc.property(arbRoster(), fc.array(arbLineupCommand(), { maxLength: 30 }), (start, ops) => {
        let roster = start;
        for (const op of ops) {
          const before = playerIds(roster);
          const snapshot = structuredClone(roster);
          const result = runCommand(roster, op, newPlayer);
          const delta = DELTA[op.kind];
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
