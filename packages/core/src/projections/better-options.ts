import { BETTER_OPTION } from '../constants.js';
import type { ProjectionMode, RosterPlayer } from '../contract/entities.js';
import { compareIds, getSlot, type Roster } from '../lineup/roster.js';
import { isEligible, STARTING_SLOTS, type StartingSlot } from '../positions.js';
import { type PlayerWeek, projectedPoints } from './points.js';

/** A bench player worth swapping into a slot. */
export interface BetterOption<P> {
  readonly slot: StartingSlot;
  readonly candidate: P;
  readonly starter: P | null;
  readonly candidatePoints: number;
  readonly starterPoints: number;
  readonly improvement: number;
}

/** What better-option ranking needs per player: the week's facts and whether the player is injured. */
export interface RankedPlayerWeek extends PlayerWeek {
  /** Any injury designation (Questionable and worse) keeps a player out of suggestions. */
  readonly injured?: boolean;
}

const EPSILON = 1e-9;

/**
 * Better-option swaps per starting slot (spec §5): bench players eligible for the slot, not
 * injured, whose projection in `mode` beats the starter's by more than 0.5 points; best first,
 * at most 3. An empty slot counts as 0 points; a starter without a number counts as 0.
 */
export function betterOptions<P extends RosterPlayer>(
  roster: Roster<P>,
  weekOf: (player: P) => RankedPlayerWeek | undefined,
  mode: ProjectionMode,
): Record<StartingSlot, BetterOption<P>[]> {
  const bench = roster.bench.flatMap((candidate) => {
    const week = weekOf(candidate);
    const points = week?.injured ? null : projectedPoints(week, mode);
    return points === null ? [] : [{ candidate, points }];
  });
  const result = {} as Record<StartingSlot, BetterOption<P>[]>;
  for (const slot of STARTING_SLOTS) {
    const starter = getSlot(roster.lineup, slot);
    const starterPoints = starter ? (projectedPoints(weekOf(starter), mode) ?? 0) : 0;
    result[slot] = bench
      .filter(
        ({ candidate, points }) =>
          isEligible(candidate.position, slot) && points - starterPoints - BETTER_OPTION.threshold > EPSILON,
      )
      .map(({ candidate, points }) => ({
        slot,
        candidate,
        starter,
        candidatePoints: points,
        starterPoints,
        improvement: points - starterPoints,
      }))
      .sort((a, b) => b.improvement - a.improvement || compareIds(a.candidate, b.candidate))
      .slice(0, BETTER_OPTION.count);
  }
  return result;
}
