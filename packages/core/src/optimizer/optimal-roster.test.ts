import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECTION_MODES, type ProjectionMode } from '../contract/entities.js';
import { replaceLineup } from '../lineup/replace-lineup.js';
import { getSlot, type Roster, rosterPlayers } from '../lineup/roster.js';
import { isEligible, STARTING_SLOTS } from '../positions.js';
import { lineupTotal, type PlayerWeek, projectedPoints } from '../projections/points.js';
import { arbPoints, arbRoster, type TestPlayer } from '../test-support/arbitraries.js';
import { playerIds, rosterProblems } from '../test-support/invariants.js';
import { bruteForceLineup } from './brute-force-lineup.js';
import { applyLineupMove } from './moves-to-lineup.js';
import { optimalRoster } from './optimal-roster.js';

/** Points mostly below 0 or near it: where filling a slot can cost points. */
const arbLowPoints = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -50, max: 30 }).map((x) => x / 10) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A week for every player of a roster: three figures each, some on a bye, some ruled out. */
function arbWeeks(
  roster: Roster<TestPlayer>,
  points: fc.Arbitrary<number | null> = arbPoints,
): fc.Arbitrary<Map<string, PlayerWeek>> {
  const week = fc.record({
    projections: fc.record({ conservative: points, median: points, aggressive: points }),
    isByeWeek: fc.boolean(),
    out: fc.boolean(),
  });
  const ids = rosterPlayers(roster).map((p) => p._id);
  return fc
    .array(week, { minLength: ids.length, maxLength: ids.length })
    .map((weeks) => new Map(ids.map((id, i) => [id, weeks[i] ?? {}])));
}

const arbCase = arbRoster().chain((roster) =>
  fc.tuple(
    fc.constant(roster),
    fc.oneof(arbWeeks(roster), arbWeeks(roster, arbLowPoints)),
    fc.constantFrom<ProjectionMode>(...PROJECTION_MODES),
  ),
);

describe('optimalRoster, for any roster, week and mode', () => {
  it('never scores below the current lineup, and scores what the brute force finds', () => {
    fc.assert(
      fc.property(arbCase, ([roster, weeks, mode]) => {
        const weekOf = (p: TestPlayer) => weeks.get(p._id);
        const pointsOf = (p: TestPlayer) => projectedPoints(weekOf(p), mode);
        const best = optimalRoster(roster, pointsOf);
        const before = lineupTotal(roster.lineup, weekOf, mode);
        const after = lineupTotal(best.roster.lineup, weekOf, mode);

        expect(after).toBeGreaterThanOrEqual(before - 1e-9);
        expect(after).toBeCloseTo(best.total, 9);
        expect(best.currentTotal).toBeCloseTo(before, 9);
        expect(after).toBeCloseTo(bruteForceLineup(roster, pointsOf).total, 9);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every player once, legally placed, and is a replacement core accepts as it is', () => {
    fc.assert(
      fc.property(arbCase, ([roster, weeks, mode]) => {
        const best = optimalRoster(roster, (p) => projectedPoints(weeks.get(p._id), mode));

        expect(rosterProblems(best.roster)).toEqual([]);
        expect(playerIds(best.roster)).toEqual(playerIds(roster));
        for (const slot of STARTING_SLOTS) {
          expect(getSlot(best.roster.lineup, slot)?._id).toBe(getSlot(best.lineup, slot)?._id);
        }
        const replaced = replaceLineup(roster, best.roster);
        expect(replaced).toEqual({ ok: true, value: best.roster });
        if (best.moves.length === 0) expect(replaced.ok && replaced.value).toBe(roster);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the roster that making its moves one by one gives', () => {
    fc.assert(
      fc.property(arbCase, ([roster, weeks, mode]) => {
        const best = optimalRoster(roster, (p) => projectedPoints(weeks.get(p._id), mode));
        let current = roster;
        for (const move of best.moves) {
          const result = applyLineupMove(current, move);
          if (!result.ok) throw new Error(result.error.message);
          current = result.value;
        }
        expect(best.roster).toEqual(current);
      }),
      { numRuns: 200 },
    );
  });

  it('never starts a player who is out or on a bye while a bench player who fits scores more', () => {
    fc.assert(
      fc.property(arbCase, ([roster, weeks, mode]) => {
        const pointsOf = (p: TestPlayer) => projectedPoints(weeks.get(p._id), mode) ?? 0;
        const best = optimalRoster(roster, pointsOf);
        for (const slot of STARTING_SLOTS) {
          const starter = getSlot(best.roster.lineup, slot);
          const week = starter && weeks.get(starter._id);
          if (!week?.out && !week?.isByeWeek) continue;
          const better = best.roster.bench.filter((p) => isEligible(p.position, slot) && pointsOf(p) > 0);
          expect(better).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
