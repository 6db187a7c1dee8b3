import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { getSlot, locatePlayer, type Roster, rosterPlayers, setSlot, startersOf } from '../lineup/roster.js';
import { STARTING_SLOTS } from '../positions.js';
import { arbRoster, type TestPlayer, testPlayer } from '../test-support/arbitraries.js';
import { playerIds, rosterProblems } from '../test-support/invariants.js';
import { bruteForceLineup } from './brute-force-lineup.js';
import { applyLineupMove } from './moves-to-lineup.js';
import { optimalLineup } from './optimal-lineup.js';

const pointsOf = (p: TestPlayer) => (p.out ? 0 : p.points);

function applyMoves(
  roster: Roster<TestPlayer>,
  moves: ReturnType<typeof optimalLineup<TestPlayer>>['moves'],
) {
  let current = roster;
  for (const move of moves) {
    const result = applyLineupMove(current, move);
    if (!result.ok) throw new Error(result.error.message);
    current = result.value;
  }
  return current;
}

const startingIds = (roster: Roster<TestPlayer>) => STARTING_SLOTS.map((s) => getSlot(roster.lineup, s)?._id);

describe('optimalLineup', () => {
  it('starts the best players, puts the best leftover RB/WR/TE in FLEX, and says how', () => {
    const qbs = [testPlayer('QB', 18), testPlayer('QB', 22)];
    const rbs = [testPlayer('RB', 15), testPlayer('RB', 9), testPlayer('RB', 12)];
    const wrs = [testPlayer('WR', 14), testPlayer('WR', 13), testPlayer('WR', 11.5)];
    const te = testPlayer('TE', 8);
    const dst = testPlayer('D/ST', 7);
    let lineup = emptyLineup<TestPlayer>();
    lineup = setSlot(lineup, 'QB', qbs[0] ?? null);
    lineup = setSlot(lineup, 'RB1', rbs[1] ?? null);
    lineup = setSlot(lineup, 'FLEX', wrs[2] ?? null);
    const bench = [qbs[1], rbs[0], rbs[2], wrs[0], wrs[1], te, dst].filter((p) => p !== undefined);
    const roster: Roster<TestPlayer> = { lineup, bench };
    const best = optimalLineup({ ...roster, bench: [...bench] }, pointsOf);

    expect(getSlot(best.lineup, 'QB')).toBe(qbs[1]);
    expect([getSlot(best.lineup, 'RB1'), getSlot(best.lineup, 'RB2')]).toEqual(
      expect.arrayContaining([rbs[0], rbs[2]]),
    );
    expect(getSlot(best.lineup, 'FLEX')).toBe(wrs[2]);
    expect(getSlot(best.lineup, 'K')).toBeNull(); // the kicker was not on the roster
    expect(best.currentTotal).toBe(18 + 9 + 11.5);
    expect(best.total).toBe(22 + 15 + 12 + 14 + 13 + 8 + 11.5 + 7);
    expect(best.gain).toBeCloseTo(best.total - best.currentTotal, 10);
    expect(startingIds(applyMoves(roster, best.moves))).toEqual(
      STARTING_SLOTS.map((s) => getSlot(best.lineup, s)?._id),
    );
  });

  it('lists who goes out as well as who comes in: a starter a bench player displaces has his own move to the bench', () => {
    const starter = testPlayer('QB', 10);
    const better = testPlayer('QB', 18);
    const wr = testPlayer('WR', 12);
    // A full bench: the better QB can only come in by swapping with the starter.
    const fillers = Array.from({ length: 6 }, () => testPlayer('K', -1));
    const roster: Roster<TestPlayer> = {
      lineup: setSlot(setSlot(emptyLineup(), 'QB', starter), 'WR1', wr),
      bench: [better, ...fillers],
    };
    const best = optimalLineup(roster, pointsOf);
    expect(best.moves).toEqual([
      { playerId: better._id, from: 'BENCH', to: 'QB' },
      { playerId: starter._id, from: 'QB', to: 'BENCH' },
    ]);
    // Applied in order (the second is what the swap already did), the plan reaches the lineup.
    const reached = applyMoves(roster, best.moves);
    expect(getSlot(reached.lineup, 'QB')).toBe(better);
    expect(locatePlayer(reached, starter._id)?.place).toBe('BENCH');
    // A starter moved to another slot is not out: no move to the bench for him.
    const flexRoster: Roster<TestPlayer> = {
      lineup: setSlot(setSlot(emptyLineup(), 'WR1', testPlayer('WR', 5)), 'FLEX', testPlayer('WR', 9)),
      bench: [testPlayer('WR', 20)],
    };
    const moved = optimalLineup(flexRoster, pointsOf);
    const out = moved.moves.filter((move) => move.to === 'BENCH').map((move) => move.playerId);
    const outOfLineup = startersOf(flexRoster.lineup)
      .flatMap(({ player }) => (player ? [player._id] : []))
      .filter((id) => !startersOf(moved.lineup).some(({ player }) => player?._id === id));
    expect(out).toEqual(outOfLineup);
  });

  it('fills an empty slot with one move and leaves tied starters where they are', () => {
    const roster: Roster<TestPlayer> = {
      lineup: setSlot(setSlot(emptyLineup(), 'RB1', testPlayer('RB', 20)), 'FLEX', testPlayer('RB', 15)),
      bench: [testPlayer('RB', 15)],
    };
    const best = optimalLineup(roster, pointsOf);
    expect(best.gain).toBe(15);
    // RB2 is filled from the bench; RB1 and FLEX stay put even though a bench RB ties the FLEX.
    expect(best.moves).toHaveLength(1);
    expect(best.moves[0]?.to).toBe('RB2');
  });

  it('leaves a slot empty rather than start a player below 0, unless the bench has no room for him', () => {
    const minus = testPlayer('QB', -1);
    const rb = testPlayer('RB', 5);
    const others = Array.from({ length: 5 }, () => testPlayer('K', 2));
    // Room on the bench: the QB below 0 goes there, and the RB starts.
    const roomy: Roster<TestPlayer> = { lineup: setSlot(emptyLineup(), 'QB', minus), bench: [rb] };
    const benched = optimalLineup(roomy, pointsOf);
    expect(getSlot(benched.lineup, 'QB')).toBeNull();
    expect(benched).toMatchObject({ currentTotal: -1, total: 5, gain: 6 });
    expect(startingIds(applyMoves(roomy, benched.moves))).toEqual(
      startingIds({ ...roomy, lineup: benched.lineup }),
    );

    // A full bench of quarterbacks: one must start, the best of them.
    const qbs = Array.from({ length: 7 }, () => testPlayer('QB', -2));
    const full: Roster<TestPlayer> = { lineup: roomy.lineup, bench: qbs };
    const kept = optimalLineup(full, pointsOf);
    expect(getSlot(kept.lineup, 'QB')).toBe(minus);
    expect(kept.moves).toEqual([]);

    // A full bench, but the RB takes an empty slot first: then the QB can go to the bench.
    const eight = testPlayer('WR', 1);
    const crowded: Roster<TestPlayer> = { lineup: roomy.lineup, bench: [rb, eight, ...others] };
    const freed = optimalLineup(crowded, pointsOf);
    expect(getSlot(freed.lineup, 'QB')).toBeNull();
    const reached = applyMoves(crowded, freed.moves);
    expect(getSlot(reached.lineup, 'QB')).toBeNull();
    expect(reached.bench).toHaveLength(5);
    expect(freed.total).toBe(5 + 1 + 2);
  });

  it('for any roster: legal, as good as the brute force, and reached exactly by its moves', () => {
    fc.assert(
      fc.property(arbRoster(14), (roster) => {
        const best = optimalLineup(roster, pointsOf);
        const reference = bruteForceLineup(roster, pointsOf);
        const planned = { lineup: best.lineup, bench: [] };
        const filled = startersOf(best.lineup).filter(({ player }) => player).length;

        expect(rosterProblems(planned)).toEqual([]);
        expect(filled).toBe(reference.filled);
        expect(best.total).toBeGreaterThanOrEqual(reference.total - 1e-9);
        expect(best.total).toBeCloseTo(reference.total, 9);

        const reached = applyMoves(roster, best.moves);
        expect(startingIds(reached)).toEqual(STARTING_SLOTS.map((s) => getSlot(best.lineup, s)?._id));
        expect(playerIds(reached)).toEqual(playerIds(roster));
        expect(rosterProblems(reached)).toEqual([]);
        expect(best.moves.length).toBeLessThanOrEqual(rosterPlayers(roster).length + STARTING_SLOTS.length);
      }),
      { numRuns: 500 },
    );
  });

  it('for any roster and any locked players: keeps them where they are, as good as the brute force with them fixed', () => {
    fc.assert(
      fc.property(
        arbRoster(14),
        fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
        (roster, flags) => {
          const locked = new Set(rosterPlayers(roster).flatMap((p, i) => (flags[i] ? [p._id] : [])));
          const best = optimalLineup(roster, pointsOf, { locked });
          const reference = bruteForceLineup(roster, pointsOf, { locked });
          expect(best.total).toBeCloseTo(reference.total, 9);
          expect(startersOf(best.lineup).filter(({ player }) => player).length).toBe(reference.filled);
          const reached = applyMoves(roster, best.moves);
          for (const id of locked)
            expect(locatePlayer(reached, id)?.place).toBe(locatePlayer(roster, id)?.place);
          expect(rosterProblems(reached)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('for any roster, a second run from the optimum plans no move and gains nothing', () => {
    fc.assert(
      fc.property(arbRoster(), (roster) => {
        const first = optimalLineup(roster, pointsOf);
        const reached = applyMoves(roster, first.moves);
        const again = optimalLineup(reached, pointsOf);
        expect(again.moves).toEqual([]);
        expect(again.gain).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
