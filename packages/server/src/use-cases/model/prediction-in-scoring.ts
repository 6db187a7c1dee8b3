import {
  type Projections,
  projectionsInScoring,
  resolveScoring,
  type ScoringFormat,
  type ScoringSettings,
} from '@lineup-lab/core';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';

/**
 * A stored prediction's raw numbers (as if the player plays) in a league's scoring: moved from the
 * model's scoring by the player's expected stat line (core's `projectionsInScoring`). Served as
 * stored when `scoring` is not given (the model's own scoring), and when the document cannot be
 * moved: one stored before predictions carried `expected_line` and `scoring`, one of a model
 * trained on the source's reported points (`reported`: no scoring to move from), or a player
 * without an earlier week (`expected_line: null`).
 */
export function predictionInScoring(
  prediction: Pick<ModelPredictionDoc, 'raw' | 'expected_line' | 'scoring'>,
  scoring?: ScoringSettings,
): Projections {
  if (!scoring || prediction.scoring === undefined || !prediction.expected_line) return prediction.raw;
  // The preset the stored numbers are in; `reported` (NFL.com's own points) is none.
  const from = resolveScoring(prediction.scoring as ScoringFormat);
  if (!from.ok) return prediction.raw;
  return projectionsInScoring(prediction.raw, {
    expectedLine: prediction.expected_line,
    from: from.value,
    to: scoring,
  });
}
