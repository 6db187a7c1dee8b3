import type { Archetype } from '@lineup-lab/core';
import type { QuantilePrediction } from './projection-model.js';

/**
 * Band width over the median (P90 − P10) / P50 at and above which a player is aggressive (boom or
 * bust), and at and below which conservative (steady). Set from the 2022 walk-forward so that about a
 * third of projected starters fall on each side.
 */
export const ARCHETYPE_THRESHOLDS = { aggressive: 1.6, conservative: 1.15 } as const;

/** Floor of the median in the ratio, so near-zero medians do not make everyone aggressive. */
const MEDIAN_FLOOR = 3;

/**
 * How boom-or-bust a projection is: the width of the P10–P90 band relative to the median.
 * @example archetypeOf({ conservative: 2, median: 10, aggressive: 25 }) // 'aggressive' (2.3)
 */
export function archetypeOf(quantiles: QuantilePrediction): Archetype {
  const ratio = (quantiles.aggressive - quantiles.conservative) / Math.max(quantiles.median, MEDIAN_FLOOR);
  if (ratio >= ARCHETYPE_THRESHOLDS.aggressive) return 'aggressive';
  if (ratio <= ARCHETYPE_THRESHOLDS.conservative) return 'conservative';
  return 'balanced';
}
