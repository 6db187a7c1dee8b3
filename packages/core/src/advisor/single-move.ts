import type { AdviceChange } from '../contract/ai.js';
import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse } from '../contract/team-week.js';
import { BENCH, isEligible, type StartingSlot } from '../positions.js';
import { NO_GAIN } from './advice-text.js';
import { nameOf, type WeekEntry, weekEntries } from './week-roster.js';

/** One move of a bench player into a starting slot (its starter, if any, to the bench), and what it gains. */
export interface SingleMove {
  readonly incoming: WeekEntry;
  readonly outgoing: WeekEntry | null;
  readonly slot: StartingSlot;
  /** The starters' points in the mode gained: the incoming player's less the outgoing one's. */
  readonly gain: number;
}

const pointsIn = (entry: WeekEntry | null, mode: ProjectionMode) =>
  entry ? (entry.week.points[mode] ?? 0) : 0;

/** Whether a player may be moved: his game of the week under way has not kicked off. */
export const movable = (entry: WeekEntry | null): boolean => entry?.week.locked !== true;

/**
 * The one move that raises the starters' points in `mode` the most: a healthy bench player (no
 * injury designation, as better options) into a starting slot he may fill, its starter to the
 * bench; never a player whose game has kicked off. `undefined` when no move gains. One move, never
 * a chain: what one click applies.
 * @example bestSingleMove(week, 'aggressive') // { incoming: lamar, outgoing: hurts, slot: 'QB', gain: 3.4 }
 */
export function bestSingleMove(week: TeamWeekResponse, mode: ProjectionMode): SingleMove | undefined {
  const entries = weekEntries(week);
  const inSlot = new Map(entries.map((entry) => [entry.place, entry]));
  let best: SingleMove | undefined;
  for (const incoming of entries) {
    if (incoming.place !== BENCH || !movable(incoming) || incoming.week.injuryStatus !== null) continue;
    for (const { slot } of week.slots) {
      if (!isEligible(incoming.position, slot)) continue;
      const outgoing = inSlot.get(slot) ?? null;
      if (!movable(outgoing)) continue;
      const gain = pointsIn(incoming, mode) - pointsIn(outgoing, mode);
      if (gain >= NO_GAIN && (!best || gain > best.gain + 1e-9)) best = { incoming, outgoing, slot, gain };
    }
  }
  return best;
}

/** A move as the advice's `change`: the player, from where, to where, and the gain (rounded as shown). */
export function changeOf(move: Pick<SingleMove, 'incoming' | 'slot' | 'gain'>): AdviceChange {
  return {
    playerId: move.incoming._id,
    playerName: nameOf(move.incoming),
    from: move.incoming.place,
    to: move.slot,
    gain: Math.round(move.gain * 10) / 10,
  };
}
