import {
  type Projections,
  projectionsInScoring,
  SCORING_PRESETS,
  type ScoringPreset,
  type ScoringSettings,
} from '@lineup-lab/core';
import type { ModelPredictionDoc } from './model-documents.js';

/** The preset a stored prediction's numbers are in, or `undefined` (`reported`, or a document without it). */
function presetOf(scoring: string | undefined): ScoringSettings | undefined {
  return scoring !== undefined && Object.hasOwn(SCORING_PRESETS, scoring)
    ? SCORING_PRESETS[scoring as ScoringPreset]
    : undefined;
}

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
  const from = presetOf(prediction.scoring);
  if (!scoring || !from || !prediction.expected_line) return prediction.raw;
  return projectionsInScoring(prediction.raw, { expectedLine: prediction.expected_line, from, to: scoring });
}
