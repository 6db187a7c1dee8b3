import type { LineupKey, LineupOf, RosterPlayer } from '../contract/entities.js';
import { BENCH, type RosterPlace, STARTING_SLOTS, type StartingSlot } from '../positions.js';

/** A team's players as the lineup rules see them: the active lineup and the bench. */
export interface Roster<P extends RosterPlayer = RosterPlayer> {
  readonly lineup: LineupOf<P>;
  readonly bench: readonly P[];
}

/** Where each starting slot lives in the wire lineup shape. */
const SLOT_LOCATION: Readonly<Record<StartingSlot, readonly [LineupKey, 0 | 1 | undefined]>> = {
  QB: ['quarterback', undefined],
  RB1: ['runningBacks', 0],
  RB2: ['runningBacks', 1],
  WR1: ['wideReceivers', 0],
  WR2: ['wideReceivers', 1],
  TE: ['tightEnd', undefined],
  FLEX: ['flex', undefined],
  'D/ST': ['defenseST', undefined],
  K: ['kicker', undefined],
};

/** The player in `slot`, or `null` when it is empty. */
export function getSlot<P>(lineup: LineupOf<P>, slot: StartingSlot): P | null {
  const [key, index] = SLOT_LOCATION[slot];
  const value = lineup[key];
  if (key === 'runningBacks' || key === 'wideReceivers') {
    return (value as readonly [P | null, P | null])[index ?? 0];
  }
  return value as P | null;
}

/** A copy of `lineup` with `player` (or nothing) in `slot`. */
export function setSlot<P>(lineup: LineupOf<P>, slot: StartingSlot, player: P | null): LineupOf<P> {
  const [key, index] = SLOT_LOCATION[slot];
  if (key === 'runningBacks' || key === 'wideReceivers') {
    const pair: [P | null, P | null] = [...lineup[key]];
    pair[index ?? 0] = player;
    return { ...lineup, [key]: pair };
  }
  return { ...lineup, [key]: player };
}

/**
 * The starting slot named by `move-to-slot`'s `positionType` and `index` (0 or 1 for the two
 * running-back and wide-receiver slots; ignored elsewhere), or `undefined` when there is none.
 * @example slotFromPositionType('runningBacks', 1) // 'RB2'
 */
export function slotFromPositionType(positionType: LineupKey, index = 0): StartingSlot | undefined {
  return STARTING_SLOTS.find((slot) => {
    const [key, slotIndex] = SLOT_LOCATION[slot];
    return key === positionType && (slotIndex === undefined || slotIndex === index);
  });
}

/** The starters in display order, with empty slots as `null`. */
export function startersOf<P>(lineup: LineupOf<P>): Array<{ slot: StartingSlot; player: P | null }> {
  return STARTING_SLOTS.map((slot) => ({ slot, player: getSlot(lineup, slot) }));
}

/** Every player on the roster: starters in slot order, then the bench. */
export function rosterPlayers<P extends RosterPlayer>(roster: Roster<P>): P[] {
  const players: P[] = [];
  for (const slot of STARTING_SLOTS) {
    const player = getSlot(roster.lineup, slot);
    if (player) players.push(player);
  }
  players.push(...roster.bench);
  return players;
}

/** Where the player with `playerId` is on the roster, or `undefined` when not on it. */
export function locatePlayer<P extends RosterPlayer>(
  roster: Roster<P>,
  playerId: string,
): { place: RosterPlace; player: P } | undefined {
  for (const slot of STARTING_SLOTS) {
    const player = getSlot(roster.lineup, slot);
    if (player?._id === playerId) return { place: slot, player };
  }
  const benched = roster.bench.find((p) => p._id === playerId);
  return benched ? { place: BENCH, player: benched } : undefined;
}

/** Orders players by id (code units, not locale): the last tie-break wherever order must be stable. */
export function compareIds(a: RosterPlayer, b: RosterPlayer): number {
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}
