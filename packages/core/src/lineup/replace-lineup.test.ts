import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENCH_MAX } from '../constants.js';
import { emptyLineup } from '../contract/entities.js';
import { BENCH, isEligible, STARTING_SLOTS } from '../positions.js';
import { arbRoster, type TestPlayer, testPlayer } from '../test-support/arbitraries.js';
import { playerIds, rosterProblems } from '../test-support/invariants.js';
import { LINEUP_MESSAGES } from './messages.js';
import { type Placement, replaceLineup } from './replace-lineup.js';
import { getSlot, locatePlayer, type Roster, rosterPlayers, setSlot } from './roster.js';

const qb = testPlayer('QB');
const rb1 = testPlayer('RB');
const rb2 = testPlayer('RB');
const wr = testPlayer('WR');
const k = testPlayer('PK');

function roster(): Roster<TestPlayer> {
  return { lineup: setSlot(emptyLineup<TestPlayer>(), 'QB', qb), bench: [rb1, rb2, wr, k] };
}

/** A placement naming players by id alone, as a client or a scenario sends it. */
const ref = (player: TestPlayer) => ({ _id: player._id });

describe('replaceLineup', () => {
  it('puts every player where the placement says, using the team’s own records', () => {
    let lineup = emptyLineup<{ _id: string }>();
    lineup = setSlot(lineup, 'RB1', ref(rb2));
    lineup = setSlot(lineup, 'FLEX', ref(rb1));
    lineup = setSlot(lineup, 'K', ref(k));
    const result = replaceLineup(roster(), { lineup, bench: [ref(wr), ref(qb)] });

    if (!result.ok) throw new Error(result.error.message);
    expect(getSlot(result.value.lineup, 'RB1')).toBe(rb2);
    expect(getSlot(result.value.lineup, 'FLEX')).toBe(rb1);
    expect(getSlot(result.value.lineup, 'K')).toBe(k);
    expect(getSlot(result.value.lineup, 'QB')).toBeNull();
    expect(result.value.bench).toEqual([wr, qb]);
  });

  it('answers the roster itself when nothing changes', () => {
    const start = roster();
    const same = replaceLineup(start, { lineup: start.lineup, bench: start.bench });
    expect(same).toEqual({ ok: true, value: start });
    expect(same.ok && same.value).toBe(start);
  });

  it('refuses, naming the problem, and never changes the roster', () => {
    const start = roster();
    const snapshot = structuredClone(start);
    const stranger = testPlayer('WR');
    const cases: Array<[Placement, string, string]> = [
      [
        { lineup: setSlot(emptyLineup(), 'TE', ref(wr)), bench: [qb, rb1, rb2, k].map(ref) },
        'INELIGIBLE_SLOT',
        LINEUP_MESSAGES.ineligible('WR', 'TE'),
      ],
      [
        { lineup: start.lineup, bench: [...start.bench, stranger].map(ref) },
        'PLAYER_NOT_ON_TEAM',
        LINEUP_MESSAGES.notOnTeam(stranger._id),
      ],
      [
        { lineup: start.lineup, bench: [rb1, rb2, wr, k, qb].map(ref) },
        'PLAYER_ALREADY_ON_TEAM',
        LINEUP_MESSAGES.placedTwice(qb._id),
      ],
      [{ lineup: start.lineup, bench: [rb1, rb2, wr].map(ref) }, 'CONFLICT', LINEUP_MESSAGES.leftOut(k._id)],
      [
        { lineup: emptyLineup(), bench: [qb, rb1, rb2, wr, k, qb, rb1, rb2].map(ref) },
        'BENCH_FULL',
        LINEUP_MESSAGES.benchOver(8),
      ],
    ];
    for (const [placement, code, message] of cases) {
      expect(replaceLineup(start, placement)).toEqual({ ok: false, error: { code, message } });
    }
    expect(start).toEqual(snapshot);
  });

  it('reads positions from the team, not from the placement', () => {
    const lying = setSlot(emptyLineup<{ _id: string; position: string }>(), 'QB', {
      _id: wr._id,
      position: 'QB',
    });
    const result = replaceLineup(roster(), { lineup: lying, bench: [qb, rb1, rb2, k].map(ref) });
    expect(result).toMatchObject({ ok: false, error: { code: 'INELIGIBLE_SLOT' } });
  });
});

/**
 * A placement of a roster's own players: each, in a shuffled order, takes the slot it asks for when
 * eligible and still free, else goes to the bench (which may overflow: then it must be refused).
 */
function arbPlacementOf(start: Roster<TestPlayer>): fc.Arbitrary<Placement> {
  const players = rosterPlayers(start);
  return fc
    .tuple(
      fc.shuffledSubarray(players, { minLength: players.length, maxLength: players.length }),
      fc.array(fc.nat({ max: STARTING_SLOTS.length }), {
        minLength: players.length,
        maxLength: players.length,
      }),
    )
    .map(([order, choices]) => {
      let lineup = emptyLineup<{ _id: string }>();
      const bench: { _id: string }[] = [];
      order.forEach((player, i) => {
        const slot = STARTING_SLOTS[choices[i] ?? STARTING_SLOTS.length];
        if (slot && isEligible(player.position, slot) && getSlot(lineup, slot) === null) {
          lineup = setSlot(lineup, slot, ref(player));
        } else {
          bench.push(ref(player));
        }
      });
      return { lineup, bench };
    });
}

