import { BENCH_MAX } from '../constants.js';
import { emptyLineup, type LineupOf, type RosterPlayer } from '../contract/entities.js';
import { type DomainError, fail, ok, type Result } from '../errors.js';
import { isEligible, STARTING_SLOTS } from '../positions.js';
import { LINEUP_MESSAGES } from './messages.js';
import { getSlot, type Roster, rosterPlayers, setSlot } from './roster.js';

/** A player named by id: a wire `Player`, a team's reference to one, or a bare `{ _id }`. */
interface PlayerIdOnly {
  readonly _id: string;
}

/**
 * Who should stand where: a starting lineup and a bench naming the team's own players by id.
 * Positions are read from the team, never from the placement.
 */
export interface Placement {
  readonly lineup: LineupOf<PlayerIdOnly>;
  readonly bench: readonly PlayerIdOnly[];
}

/** Why a placement was refused. Every refusal leaves the roster as it was. */
export type ReplaceLineupError = DomainError<
  'BENCH_FULL' | 'PLAYER_NOT_ON_TEAM' | 'PLAYER_ALREADY_ON_TEAM' | 'INELIGIBLE_SLOT' | 'CONFLICT'
>;

/**
 * Replaces the whole lineup and bench at once: the rule behind Optimize and scenario load. The
 * placement must hold exactly the roster's players, each once, starters eligible for their slots
 * and at most 7 on the bench; the new roster carries the team's own player records. Refusals:
 * - `BENCH_FULL`: more than 7 on the bench;
 * - `PLAYER_NOT_ON_TEAM`: an id the team does not have;
 * - `PLAYER_ALREADY_ON_TEAM`: a player placed twice;
 * - `INELIGIBLE_SLOT`: a starter whose position the slot does not accept;
 * - `CONFLICT`: a player of the team left out (the placement was made for another state of the team).
 * A placement that changes nothing answers the roster itself (the same object).
 * @example replaceLineup(roster, { lineup: scenario.lineup, bench: scenario.bench })
 */
export function replaceLineup<P extends RosterPlayer>(
  roster: Roster<P>,
  placement: Placement,
): Result<Roster<P>, ReplaceLineupError> {
  if (placement.bench.length > BENCH_MAX) {
    return fail('BENCH_FULL', LINEUP_MESSAGES.benchOver(placement.bench.length));
  }
  const onTeam = new Map(rosterPlayers(roster).map((player) => [player._id, player]));
  const placed = new Set<string>();
  const take = (playerId: string): Result<P, ReplaceLineupError> => {
    const player = onTeam.get(playerId);
    if (!player) return fail('PLAYER_NOT_ON_TEAM', LINEUP_MESSAGES.notOnTeam(playerId));
    if (placed.has(playerId)) return fail('PLAYER_ALREADY_ON_TEAM', LINEUP_MESSAGES.placedTwice(playerId));
    placed.add(playerId);
    return ok(player);
  };

  let lineup = emptyLineup<P>();
  for (const slot of STARTING_SLOTS) {
    const wanted = getSlot(placement.lineup, slot);
    if (!wanted) continue;
    const taken = take(wanted._id);
    if (!taken.ok) return taken;
    if (!isEligible(taken.value.position, slot)) {
      return fail('INELIGIBLE_SLOT', LINEUP_MESSAGES.ineligible(taken.value.position, slot));
    }
    lineup = setSlot(lineup, slot, taken.value);
  }
  const bench: P[] = [];
  for (const wanted of placement.bench) {
    const taken = take(wanted._id);
    if (!taken.ok) return taken;
    bench.push(taken.value);
  }
  for (const playerId of onTeam.keys()) {
    if (!placed.has(playerId)) return fail('CONFLICT', LINEUP_MESSAGES.leftOut(playerId));
  }
  return samePlaces(roster, { lineup, bench }) ? ok(roster) : ok({ lineup, bench });
}

/** Whether two rosters have the same players in the same slots and bench order. */
function samePlaces<P extends RosterPlayer>(a: Roster<P>, b: Roster<P>): boolean {
  const idOf = (player: P | null | undefined) => player?._id ?? null;
  return (
    STARTING_SLOTS.every((slot) => idOf(getSlot(a.lineup, slot)) === idOf(getSlot(b.lineup, slot))) &&
    a.bench.length === b.bench.length &&
    a.bench.every((player, index) => player._id === idOf(b.bench[index]))
  );
}
