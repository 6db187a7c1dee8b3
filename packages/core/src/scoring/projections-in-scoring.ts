import type { Projections } from '../contract/entities.js';
import { fantasyPoints } from './fantasy-points.js';
import type { ScoringSettings } from './scoring-settings.js';
import type { StatLineInput } from './stat-line.js';

/** What moves projections from the scoring they were made in to a league's. */
export interface ScoringChange {
  /** The player's expected stat line for the week (the engine's `expectedLine`: his earlier weeks only). */
  readonly expectedLine: StatLineInput;
  /** The scoring the projections are in (the model's, e.g. `HALF_PPR`). */
  readonly from: ScoringSettings;
  /** The scoring to show them in (the league's: a preset or its own settings). */
  readonly to: ScoringSettings;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * How the band's widths follow the change of scoring: × (points in `to` ÷ points in `from`) to this
 * power. Chosen on the 2022 development season (packages/engine/bench/tune-scoring-2022.ts): the
 * additive shift alone left the P10–P90 band at 88% coverage in standard and 75% in PPR; the full
 * ratio (power 1) at 78% and 83%; 0.75 gives 81% in both (half-PPR's own is 81%).
 */
export const BAND_RATIO_POWER = 0.75;

/**
 * The points the change of scoring adds to a week: what the expected stat line scores in `to` minus
 * what it scores in `from`, rounded to hundredths. 0 when the two scorings agree on every stat the
 * line has (kickers and D/ST between the presets, which differ only in points per reception).
 * @example scoringShift({ expectedLine: { receptions: 6 }, from: HALF_PPR, to: PPR }) // 3
 */
export function scoringShift(change: ScoringChange): number {
  return round2(
    fantasyPoints(change.expectedLine, change.to) - fantasyPoints(change.expectedLine, change.from),
  );
}

/**
 * How much wider (> 1) or narrower the band gets: the ratio of the expected line's points in `to`
 * and in `from`, to the power `BAND_RATIO_POWER`; 1 when either is not above 0.
 */
export function scoringBandScale(change: ScoringChange): number {
  const from = fantasyPoints(change.expectedLine, change.from);
  const to = fantasyPoints(change.expectedLine, change.to);
  return from > 0 && to > 0 ? (to / from) ** BAND_RATIO_POWER : 1;
}

/**
 * Projections made in one scoring, shown in another, by the player's expected stat line: the median
 * moves by `scoringShift` (the line's points in `to` minus in `from`), and the conservative and
 * aggressive numbers keep their place around it with their distances to it scaled by `scoringBandScale`
 * (a PPR band is wider than a half-PPR one, a standard one narrower), so the order holds. Rounded to
 * hundredths, as stored predictions are. `null` stays `null` (no number); without a median each
 * number just moves by the shift. No number that was 0 or more is taken below 0 (going under 0
 * takes a fumble or lost yards, which no change in the points per stat predicts). Other fields of
 * `projections` are kept as they are.
 * @example
 * projectionsInScoring(
 *   { conservative: 10, median: 15, aggressive: 22 }, // half-PPR
 *   { expectedLine: { receptions: 6, receivingYards: 70 }, from: HALF_PPR, to: PPR },
 * ); // median 15 + 3; the band × (13 / 10)^0.75 = 1.2175 around it: { conservative: 11.91, median: 18, aggressive: 26.52 }
 */
export function projectionsInScoring<P extends Projections>(projections: P, change: ScoringChange): P {
  const shift = scoringShift(change);
  const scale = scoringBandScale(change);
  if (shift === 0 && scale === 1) return projections;
  const { median } = projections;
  const place = (value: number | null): number | null => {
    if (value === null) return null;
    const moved = median === null ? value + shift : median + shift + scale * (value - median);
    return round2(value >= 0 ? Math.max(0, moved) : moved);
  };
  return {
    ...projections,
    conservative: place(projections.conservative),
    median: place(median),
    aggressive: place(projections.aggressive),
  } as P;
}
