import type { RosterPlayer } from '../contract/entities.js';
import { emptyLineup } from '../contract/entities.js';
import type { TeamWeekResponse, WeekPlayer } from '../contract/team-week.js';
import { type Roster, setSlot } from '../lineup/roster.js';
import { BENCH, type Position, type RosterPlace } from '../positions.js';

/** A player of a team's week as the analyst reads it: where he stands and his week. */
export interface WeekEntry extends RosterPlayer {
  readonly _id: string;
  readonly position: Position;
  readonly place: RosterPlace;
  readonly week: WeekPlayer;
}

const entryOf = (week: WeekPlayer, place: RosterPlace): WeekEntry => ({
  _id: week.player._id,
  position: week.player.position,
  place,
  week,
});

const ENTRIES = new WeakMap<TeamWeekResponse, readonly WeekEntry[]>();

/**
 * Every player of the week: the starters in slot order, then the bench in order. The same entries
 * (the same objects) for the same week, so answers may compare them by identity.
 */
export function weekEntries(week: TeamWeekResponse): readonly WeekEntry[] {
  let entries = ENTRIES.get(week);
  if (!entries) {
    entries = [
      ...week.slots.flatMap(({ slot, player }) => (player ? [entryOf(player, slot)] : [])),
      ...week.bench.map((player) => entryOf(player, BENCH)),
    ];
    ENTRIES.set(week, entries);
  }
  return entries;
}

/** The week as a roster the lineup rules (the optimiser) work on. */
export function weekRoster(week: TeamWeekResponse): Roster<WeekEntry> {
  let lineup = emptyLineup<WeekEntry>();
  const bench: WeekEntry[] = [];
  for (const entry of weekEntries(week)) {
    if (entry.place === BENCH) bench.push(entry);
    else lineup = setSlot(lineup, entry.place, entry);
  }
  return { lineup, bench };
}

/** The player's name, as the team's records (or the catalogue) hold it. */
export const nameOf = (entry: { readonly week: WeekPlayer }): string => entry.week.player.playerName;

/** Whether the player starts (stands in a starting slot). */
export const starts = (entry: WeekEntry): boolean => entry.place !== BENCH;
