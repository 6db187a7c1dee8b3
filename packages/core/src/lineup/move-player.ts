import { BENCH_MAX } from '../constants.js';
import type { RosterPlayer } from '../contract/entities.js';
import { fail, ok, type Result } from '../errors.js';
import { BENCH, isEligible, type RosterPlace } from '../positions.js';
import { LINEUP_MESSAGES } from './messages.js';
import { getSlot, locatePlayer, type Roster, setSlot } from './roster.js';

/** Move a player to a starting slot or to the bench; `from`, when given, must be where the player is. */
export interface MoveCommand {
  readonly playerId: string;
  readonly to: RosterPlace;
  readonly from?: RosterPlace;
}

/**
 * Moves one player, the single rule behind every placement change:
 * - bench → slot: the slot's occupant, if any, takes the mover's place on the bench (a swap);
 * - slot → bench: needs room on the bench;
 * - slot → slot: the occupant takes the mover's old slot when eligible for it, otherwise goes to
 *   the bench (which then needs room).
 * The mover must be eligible for the target slot. Nobody is ever lost or duplicated.
 */
export function movePlayer<P extends RosterPlayer>(
  roster: Roster<P>,
  command: MoveCommand,
): Result<Roster<P>> {
  const { playerId, to } = command;
  const found = locatePlayer(roster, playerId);
  if (!found) return fail('PLAYER_NOT_ON_TEAM', LINEUP_MESSAGES.notOnTeam(playerId));
  const { place: from, player } = found;
  if (command.from !== undefined && command.from !== from) {
    return fail('PLAYER_NOT_AT_POSITION', LINEUP_MESSAGES.notAt(playerId, command.from, from));
  }
  if (from === to) return ok(roster);

  if (to === BENCH) {
    if (from === BENCH) return ok(roster);
    if (roster.bench.length >= BENCH_MAX) return fail('BENCH_FULL', LINEUP_MESSAGES.benchFull());
    return ok({ lineup: setSlot(roster.lineup, from, null), bench: [...roster.bench, player] });
  }

  if (!isEligible(player.position, to)) {
    return fail('INELIGIBLE_SLOT', LINEUP_MESSAGES.ineligible(player.position, to));
  }
  const occupant = getSlot(roster.lineup, to);

  if (from === BENCH) {
    const bench = occupant
      ? roster.bench.map((p) => (p._id === playerId ? occupant : p))
      : roster.bench.filter((p) => p._id !== playerId);
    return ok({ lineup: setSlot(roster.lineup, to, player), bench });
  }

  const lineup = setSlot(roster.lineup, to, player);
  if (!occupant || isEligible(occupant.position, from)) {
    return ok({ lineup: setSlot(lineup, from, occupant), bench: roster.bench });
  }
  if (roster.bench.length >= BENCH_MAX) return fail('BENCH_FULL', LINEUP_MESSAGES.benchFull());
  return ok({ lineup: setSlot(lineup, from, null), bench: [...roster.bench, occupant] });
}
