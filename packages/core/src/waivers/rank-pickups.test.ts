import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENCH_MAX } from '../constants.js';
import { emptyLineup } from '../contract/entities.js';
import { type Roster, rosterPlayers, setSlot } from '../lineup/roster.js';
import { optimalLineup } from '../optimizer/optimal-lineup.js';
import { POSITIONS } from '../positions.js';
import { arbPoints, arbRoster, type TestPlayer, testPlayer } from '../test-support/arbitraries.js';
import { pickupReason } from './pickup-reason.js';
import { hasRoomFor, rankPickups } from './rank-pickups.js';
import { type SeasonWeek, withBenched, withoutPlayer } from './season-weeks.js';

/** A week where each player counts `points[id]` in every mode (absent: his own `points`). */
function weekOf(week: number, points: ReadonlyMap<string, number | null>, locked?: Set<string>) {
  const value = (p: TestPlayer) => (points.has(p._id) ? (points.get(p._id) ?? null) : p.points);
  return {
    week,
    numbersOf: (p: TestPlayer) => {
      const v = value(p);
      return v === null ? null : { conservative: v, median: v, aggressive: v };
    },
    ...(locked && { locked }),
  } satisfies SeasonWeek<TestPlayer>;
}

/** The sum over the weeks of the optimal total of a roster, by the optimiser itself. */
function seasonTotal(roster: Roster<TestPlayer>, weeks: readonly SeasonWeek<TestPlayer>[]) {
  return weeks.reduce((sum, week) => {
    const pointsOf = (p: TestPlayer) => week.numbersOf(p)?.median ?? null;
    return sum + optimalLineup(roster, pointsOf, week.locked ? { locked: week.locked } : {}).total;
  }, 0);
}

/** A full roster (nine starters, seven on the bench): every pickup needs a drop. */
const arbFullRoster = fc
  .tuple(
    fc.constantFrom('RB' as const, 'WR' as const, 'TE' as const),
    fc.array(fc.constantFrom(...POSITIONS), { minLength: BENCH_MAX, maxLength: BENCH_MAX }),
  )
  .map(([flex, benchPositions]): Roster<TestPlayer> => {
    const slots = [
      ['QB', 'QB'],
      ['RB1', 'RB'],
      ['RB2', 'RB'],
      ['WR1', 'WR'],
      ['WR2', 'WR'],
      ['TE', 'TE'],
      ['FLEX', flex],
      ['D/ST', 'D/ST'],
      ['K', 'K'],
    ] as const;
    let lineup = emptyLineup<TestPlayer>();
    slots.forEach(([slot, position], i) => {
      lineup = setSlot(lineup, slot, { ...testPlayer(position), _id: `s${i}` });
    });
    return {
      lineup,
      bench: benchPositions.map((position, i) => ({ ...testPlayer(position), _id: `b${i}` })),
    };
  });

/** A player of these tests, named by his id. */
type NamedPlayer = TestPlayer & { playerName: string };
const player = (id: string, position: TestPlayer['position'], points: number): NamedPlayer => ({
  ...testPlayer(position, points),
  _id: id,
  playerName: id,
});

/** Every starting slot filled: QB 20, RB 15 and 12, WR 14 and 13, TE 9, a WR 11 at FLEX, D/ST 6, K 7. */
function fullLineup() {
  let lineup = emptyLineup<NamedPlayer>();
  for (const [slot, starter] of [
    ['QB', player('qb', 'QB', 20)],
    ['RB1', player('rb1', 'RB', 15)],
    ['RB2', player('rb2', 'RB', 12)],
    ['WR1', player('wr1', 'WR', 14)],
    ['WR2', player('wr2', 'WR', 13)],
    ['TE', player('te', 'TE', 9)],
    ['FLEX', player('flex-wr', 'WR', 11)],
    ['D/ST', player('dst', 'D/ST', 6)],
    ['K', player('k', 'K', 7)],
  ] as const) {
    lineup = setSlot(lineup, slot, starter);
  }
  return lineup;
}

