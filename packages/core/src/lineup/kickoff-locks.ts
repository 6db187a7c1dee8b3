import type { RosterPlayer } from '../contract/entities.js';
import { BENCH, type RosterPlace } from '../positions.js';
import { locatePlayer, type Roster, rosterPlayers } from './roster.js';

/** A game of the week under way as the locks read it: its two teams and its kickoff (ISO instant). */
export interface LockGame {
  homeTeam: string;
  awayTeam: string;
  kickoff: string;
}

/** The week under way and when each NFL team's game of it kicks off (teams on a bye are absent). */
export interface WeekKickoffs {
  week: number;
  kickoffs: ReadonlyMap<string, string>;
}

/** A player as the locks read him: his NFL team decides his kickoff. */
export type LockablePlayer = RosterPlayer & { readonly playerName: string; readonly teamName: string };

/** What a refused change would have done to a locked player. */
export interface BrokenLock<P extends LockablePlayer> {
  player: P;
  /** Where he stands and must stay: a starting slot, the bench, or `null` (not on the team). */
  place: RosterPlace | null;
  kickoff: string;
  week: number;
}

/** The week's kickoffs by NFL team, from its games (a team's earliest game if it had two). */
export function weekKickoffs(week: number, games: readonly LockGame[]): WeekKickoffs {
  const kickoffs = new Map<string, string>();
  for (const { homeTeam, awayTeam, kickoff } of games) {
    for (const team of [homeTeam, awayTeam]) {
      const seen = kickoffs.get(team);
      if (seen === undefined || Date.parse(kickoff) < Date.parse(seen)) kickoffs.set(team, kickoff);
    }
  }
  return { week, kickoffs };
}

/**
 * The kickoff lock (as every host has it): from his game's kickoff until the week under way ends, a
 * player stays where he is — in his starting slot, on the bench, or off the team. Answers the
 * player's kickoff when he is locked at `now`, else `undefined` (his game is still to come, or his
 * team has no game this week).
 */
export function lockedSince(
  player: Pick<LockablePlayer, 'teamName'>,
  week: WeekKickoffs,
  now: Date,
): string | undefined {
  const kickoff = week.kickoffs.get(player.teamName);
  return kickoff !== undefined && Date.parse(kickoff) <= now.getTime() ? kickoff : undefined;
}

/**
 * The first locked player a change from `before` to `after` would move (into or out of the lineup,
 * to another slot, onto or off the team), or `undefined` when it keeps every locked player where he
 * was. Players are looked at in the order `before` lists them, then those `after` adds.
 */
export function brokenLock<P extends LockablePlayer>(
  before: Roster<P>,
  after: Roster<P>,
  week: WeekKickoffs,
  now: Date,
): BrokenLock<P> | undefined {
  const placeIn = (roster: Roster<P>, id: string) => locatePlayer(roster, id)?.place ?? null;
  const players = new Map<string, P>();
  for (const player of [...rosterPlayers(before), ...rosterPlayers(after)]) players.set(player._id, player);
  for (const player of players.values()) {
    const kickoff = lockedSince(player, week, now);
    if (kickoff === undefined) continue;
    const place = placeIn(before, player._id);
    if (place !== placeIn(after, player._id)) return { player, place, kickoff, week: week.week };
  }
  return undefined;
}

/** A kickoff as the NFL's own schedule says it, Eastern time: "Sun 1:00 PM ET". */
const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The refusal of a change that would move a locked player, his kickoff in Eastern time (the
 * schedule's own; clients show `kickoff` in the viewer's):
 * "Patrick Mahomes's game has started (Sun 1:00 PM ET): he stays in QB for week 6".
 */
export function lockMessage<P extends LockablePlayer>({
  player,
  place,
  kickoff,
  week,
}: BrokenLock<P>): string {
  const pronoun = player.position === 'D/ST' ? 'it' : 'he';
  const stays =
    place === null
      ? `${pronoun} cannot join the team before week ${week} is over`
      : place === BENCH
        ? `${pronoun} stays on the bench for week ${week}`
        : `${pronoun} stays in ${place} for week ${week}`;
  return `${player.playerName}'s game has started (${EASTERN.format(Date.parse(kickoff)).replace(',', '')} ET): ${stays}`;
}