/** Ways a placement can go wrong: a stranger, a player twice, a player left out, a wrong slot. */
type Damage =
  | { kind: 'none' }
  | { kind: 'stranger' }
  | { kind: 'twice'; pick: number }
  | { kind: 'leave-out'; pick: number }
  | { kind: 'misplace'; pick: number; slot: number };

const arbDamage: fc.Arbitrary<Damage> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'stranger' as const }),
  fc.record({ kind: fc.constant('twice' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('leave-out' as const), pick: fc.nat(20) }),
  fc.record({
    kind: fc.constant('misplace' as const),
    pick: fc.nat(20),
    slot: fc.nat(STARTING_SLOTS.length - 1),
  }),
);

function damaged(placement: Placement, damage: Damage): Placement {
  const ids = [...STARTING_SLOTS.flatMap((s) => getSlot(placement.lineup, s) ?? []), ...placement.bench];
  const picked = ids.length === 0 ? undefined : ids[('pick' in damage ? damage.pick : 0) % ids.length];
  switch (damage.kind) {
    case 'none':
      return placement;
    case 'stranger':
      return { ...placement, bench: [...placement.bench, { _id: 'stranger' }] };
    case 'twice':
      return picked ? { ...placement, bench: [...placement.bench, picked] } : placement;
    case 'leave-out': {
      if (!picked) return placement;
      const slot = STARTING_SLOTS.find((s) => getSlot(placement.lineup, s)?._id === picked._id);
      return slot
        ? { ...placement, lineup: setSlot(placement.lineup, slot, null) }
        : { ...placement, bench: placement.bench.filter((p) => p._id !== picked._id) };
    }
    case 'misplace': {
      if (!picked) return placement;
      const slot = STARTING_SLOTS[damage.slot] ?? 'QB';
      const without = {
        lineup: STARTING_SLOTS.reduce(
          (lineup, s) => (getSlot(lineup, s)?._id === picked._id ? setSlot(lineup, s, null) : lineup),
          placement.lineup,
        ),
        bench: placement.bench.filter((p) => p._id !== picked._id),
      };
      const displaced = getSlot(without.lineup, slot);
      return {
        lineup: setSlot(without.lineup, slot, picked),
        bench: displaced ? [...without.bench, displaced] : without.bench,
      };
    }
  }
}

describe('replaceLineup, for any roster and any placement', () => {
  it('never loses or duplicates a player: it answers the same players, legally placed, or refuses', () => {
    fc.assert(
      fc.property(
        arbRoster().chain((start) => fc.tuple(fc.constant(start), arbPlacementOf(start), arbDamage)),
        ([start, placement, damage]) => {
          const snapshot = structuredClone(start);
          const sent = damaged(placement, damage);
          const result = replaceLineup(start, sent);
          expect(start).toEqual(snapshot);
          if (!result.ok) return;
          expect(rosterProblems(result.value)).toEqual([]);
          expect(playerIds(result.value)).toEqual(playerIds(start));
          for (const slot of STARTING_SLOTS) {
            expect(getSlot(result.value.lineup, slot)?._id).toBe(getSlot(sent.lineup, slot)?._id);
          }
          expect(result.value.bench.map((p) => p._id)).toEqual(sent.bench.map((p) => p._id));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('accepts a placement of exactly the roster’s players exactly when its bench fits', () => {
    fc.assert(
      fc.property(
        arbRoster().chain((start) => fc.tuple(fc.constant(start), arbPlacementOf(start))),
        ([start, placement]) => {
          const result = replaceLineup(start, placement);
          expect(result.ok).toBe(placement.bench.length <= BENCH_MAX);
          if (!result.ok) expect(result.error.code).toBe('BENCH_FULL');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses every damaged placement with the code of its damage', () => {
    fc.assert(
      fc.property(
        arbRoster()
          .filter((start) => rosterPlayers(start).length > 0)
          .chain((start) => fc.tuple(fc.constant(start), arbPlacementOf(start), arbDamage)),
        ([start, placement, damage]) => {
          fc.pre(placement.bench.length < BENCH_MAX);
          const result = replaceLineup(start, damaged(placement, damage));
          switch (damage.kind) {
            case 'none':
              expect(result.ok).toBe(true);
              break;
            case 'stranger':
              expect(result).toMatchObject({ ok: false, error: { code: 'PLAYER_NOT_ON_TEAM' } });
              break;
            case 'twice':
              expect(result).toMatchObject({ ok: false, error: { code: 'PLAYER_ALREADY_ON_TEAM' } });
              break;
            case 'leave-out':
              expect(result).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
              break;
            case 'misplace': {
              // Refused exactly when the moved player's position does not fit the slot.
              const placed = damaged(placement, damage);
              const slot = STARTING_SLOTS[damage.slot] ?? 'QB';
              const id = getSlot(placed.lineup, slot)?._id ?? '';
              const position = locatePlayer(start, id)?.player.position;
              const fits = position !== undefined && isEligible(position, slot);
              const benchFits = placed.bench.length <= BENCH_MAX;
              expect(result.ok).toBe(fits && benchFits);
              if (!fits) expect(result).toMatchObject({ ok: false, error: { code: 'INELIGIBLE_SLOT' } });
              break;
            }
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('puts the bench last: a starter sent to the bench is on it, in the order given', () => {
    const start = roster();
    const result = replaceLineup(start, { lineup: emptyLineup(), bench: [k, wr, rb2, rb1, qb].map(ref) });
    expect(result.ok && result.value.bench.map((p) => p._id)).toEqual(
      [k, wr, rb2, rb1, qb].map((p) => p._id),
    );
    expect(result.ok && locatePlayer(result.value, qb._id)?.place).toBe(BENCH);
  });
});
