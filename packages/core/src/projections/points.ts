import { PROJECTION_DISPLAY } from '../constants.js';
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

/**
 * Points rounded to the decimals the product shows, halves away from zero as a person rounds them:
 * 11.95 is 12.0 (`toFixed` alone gives 11.9, from 11.95's binary value just below it). Every figure
 * shown goes through here, so a total and a difference computed from rounded figures always agree.
 * @example roundPoints(11.95) // 12
 */
export function roundPoints(value: number): number {
  const scale = 10 ** PROJECTION_DISPLAY.decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

/**
 * Points as the product shows them: one decimal, or 'N/A' when not a finite number (spec §9).
 * @example formatPoints(12.345) // '12.3'
 * @example formatPoints(null) // 'N/A'
 */
export function formatPoints(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? roundPoints(value).toFixed(PROJECTION_DISPLAY.decimals)
    : PROJECTION_DISPLAY.missing;
}
