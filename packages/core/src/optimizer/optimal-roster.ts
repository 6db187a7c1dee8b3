import type { RosterPlayer } from '../contract/entities.js';
import type { Roster } from '../lineup/roster.js';
import { applyLineupMove } from './moves-to-lineup.js';
import { type OptimalLineup, optimalLineup } from './optimal-lineup.js';

/** The optimal lineup of a roster (`optimalLineup`) and the roster once it starts. */
export interface OptimalRoster<P extends RosterPlayer> extends OptimalLineup<P> {
  /**
   * The same players with `lineup` starting, the bench as the plan's moves leave it (what making
   * them one by one gives). The roster itself (the same object) when there is no move.
   */
  readonly roster: Roster<P>;
}

/**
 * The best legal lineup of a roster by `pointsOf` and the roster it makes, for applying in one
 * step (`replaceLineup`) rather than move by move. Never scores below the current lineup. `locked`
 * players stay where they are (`optimalLineup`).
 * @example
 * const best = optimalRoster(roster, (p) => projectedPoints(weekOf(p), 'median'));
 * const applied = replaceLineup(roster, best.roster); // ok, unless the roster changed meanwhile
 */
export function optimalRoster<P extends RosterPlayer>(
  roster: Roster<P>,
  pointsOf: (player: P) => number | null,
  options: { locked?: ReadonlySet<string> } = {},
): OptimalRoster<P> {
  const plan = optimalLineup(roster, pointsOf, options);
  let reached = roster;
  for (const move of plan.moves) {
    const result = applyLineupMove(reached, move);
    if (!result.ok) throw new Error(`Planned move failed: ${result.error.message}`);
    reached = result.value;
  }
  return { ...plan, roster: reached };
}
