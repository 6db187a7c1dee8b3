import type { ModelPredictionDoc } from '../../src/records/model-prediction-record.js';

/**
 * Receiver One (`wr-1`, WR, BUF) predicted for week 5 of 2024: 6 / 11 / 18 as if he plays, as a model
 * stores it, with `extra` on top (an expected stat line and the model's scoring, for the tests of
 * projections in a league's scoring).
 */
export function receiverPrediction(extra: Partial<ModelPredictionDoc> = {}): ModelPredictionDoc {
  return {
    _id: '2024:5:wr-1',
    player_id: 'wr-1',
    player_name: 'Receiver One',
    position: 'WR',
    team: 'BUF',
    opponent_team: 'MIA',
    archetype: null,
    matchup_favorability: null,
    defense_ranking: null,
    conservative: 6,
    median: 11,
    aggressive: 18,
    confidence: 0.6,
    model_used: 'gbm',
    injury: null,
    week: 5,
    season: 2024,
    model_id: 'gbm@1',
    raw: { conservative: 6, median: 11, aggressive: 18 },
    is_home: true,
    kickoff: null,
    bye_week: 12,
    is_bye: false,
    ...extra,
  };
}
