import {
  BENCH_MAX,
  emptyLineup,
  getSlot,
  isEligible,
  type LeagueProvider,
  type LineupOf,
  type Position,
  type Roster,
  type StartingSlot,
  setSlot,
  startersOf,
} from '@lineup-lab/core';
import { HOST_NAMES } from '../../ports/host-error.js';

/** A matched player as the placement needs him. */
export interface PlaceablePlayer {
  readonly _id: string;
  readonly playerName: string;
  readonly position: Position;
}

/**
 * A host's roster in the league's terms (`HostRoster` with the league's `rosterPositions`), its
 * players already matched to ours.
 */
interface RosterInput<P extends PlaceablePlayer> {
  /** The host, named in the notes. */
  readonly provider: LeagueProvider;
  /** The league's slots in Sleeper's names: starting slots, then `BN` (and `IR`/`TAXI` in some leagues). */
  readonly rosterPositions: readonly string[];
  /** Host player ids in starting-slot order (`null`: an empty slot). */
  readonly starters: readonly (string | null)[];
  /** Every player on the roster, in the host's order. */
  readonly players: readonly string[];
  /** Players on injured reserve (or Sleeper's taxi squad): not imported. */
  readonly setAside: readonly string[];
  /** Our player for each matched host id (unmatched ids are absent and left to the caller to list). */
  readonly matched: ReadonlyMap<string, P>;
}

/** Our roster for the league's, with where each starter came from and a note per thing that did not fit. */
export interface Placement<P extends PlaceablePlayer> {
  readonly roster: Roster<P>;
  /** The league slot each of our starters came from, by our slot. */
  readonly from: ReadonlyMap<StartingSlot, string>;
  readonly notes: readonly string[];
}

/** Our slots each league slot may fill, in the order tried. */
const TARGETS: Readonly<Record<string, readonly StartingSlot[]>> = {
  QB: ['QB'],
  RB: ['RB1', 'RB2', 'FLEX'],
  WR: ['WR1', 'WR2', 'FLEX'],
  TE: ['TE', 'FLEX'],
  K: ['K'],
  DEF: ['D/ST'],
  FLEX: ['FLEX'],
  WRRB_FLEX: ['FLEX'],
  REC_FLEX: ['FLEX'],
  SUPER_FLEX: ['FLEX'],
};
/**
 * The order league slots are filled in: fixed ones, then flex ones, then superflex (the widest), so
 * a narrower slot's starter is never pushed aside by a wider one's.
 */
const FILL_ORDER: Readonly<Record<string, number>> = { FLEX: 1, WRRB_FLEX: 1, REC_FLEX: 1, SUPER_FLEX: 2 };
const NOT_STARTING = new Set(['BN', 'IR', 'TAXI']);
const SLOT_NAMES: Readonly<Record<string, string>> = {
  SUPER_FLEX: 'superflex',
  WRRB_FLEX: 'RB/WR flex',
  REC_FLEX: 'WR/TE flex',
  DEF: 'D/ST',
};
const slotName = (slot: string) => SLOT_NAMES[slot] ?? slot;
const names = (players: readonly PlaceablePlayer[]) => players.map((player) => player.playerName).join(', ');

/**
 * Places a host's roster on our lineup (QB, RB1, RB2, WR1, WR2, TE, FLEX, D/ST, K) and 7-slot bench,
 * pure: each league starter goes to the slot of ours his league slot maps to (fixed slots first,
 * then flex, then superflex); a starter whose slot has no free match of ours (a superflex QB, a second TE, a
 * third RB when FLEX is taken) goes to the bench; then the other players in the host's order, up to
 * the bench's 7. Injured-reserve (and taxi) players are left out. Every rule that does not fit is said
 * in `notes` (the league slots we do not have, our slots the league does not fill, who is left out).
 * @example placeRoster({ provider: 'espn', rosterPositions, starters, players, setAside, matched })
 */
export function placeRoster<P extends PlaceablePlayer>(input: RosterInput<P>): Placement<P> {
  const notes: string[] = [];
  const starting = input.rosterPositions.filter((slot) => !NOT_STARTING.has(slot));
  const unsupported = [...new Set(starting.filter((slot) => !(slot in TARGETS)))];
  if (unsupported.length > 0) {
    notes.push(
      `Lineup Lab has no ${unsupported.join(', ')} slot (positions it does not project); ` +
        'those starters are not imported.',
    );
  }
  if (starting.includes('SUPER_FLEX')) {
    notes.push(
      "The league's superflex slot (OP, Q/W/R/T) is played as Lineup Lab's FLEX, which takes an RB, " +
        'WR or TE: a QB started there goes to the bench.',
    );
  }
  const order = starting
    .map((slot, index) => ({ slot, hostId: input.starters[index] ?? null }))
    .filter(({ slot }) => slot in TARGETS)
    .sort((a, b) => (FILL_ORDER[a.slot] ?? 0) - (FILL_ORDER[b.slot] ?? 0));

  let lineup: LineupOf<P> = emptyLineup<P>();
  const from = new Map<StartingSlot, string>();
  const placed = new Set<string>();
  const displaced: P[] = [];
  for (const { slot, hostId } of order) {
    const player = hostId === null ? undefined : input.matched.get(hostId);
    if (!player || placed.has(player._id)) continue;
    placed.add(player._id);
    const target = (TARGETS[slot] ?? []).find(
      (ours) => !getSlot(lineup, ours) && isEligible(player.position, ours),
    );
    if (target) {
      lineup = setSlot(lineup, target, player);
      from.set(target, slot);
      continue;
    }
    displaced.push(player);
    notes.push(
      `${player.playerName} starts at ${slotName(slot)} in the league; Lineup Lab has no free slot ` +
        `for a ${player.position} there, so he is on the bench.`,
    );
  }
  const filled = new Set(order.flatMap(({ slot }) => TARGETS[slot] ?? []));
  for (const { slot } of startersOf(lineup)) {
    if (!filled.has(slot)) notes.push(`The league does not start a player at ${slot}; it stays empty.`);
  }

  const aside = new Set(input.setAside);
  const setAside = [...new Set(input.players)]
    .filter((id) => aside.has(id) && !placed.has(input.matched.get(id)?._id ?? ''))
    .flatMap((id) => input.matched.get(id) ?? []);
  if (setAside.length > 0) {
    const reserve = input.provider === 'sleeper' ? 'injured reserve or the taxi squad' : 'injured reserve';
    notes.push(`On ${reserve} in ${HOST_NAMES[input.provider]}, not imported: ${names(setAside)}.`);
  }
  const waiting = [...displaced];
  for (const id of input.players) {
    const player = input.matched.get(id);
    if (!player || aside.has(id) || placed.has(player._id)) continue;
    placed.add(player._id);
    waiting.push(player);
  }
  const bench = waiting.slice(0, BENCH_MAX);
  const left = waiting.slice(BENCH_MAX);
  if (left.length > 0) {
    notes.push(`Lineup Lab's bench holds ${BENCH_MAX} players; not imported: ${names(left)}.`);
  }
  return { roster: { lineup, bench }, from, notes };
}
