import { BENCH_MAX } from '../constants.js';
import { emptyLineup, type LineupOf, type RosterPlayer } from '../contract/entities.js';
import { compareIds, getSlot, type Roster, setSlot, startersOf } from '../lineup/roster.js';
import type { Position, StartingSlot } from '../positions.js';
import { BENCH } from '../positions.js';
import { type LineupMove, movesToLineup } from './moves-to-lineup.js';

/** The best legal lineup for a roster, how to get there, and what it gains. */
export interface OptimalLineup<P> {
  readonly lineup: LineupOf<P>;
  readonly total: number;
  readonly currentTotal: number;
  readonly gain: number;
  /** Moves that turn the current lineup into `lineup`, in order; each is a legal `movePlayer`. */
  readonly moves: LineupMove[];
}

type Group = 'QB' | 'RB' | 'WR' | 'TE' | 'D/ST' | 'K';
const GROUP_OF: Readonly<Record<Position, Group>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  'D/ST': 'D/ST',
  K: 'K',
  PK: 'K',
};
/** Dedicated slots per position group, in display order; FLEX takes the best RB/WR/TE left over. */
const DEDICATED: Readonly<Record<Group, readonly StartingSlot[]>> = {
  QB: ['QB'],
  RB: ['RB1', 'RB2'],
  WR: ['WR1', 'WR2'],
  TE: ['TE'],
  'D/ST': ['D/ST'],
  K: ['K'],
};
const FLEX_GROUPS: readonly Group[] = ['RB', 'WR', 'TE'];

/**
 * The exact best legal lineup for the roster (starters and bench together) by `pointsOf`
 * (players without a number count 0): the highest total a legal roster can start, so it never
 * scores below the current lineup. Among lineups of that total, the one that fills the most slots
 * (a player counting 0 is started rather than a slot left empty). A player projected below 0 is
 * only started when the bench (7 at most) has no room for him.
 *
 * Why greedy is exact: the score depends only on which players start, and the sets of players
 * that can start together form a matroid (each group's dedicated slots, plus FLEX for one RB, WR
 * or TE more), on which taking the best player that still fits, one after another, is optimal for
 * every number of starters. Players counting 0 or more are all worth starting: each position's
 * dedicated slots take that position's best (an exchange argument), and FLEX then takes the best
 * RB, WR or TE left. Players below 0 are added, best first, only as long as the bench would
 * otherwise hold more than 7. Ties keep current starters, and the slot assignment keeps every
 * starter who can stay where they are, so the moves are as few as the set of starters allows.
 * Runs in O(n log n) for n players.
 *
 * `locked` players (their game has kicked off) stay where they are: a locked starter keeps his
 * slot, a locked bench player stays on the bench; the rest are placed the same way over the slots
 * left (still exact: fewer slots per group, FLEX when it is free, is the same kind of matroid).
 */
export function optimalLineup<P extends RosterPlayer>(
  roster: Roster<P>,
  pointsOf: (player: P) => number | null,
  { locked = new Set<string>() }: { locked?: ReadonlySet<string> } = {},
): OptimalLineup<P> {
  const points = new Map<string, number>();
  const placeOf = new Map<string, string>();
  const groups = new Map<Group, P[]>();
  let lineup = emptyLineup<P>();
  const enrol = (p: P, place: string) => {
    points.set(p._id, pointsOf(p) ?? 0);
    placeOf.set(p._id, place);
    if (locked.has(p._id)) {
      if (place !== BENCH) lineup = setSlot(lineup, place as StartingSlot, p);
      return;
    }
    const members = groups.get(GROUP_OF[p.position]);
    if (members) members.push(p);
    else groups.set(GROUP_OF[p.position], [p]);
  };
  for (const { slot, player } of startersOf(roster.lineup)) if (player) enrol(player, slot);
  for (const p of roster.bench) enrol(p, BENCH);
  const free = (slot: StartingSlot) => getSlot(lineup, slot) === null;

  const value = (p: P) => points.get(p._id) ?? 0;
  const isStarter = (p: P) => placeOf.get(p._id) !== BENCH;
  const byPreference = (a: P, b: P) =>
    value(b) - value(a) || Number(isStarter(b)) - Number(isStarter(a)) || compareIds(a, b);
  for (const members of groups.values()) members.sort(byPreference);
  const worthStarting = (p: P) => value(p) >= 0;

  const leftovers: P[] = [];
  const below = new Map<Group, P[]>();
  for (const [group, dedicated] of Object.entries(DEDICATED) as [Group, readonly StartingSlot[]][]) {
    const slots = dedicated.filter(free);
    const members = groups.get(group) ?? [];
    const worth = members.filter(worthStarting);
    below.set(
      group,
      members.filter((p) => !worthStarting(p)),
    );
    const chosen = worth.slice(0, slots.length);
    if (FLEX_GROUPS.includes(group)) leftovers.push(...worth.slice(slots.length));
    lineup = assignKeepingPlaces(lineup, { slots, chosen }, placeOf);
  }
  const inFlex = (p: P) => Number(placeOf.get(p._id) === 'FLEX');
  const flex = [...leftovers].sort(
    (a, b) => value(b) - value(a) || inFlex(b) - inFlex(a) || byPreference(a, b),
  )[0];
  if (flex && free('FLEX')) lineup = placeFlex(lineup, flex, placeOf);

  const players = points.size;
  const benched = players - startersOf(lineup).filter(({ player }) => player).length;
  lineup = startBelowZero(lineup, below, { needed: benched - BENCH_MAX, byPreference, placeOf });

  const total = sumStarters(lineup, value);
  const currentTotal = sumStarters(roster.lineup, value);
  return { lineup, total, currentTotal, gain: total - currentTotal, moves: movesToLineup(roster, lineup) };
}

