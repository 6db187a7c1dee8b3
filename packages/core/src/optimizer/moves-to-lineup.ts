import { BENCH_MAX } from '../constants.js';
import type { LineupOf, RosterPlayer } from '../contract/entities.js';
import { ok, type Result } from '../errors.js';
import { movePlayer } from '../lineup/move-player.js';
import { getSlot, locatePlayer, type Roster } from '../lineup/roster.js';
import { BENCH, isEligible, type RosterPlace, STARTING_SLOTS, type StartingSlot } from '../positions.js';

/** One step of a plan: move a player from where they are to a slot or the bench. */
export interface LineupMove {
  readonly playerId: string;
  readonly from: RosterPlace;
  readonly to: RosterPlace;
}

/**
 * A plan's step applied to a roster: `movePlayer`, except that a step whose player already stands
 * at `to` is done (a starter a bench player's swap sent to the bench, listed so the plan says who
 * goes out).
 */
export function applyLineupMove<P extends RosterPlayer>(
  roster: Roster<P>,
  move: LineupMove,
): Result<Roster<P>> {
  if (locatePlayer(roster, move.playerId)?.place === move.to) return ok(roster);
  return movePlayer(roster, move);
}

/**
 * The moves that turn the roster's lineup into `target`, in order, naming every player who comes
 * in and every starter who goes out. Each is a legal `movePlayer` on the roster as it stands after
 * the moves before it, or (`applyLineupMove`) the account of a starter a bench player's swap has
 * just sent to the bench, who leaves the lineup: "Hurts QB → BENCH" after "Lamar BENCH → QB".
 * `target` must be a legal lineup of the roster's own players.
 *
 * Each move puts a target player into their final slot: from the bench (the occupant swaps onto
 * the bench) or from another slot whose occupant can take the mover's old slot, or takes a
 * starter the target leaves out to the bench. Moves whose occupant could not, and moves to a full
 * bench, are left for a later pass, once that occupant has gone to its own slot or a bench player
 * has taken an empty one.
 */
export function movesToLineup<P extends RosterPlayer>(roster: Roster<P>, target: LineupOf<P>): LineupMove[] {
  const moves: LineupMove[] = [];
  let current = roster;
  for (let pass = 0; pass <= STARTING_SLOTS.length; pass++) {
    let pending = false;
    for (const slot of STARTING_SLOTS) {
      const move = nextMove(current, slot, getSlot(target, slot));
      if (move === 'done') continue;
      pending = true;
      if (move === 'wait') continue;
      const displaced = move.from === BENCH ? getSlot(current.lineup, slot) : null;
      const result = movePlayer(current, move);
      if (!result.ok) throw new Error(`Planned move failed: ${result.error.message}`);
      current = result.value;
      moves.push(move);
      // The starter the swap sent to the bench goes out: said as his own move, unless he starts elsewhere.
      if (displaced && !startsIn(target, displaced._id)) {
        moves.push({ playerId: displaced._id, from: slot, to: BENCH });
      }
    }
    if (!pending) return moves;
  }
  throw new Error('The target lineup cannot be reached from this roster');
}

const startsIn = <P extends RosterPlayer>(lineup: LineupOf<P>, playerId: string) =>
  STARTING_SLOTS.some((slot) => getSlot(lineup, slot)?._id === playerId);

function nextMove<P extends RosterPlayer>(
  roster: Roster<P>,
  slot: StartingSlot,
  wanted: P | null,
): LineupMove | 'done' | 'wait' {
  const holder = getSlot(roster.lineup, slot);
  if ((wanted?._id ?? null) === (holder?._id ?? null)) return 'done';
  if (!wanted) {
    if (!holder) return 'done';
    // A full bench waits for a later move to free a place (a bench player taking an empty slot).
    return roster.bench.length >= BENCH_MAX ? 'wait' : { playerId: holder._id, from: slot, to: BENCH };
  }
  const found = locatePlayer(roster, wanted._id);
  if (!found) throw new Error(`Player ${wanted._id} of the target lineup is not on the roster`);
  const swapsCleanly = found.place === BENCH || !holder || isEligible(holder.position, found.place);
  return swapsCleanly ? { playerId: wanted._id, from: found.place, to: slot } : 'wait';
}
