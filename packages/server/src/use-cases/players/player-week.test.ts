import { PPR } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { receiverPrediction } from '../../../test/support/receiver-prediction.js';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';
import type { PlayerRecord } from '../../records/player-record.js';
import { playerWeekFacts, type WeekRecords } from './player-week.js';

const player: PlayerRecord = {
  _id: 'wr-1',
  playerName: 'Receiver One',
  teamName: 'BUF',
  position: 'WR',
  published: { season: 2024, week: 5, demo: false },
};

const recordsWith = (doc: ModelPredictionDoc): WeekRecords => ({
  at: { season: 2024, week: 5, injuries: { season: 2024, week: 5 } },
  predictions: new Map([['wr-1', doc]]),
  reports: new Map(),
});

describe("playerWeekFacts in a league's scoring", () => {
  const records = recordsWith(
    receiverPrediction({ expected_line: { receptions: 6, receivingYards: 70 }, scoring: 'half-ppr' }),
  );

  it("shows the model's own numbers without a scoring, and the league's with one (+0.5 a catch in PPR)", () => {
    // 10 half-PPR points expected, 13 in PPR: median 11 + 3, band × (13 / 10)^0.75 = 1.2175.
    expect(playerWeekFacts(player, records).projections).toEqual({
      conservative: 6,
      median: 11,
      aggressive: 18,
    });
    expect(playerWeekFacts(player, records, PPR).projections).toEqual({
      conservative: 7.91,
      median: 14,
      aggressive: 22.52,
    });
  });

  it('serves a prediction stored without an expected line as stored, in every scoring', () => {
    const old = recordsWith(receiverPrediction({}));
    expect(playerWeekFacts(player, old, PPR).projections).toEqual({
      conservative: 6,
      median: 11,
      aggressive: 18,
    });
  });
});
