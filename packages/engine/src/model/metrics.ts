/**
 * Accuracy measures of a back-test. Each takes the outcomes and the predictions as parallel arrays
 * and returns 0 for empty input.
 */

/** Mean absolute error: the mean of |outcome − prediction|. */
export function meanAbsoluteError(outcomes: ArrayLike<number>, predictions: ArrayLike<number>): number {
  if (outcomes.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < outcomes.length; i += 1) sum += Math.abs((outcomes[i] ?? 0) - (predictions[i] ?? 0));
  return sum / outcomes.length;
}

/**
 * Mean pinball (quantile) loss of predictions of the `alpha` quantile: α·(y − q) when the outcome is
 * above the prediction, (1 − α)·(q − y) when below. At α = 0.5 it is half the MAE.
 */
export function pinballLoss(
  outcomes: ArrayLike<number>,
  predictions: ArrayLike<number>,
  alpha: number,
): number {
  if (outcomes.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < outcomes.length; i += 1) {
    const diff = (outcomes[i] ?? 0) - (predictions[i] ?? 0);
    sum += diff >= 0 ? alpha * diff : (alpha - 1) * diff;
  }
  return sum / outcomes.length;
}

/** The share (0–1) of outcomes inside their band, ends included. */
export function bandCoverage(
  outcomes: ArrayLike<number>,
  lower: ArrayLike<number>,
  upper: ArrayLike<number>,
): number {
  if (outcomes.length === 0) return 0;
  let inside = 0;
  for (let i = 0; i < outcomes.length; i += 1) {
    const y = outcomes[i] ?? 0;
    if (y >= (lower[i] ?? 0) && y <= (upper[i] ?? 0)) inside += 1;
  }
  return inside / outcomes.length;
}
