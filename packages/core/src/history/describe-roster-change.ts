import type { RosterPlayer } from '../contract/entities.js';
import { locatePlayer, type Roster, rosterPlayers } from '../lineup/roster.js';
import type { RosterPlace } from '../positions.js';

/** A player as a history names him. */
export interface HistoryPlayer extends RosterPlayer {
  readonly playerName: string;
}

/** How many changes a summary names before it says "and N more". */
const NAMED_AT_MOST = 4;

const placeLabel = (place: RosterPlace) => (place === 'BENCH' ? 'bench' : place);

/**
 * What changed from one roster to the next, in short, for a team's history: each player who
 * joined ("Bijan Robinson added" to the bench, "Bijan Robinson added at RB1" into a slot), left ("Puka Nacua dropped") or changed place ("Jalen Hurts QB →
 * bench"), starters in slot order first, then the bench; at most four named, then "and N more".
 * A bench only put in another order reads "Bench reordered"; no change at all, "No change".
 * @example
 * describeRosterChange(before, after) // 'Jalen Hurts QB → bench; Bijan Robinson added'
 */
export function describeRosterChange<P extends HistoryPlayer>(before: Roster<P>, after: Roster<P>): string {
  const changes: string[] = [];
  for (const player of rosterPlayers(after)) {
    const was = locatePlayer(before, player._id);
    const now = locatePlayer(after, player._id);
    if (!was)
      changes.push(`${player.playerName} added${now && now.place !== 'BENCH' ? ` at ${now.place}` : ''}`);
    else if (now && was.place !== now.place) {
      changes.push(`${player.playerName} ${placeLabel(was.place)} → ${placeLabel(now.place)}`);
    }
  }
  for (const player of rosterPlayers(before)) {
    if (!locatePlayer(after, player._id)) changes.push(`${player.playerName} dropped`);
  }
  if (changes.length === 0) {
    const order = (roster: Roster<P>) => roster.bench.map((player) => player._id).join('\n');
    return order(before) === order(after) ? 'No change' : 'Bench reordered';
  }
  const named = changes.slice(0, NAMED_AT_MOST).join('; ');
  const more = changes.length - NAMED_AT_MOST;
  return more > 0 ? `${named}; and ${more} more` : named;
}
