import type { LineupOf, ProjectionMode, Projections } from '../contract/entities.js';
import { startersOf } from '../lineup/roster.js';

/** What a projection needs to know about one player in one week. */
export interface PlayerWeek {
  /** Conservative, median and aggressive points; absent when the player has no projection. */
  readonly projections?: Projections | null;
  /** The player's NFL team has no game this week. */
  readonly isByeWeek?: boolean;
  /** The player will not play (OUT, IR, suspended …). See `willNotPlay` in the contract. */
  readonly out?: boolean;
}

/**
 * The points a player counts for in `mode`: 0 on a bye week or when out, otherwise the projection,
 * or `null` when there is no usable number (shown as 'N/A').
 * @example projectedPoints({ projections: { conservative: 8, median: 12, aggressive: 18 } }, 'median') // 12
 */
export function projectedPoints(week: PlayerWeek | undefined, mode: ProjectionMode): number | null {
  if (week?.isByeWeek || week?.out) return 0;
  const value = week?.projections?.[mode];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The projected total of a lineup's starters in `mode`. Empty slots and players without a number
 * add nothing; out and bye-week players add 0.
 */
export function lineupTotal<P>(
  lineup: LineupOf<P>,
  weekOf: (player: P) => PlayerWeek | undefined,
  mode: ProjectionMode,
): number {
  let total = 0;
  for (const { player } of startersOf(lineup)) {
    if (player) total += projectedPoints(weekOf(player), mode) ?? 0;
  }
  return total;
}

export { formatPoints, roundPoints } from '../display/points.js';
