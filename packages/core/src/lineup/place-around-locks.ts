import { BENCH_MAX } from '../constants.js';
import { emptyLineup } from '../contract/entities.js';
import { type DomainError, fail, ok, type Result } from '../errors.js';
import { isEligible, type RosterPlace, STARTING_SLOTS } from '../positions.js';
import { brokenLock, type LockablePlayer, lockedSince, type WeekKickoffs } from './kickoff-locks.js';
import { getSlot, locatePlayer, type Roster, rosterPlayers, setSlot, startersOf } from './roster.js';

/** A locked player left where he stood although the roster wanted him elsewhere. */
export interface KeptByLock<P extends LockablePlayer> {
  player: P;
  /** Where he stands, and stays. */
  place: RosterPlace;
  kickoff: string;
  week: number;
}

/** A roster placed around the locks, and the locked players it kept against what was wanted. */
export interface PlacedAroundLocks<P extends LockablePlayer> {
  roster: Roster<P>;
  kept: KeptByLock<P>[];
}

/**
 * Makes `wanted` (a scenario's placement, a version of the team's history) the roster as far as the
 * kickoff locks allow (the rule behind scenario load and history restore): every player of `current`
 * whose game of the week under way has kicked off stays where he stands (his slot, the bench); a
 * locked player `wanted` brings back onto the team stays off it. Every other player goes where
 * `wanted` puts him; one whose slot is held by a locked player goes to the bench, or to an empty
 * slot he fits when the bench is full. The locked players `wanted` had elsewhere are answered in
 * `kept`. Without a week under way (`week` `null`) or a locked player, `wanted` is the answer.
 * Refused (`BENCH_FULL`) only when the players moved aside fit neither the bench nor an empty slot.
 * No player is placed twice, and the answer never moves a locked player (`brokenLock` finds nothing).
 * @example placeAroundLocks(rosterOf(team), scenarioRoster, week, now).value.kept // [{ player: mahomes, place: 'QB', … }]
 */
export function placeAroundLocks<P extends LockablePlayer>(
  current: Roster<P>,
  wanted: Roster<P>,
  week: WeekKickoffs | null,
  now: Date,
): Result<PlacedAroundLocks<P>, DomainError<'BENCH_FULL'>> {
  const kickoffOf = (player: P) => (week ? lockedSince(player, week, now) : undefined);
  // Each player as the team holds him (his NFL team now), else as `wanted` names him.
  const players = new Map<string, P>();
  for (const player of [...rosterPlayers(wanted), ...rosterPlayers(current)]) players.set(player._id, player);
  const locked = new Map<string, string>();
  for (const player of players.values()) {
    const kickoff = kickoffOf(player);
    if (kickoff !== undefined) locked.set(player._id, kickoff);
  }
  // Nothing to keep: `wanted` moves no locked player (the same object back when nothing changes).
  if (!week || locked.size === 0 || !brokenLock(current, wanted, week, now))
    return ok({ roster: wanted, kept: [] });

  // The locked players of the team first, where they stand.
  let lineup = emptyLineup<P>();
  const bench: P[] = [];
  for (const { slot, player } of startersOf(current.lineup)) {
    if (player && locked.has(player._id)) lineup = setSlot(lineup, slot, player);
  }
  for (const player of current.bench) if (locked.has(player._id)) bench.push(player);

  // Then everyone else where `wanted` puts him; those whose slot is held are placed last.
  const aside: P[] = [];
  for (const { slot, player } of startersOf(wanted.lineup)) {
    if (!player || locked.has(player._id)) continue;
    if (getSlot(lineup, slot)) aside.push(player);
    else lineup = setSlot(lineup, slot, player);
  }
  const wantedBench = wanted.bench.filter((player) => !locked.has(player._id));
  for (const player of [...wantedBench, ...aside]) {
    if (bench.length < BENCH_MAX) {
      bench.push(player);
      continue;
    }
    const free = STARTING_SLOTS.find((slot) => !getSlot(lineup, slot) && isEligible(player.position, slot));
    if (!free) {
      return fail(
        'BENCH_FULL',
        `The bench is full and no empty slot fits ${player.playerName}, because players whose game has ` +
          'started stay where they stand. Drop or move a player first.',
      );
    }
    lineup = setSlot(lineup, free, player);
  }

  const roster = { lineup, bench };
  const kept: KeptByLock<P>[] = [];
  for (const player of rosterPlayers(current)) {
    const kickoff = locked.get(player._id);
    const place = locatePlayer(current, player._id)?.place;
    if (kickoff === undefined || !place) continue;
    if (locatePlayer(wanted, player._id)?.place !== place) {
      kept.push({ player, place, kickoff, week: week.week });
    }
  }
  return ok({ roster, kept });
}