describe('rankPickups', () => {
  it('drops the least missed player who may be dropped, never a locked one, and says why in one line', () => {
    const lineup = fullLineup();
    const bench = [
      player('locked-wr', 'WR', 1),
      player('spare-rb', 'RB', 4),
      player('qb2', 'QB', 15),
      player('te2', 'TE', 5),
      player('k2', 'K', 6),
      player('rb3', 'RB', 9),
      player('wr3', 'WR', 8),
    ];
    const pickup = player('new-rb', 'RB', 16);
    const byes = new Map([
      ['wr1', 0],
      ['wr2', 0],
    ]);
    // Week 6: 107 now, 112 with him (RB 16 and 15, the 12-point back to FLEX). Week 7, both starting
    // receivers on a bye: 97 now (the 9-point back at FLEX), 104 with him.
    const weeks = [weekOf(6, new Map(), new Set(['locked-wr'])), weekOf(7, byes)];
    const { picks, evaluated } = rankPickups(
      { roster: { lineup, bench }, weeks, mode: 'median', undroppable: new Set(['locked-wr']) },
      [pickup],
      { limit: 5 },
    );
    expect(evaluated).toBe(1);
    const [pick] = picks;
    if (!pick) throw new Error('no pick');
    // Whoever of the bench does not start with him costs nothing; the locked receiver projects the
    // least but his game has kicked off, so the 4-point back goes.
    expect(pick.drop?._id).toBe('spare-rb');
    expect(pick).toMatchObject({ slot: 'RB2', startsIn: 2, joinsAfterThisWeek: false });
    expect(pick.weekGain).toBeCloseTo(5, 10);
    expect(pick.seasonGain).toBeCloseTo(12, 10);
    expect(pickupReason(pick, [6, 7])).toBe(
      'Starts at RB2 in week 6 (+5.0); +12.0 over weeks 6–7, starting 2 of 2; drop spare-rb.',
    );
  });

  it('adds without a drop when the roster has room, and a late joiner counts from the next week', () => {
    const roster: Roster<TestPlayer> = { lineup: emptyLineup(), bench: [testPlayer('RB', 10)] };
    const late = testPlayer('RB', 12);
    expect(hasRoomFor(roster, late)).toBe(true);
    const { picks } = rankPickups(
      { roster, weeks: [weekOf(6, new Map()), weekOf(7, new Map())], mode: 'median', undroppable: new Set() },
      [late],
      { limit: 1, lateJoiners: new Set([late._id]) },
    );
    expect(picks[0]).toMatchObject({
      drop: null,
      weekGain: 0,
      seasonGain: 12,
      joinsAfterThisWeek: true,
      slot: null,
    });
  });

  it('looks past a candidate whose bound is high but whose drop costs more than he brings', () => {
    const lineup = fullLineup();
    const bench = (['QB', 'QB', 'K', 'K', 'D/ST', 'D/ST', 'TE'] as const).map((position, i) =>
      player(`b${i}`, position, 2),
    );
    const roster = { lineup, bench };
    // Only the second back may go: the quarterback's bound (+5) is the best, but dropping the back
    // for him leaves RB2 empty (-7); the 13-point back takes RB2 instead (+1).
    const undroppable = new Set(rosterPlayers(roster).flatMap((p) => (p._id === 'rb2' ? [] : [p._id])));
    const candidates = [player('big-qb', 'QB', 25), player('next-rb', 'RB', 13)];
    const { picks, evaluated } = rankPickups(
      { roster, weeks: [weekOf(6, new Map())], mode: 'median', undroppable },
      candidates,
      { limit: 1 },
    );
    expect(evaluated).toBe(2);
    expect(picks.map((pick) => [pick.player._id, pick.drop?._id, pick.weekGain])).toEqual([
      ['next-rb', 'rb2', 1],
    ]);
  });

  it('is exact: every pick gains what the optimiser says, with the best drop, and the list is the top of all', () => {
    const arbCandidate = fc.record({ position: fc.constantFrom(...POSITIONS), points: arbPoints });
    fc.assert(
      fc.property(
        fc.oneof(arbRoster(16), arbFullRoster),
        fc.array(arbCandidate, { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(arbPoints, { minLength: 24, maxLength: 24 }), { minLength: 1, maxLength: 3 }),
        fc.nat({ max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('season' as const, 'week' as const),
        (roster, specs, weekPoints, lockEvery, limit, sort) => {
          const candidates = specs.map((spec, i) => ({
            ...testPlayer(spec.position, spec.points),
            _id: `c${i}`,
          }));
          const everyone = [...rosterPlayers(roster), ...candidates];
          const weeks = weekPoints.map((points, w) =>
            weekOf(6 + w, new Map(everyone.map((p, i) => [p._id, points[i % points.length] ?? null]))),
          );
          const undroppable = new Set(
            rosterPlayers(roster)
              .filter((_, i) => lockEvery > 0 && i % (lockEvery + 1) === 0)
              .map((p) => p._id),
          );
          const team = { roster, weeks, mode: 'median' as const, undroppable };
          const base = seasonTotal(roster, weeks);
          const firstBase = seasonTotal(roster, weeks.slice(0, 1));
          // By brute force: every candidate with every drop allowed (none when there is room).
          const best = candidates.flatMap((c) => {
            const drops = hasRoomFor(roster, c)
              ? [null]
              : rosterPlayers(roster).filter((p) => !undroppable.has(p._id));
            const gains = drops.map((drop) => {
              const after = withBenched(drop ? withoutPlayer(roster, drop._id) : roster, [c]);
              return seasonTotal(after, weeks) - base;
            });
            return gains.length === 0 ? [] : [{ c, season: Math.max(...gains) }];
          });
          const { picks } = rankPickups(team, candidates, { limit, sort });
          for (const pick of picks) {
            expect(pick.drop && undroppable.has(pick.drop._id)).toBeFalsy();
            expect(pick.drop === null).toBe(hasRoomFor(roster, pick.player));
            const after = withBenched(pick.drop ? withoutPlayer(roster, pick.drop._id) : roster, [
              pick.player,
            ]);
            expect(pick.seasonGain).toBeCloseTo(seasonTotal(after, weeks) - base, 6);
            expect(pick.weekGain).toBeCloseTo(seasonTotal(after, weeks.slice(0, 1)) - firstBase, 6);
            expect(pick.seasonGain).toBeCloseTo(
              best.find((b) => b.c === pick.player)?.season ?? Number.NaN,
              6,
            );
          }
          expect(picks).toHaveLength(Math.min(limit, best.length));
          if (sort === 'season') {
            const top = best
              .map((b) => b.season)
              .sort((a, b) => b - a)
              .slice(0, limit);
            picks.forEach((pick, i) => {
              expect(pick.seasonGain).toBeCloseTo(top[i] ?? Number.NaN, 6);
            });
          }
        },
      ),
    );
  });
});
