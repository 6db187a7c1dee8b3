import type { QuantilePrediction } from './projection-model.js';

/** What a confidence is judged from. */
export interface ConfidenceInput {
  quantiles: QuantilePrediction;
  /** Games played in the recent window (up to 16). */
  recentGames: number;
  /** Whether the trained model made the numbers (a fallback is trusted less). */
  modelled: boolean;
}

/**
 * A 0–1 confidence: half from the history behind the numbers (games played, saturating at 8), half
 * from how narrow the P10–P90 band is against the median; a fallback projection is halved. Rounded
 * to 2 decimals.
 */
export function confidenceOf(input: ConfidenceInput): number {
  const { conservative, median, aggressive } = input.quantiles;
  const history = Math.min(1, input.recentGames / 8);
  const width = Math.max(0, aggressive - conservative);
  const sharpness = Math.max(0, median) / (Math.max(0, median) + width / 2 + 1);
  const value = (0.5 * history + 0.5 * sharpness) * (input.modelled ? 1 : 0.5);
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
