import type { LineupOf, ProjectionMode, RosterPlayer } from '../contract/entities.js';
import { type Roster, setSlot, startersOf } from '../lineup/roster.js';
import { type OptimalLineup, optimalLineup } from '../optimizer/optimal-lineup.js';
import type { StartingSlot } from '../positions.js';

/**
 * A player's numbers in one week as the lineup rules count them: floor (conservative), median and
 * ceiling (aggressive), 0 on a bye or when he will not play. `null`: no number (counts 0).
 */
export interface WeekNumbers {
  readonly conservative: number;
  readonly median: number;
  readonly aggressive: number;
}

/**
 * One week left of the season, as the waiver assistant and the trade analyzer read it: each
 * player's numbers that week, and the players whose game of that week has kicked off (`locked`:
 * they stay where they stand, as the optimiser keeps them; only the week under way has any).
 */
export interface SeasonWeek<P extends RosterPlayer> {
  readonly week: number;
  readonly numbersOf: (player: P) => WeekNumbers | null;
  readonly locked?: ReadonlySet<string>;
}

/** The points a player counts for in `mode` in a week (`null`: none). */
export function pointsIn<P extends RosterPlayer>(week: SeasonWeek<P>, mode: ProjectionMode) {
  return (player: P): number | null => week.numbersOf(player)?.[mode] ?? null;
}

/** The optimal lineup of a roster in one week, in `mode`, the week's locked players kept where they stand. */
export function optimalIn<P extends RosterPlayer>(
  roster: Roster<P>,
  week: SeasonWeek<P>,
  mode: ProjectionMode,
): OptimalLineup<P> {
  return optimalLineup(roster, pointsIn(week, mode), week.locked ? { locked: week.locked } : {});
}

/** The roster without one player (from his slot or the bench); the same roster when he is not on it. */
export function withoutPlayer<P extends RosterPlayer>(roster: Roster<P>, playerId: string): Roster<P> {
  let lineup = roster.lineup;
  for (const { slot, player } of startersOf(lineup)) {
    if (player?._id === playerId) lineup = setSlot(lineup, slot, null);
  }
  return { lineup, bench: roster.bench.filter((player) => player._id !== playerId) };
}

/** The roster with players added to the bench (the optimiser places them; no limit is checked). */
export function withBenched<P extends RosterPlayer>(roster: Roster<P>, players: readonly P[]): Roster<P> {
  return { lineup: roster.lineup, bench: [...roster.bench, ...players] };
}

/** The slot a player starts in, in a lineup (`null`: he does not start). */
export function slotIn<P extends RosterPlayer>(lineup: LineupOf<P>, playerId: string): StartingSlot | null {
  return startersOf(lineup).find(({ player }) => player?._id === playerId)?.slot ?? null;
}
