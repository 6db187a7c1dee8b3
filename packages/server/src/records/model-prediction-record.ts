import type { StatLineInput, WeeklyPrediction } from '@lineup-lab/core';

/**
 * One player's prediction for one week (collection `model_predictions`), as the admin Weekly ML tab
 * reads it: the fields of core's `ZWeeklyPrediction` (spec names), plus the game facts users see and
 * the model document's id.
 * `_id` is `<season>:<week>:<player_id>`.
 */
export interface ModelPredictionDoc extends WeeklyPrediction {
  model_id: string;
  /**
   * The quantiles as if the player plays: `conservative`/`median`/`aggressive` are 0 on a bye or for
   * a player ruled OUT, these are not (what the projections call shows beside its 0 points).
   */
  raw: { conservative: number; median: number; aggressive: number };
  is_home: boolean | null;
  kickoff: string | null;
  bye_week: number | null;
  is_bye: boolean;
  /**
   * The player's expected stat line for the week (the engine's `expectedLine`: the recency-weighted
   * mean of his earlier lines), `null` when he has no earlier week. With `scoring`, it moves `raw`
   * into a league's scoring (`predictionInScoring`). Absent on documents stored before it existed.
   */
  expected_line?: StatLineInput | null;
  /**
   * The scoring the numbers are in: the model's `target` (`half-ppr`, `ppr`, `standard`, or
   * `reported`, NFL.com's own, which no league scoring can be worked out from). Absent on documents
   * stored before it existed: those are served as stored, in every league.
   */
  scoring?: string;
}
