import { fantasyPoints, type ScoringSettings } from '@lineup-lab/core';
import type { WeeklyStat } from '../nfl/entities.js';

/**
 * What the model learns to predict from a stat row: the points of that row, or `null` when the row
 * has no number for it. The target is a parameter of the engine: the back-test predicts the points
 * the source reported (NFL.com's `TotalPoints`), users get their league's scoring.
 */
export type PointsTarget = (stat: WeeklyStat) => number | null;

/** The points the source gave the line itself (`reportedPoints`): the back-test's truth. */
export const reportedPointsTarget: PointsTarget = (stat) => stat.reportedPoints;

/**
 * The league's points for the line, computed from the stat line with core's `fantasyPoints`.
 * @example leagueScoringTarget(HALF_PPR)(stat) // half-PPR points of the week
 */
export function leagueScoringTarget(settings: ScoringSettings): PointsTarget {
  return (stat) => fantasyPoints(stat.stats, settings);
}