/**
 * Starts `needed` more players from those counting below 0 (`below`, each group best first), so
 * that the bench keeps at most 7: each time the best one that still has a slot (a free dedicated
 * slot of his position, his current one when it is, else a free FLEX; `byPreference` breaks ties).
 */
function startBelowZero<P extends RosterPlayer>(
  start: LineupOf<P>,
  below: ReadonlyMap<Group, readonly P[]>,
  order: { needed: number; byPreference: (a: P, b: P) => number; placeOf: ReadonlyMap<string, string> },
): LineupOf<P> {
  const { needed } = order;
  let lineup = start;
  const next = new Map<Group, number>();
  for (let added = 0; added < needed; added++) {
    let best: { player: P; group: Group; slot: StartingSlot } | undefined;
    for (const [group, members] of below) {
      const player = members[next.get(group) ?? 0];
      const slot = player && freeSlotFor(lineup, group, order.placeOf.get(player._id));
      if (!player || !slot) continue;
      if (!best || order.byPreference(player, best.player) < 0) best = { player, group, slot };
    }
    if (!best) break;
    lineup = setSlot(lineup, best.slot, best.player);
    next.set(best.group, (next.get(best.group) ?? 0) + 1);
  }
  return lineup;
}

/**
 * A free slot a player of `group` may take: a free dedicated slot (his current one when it is),
 * else a free FLEX. Dedicated slots first, so FLEX stays open for the other positions.
 */
function freeSlotFor<P>(
  lineup: LineupOf<P>,
  group: Group,
  current: string | undefined,
): StartingSlot | undefined {
  const dedicated = DEDICATED[group].filter((slot) => getSlot(lineup, slot) === null);
  if (dedicated.length > 0) return dedicated.find((slot) => slot === current) ?? dedicated[0];
  return FLEX_GROUPS.includes(group) && getSlot(lineup, 'FLEX') === null ? 'FLEX' : undefined;
}

/** Puts `chosen` into `slots`, leaving each chosen player in their current slot when it is one of them. */
function assignKeepingPlaces<P extends RosterPlayer>(
  lineup: LineupOf<P>,
  { slots, chosen }: { slots: readonly StartingSlot[]; chosen: readonly P[] },
  placeOf: ReadonlyMap<string, string>,
): LineupOf<P> {
  let next = lineup;
  const stay = chosen.filter((p) => slots.includes(placeOf.get(p._id) as StartingSlot));
  for (const p of stay) next = setSlot(next, placeOf.get(p._id) as StartingSlot, p);
  const rest = chosen.filter((p) => !stay.includes(p));
  for (const slot of slots) {
    if (getSlot(next, slot) === null && rest.length > 0) next = setSlot(next, slot, rest.shift() ?? null);
  }
  return next;
}

/**
 * Puts the FLEX pick in FLEX. When a chosen player of the same position who stands in FLEX now was
 * given a dedicated slot, the two trade places in the plan: that player stays in FLEX and the pick
 * takes the dedicated slot, which saves a move.
 */
function placeFlex<P extends RosterPlayer>(
  lineup: LineupOf<P>,
  flex: P,
  placeOf: ReadonlyMap<string, string>,
): LineupOf<P> {
  const group = GROUP_OF[flex.position];
  for (const slot of DEDICATED[group]) {
    const holder = getSlot(lineup, slot);
    if (holder && placeOf.get(holder._id) === 'FLEX') {
      return setSlot(setSlot(lineup, slot, flex), 'FLEX', holder);
    }
  }
  return setSlot(lineup, 'FLEX', flex);
}

function sumStarters<P extends RosterPlayer>(lineup: LineupOf<P>, value: (p: P) => number): number {
  let total = 0;
  for (const { player } of startersOf(lineup)) if (player) total += value(player);
  return total;
}
