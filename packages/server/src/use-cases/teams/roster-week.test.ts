import { emptyLineup, PPR, setSlot } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiverPrediction } from '../../../test/support/receiver-prediction.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { COLLECTIONS, modelCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { PlayerRef } from '../../records/team-record.js';
import { readRostersWeek, readRosterWeek } from './roster-week.js';

const AT = { season: 2024, week: 5, injuries: { season: 2024, week: 5 } } as const;
const receiver: PlayerRef = { _id: 'wr-1', playerName: 'Receiver One', teamName: 'BUF', position: 'WR' };

/** Receiver One's week-5 prediction: half-PPR, 6 catches and 70 yards expected (10 half-PPR points, 13 PPR). */
const prediction = receiverPrediction({
  expected_line: { receptions: 6, receivingYards: 70 },
  scoring: 'half-ppr',
});

describe("readRosterWeek in a team's league scoring", () => {
  let store: Store;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ store, remove } = await openTempStore());
    await COLLECTIONS.players
      .of(store)
      .insertOne({ ...receiver, published: { season: 2024, week: 5, demo: false } });
    await modelCollections(store).predictions.insertOne(prediction);
  });
  afterAll(async () => {
    await remove();
  });

  const roster = { lineup: setSlot(emptyLineup<PlayerRef>(), 'WR1', receiver), bench: [] };

  it("reads the model's own numbers without a scoring, exactly as stored", async () => {
    const week = await readRosterWeek({ store }, roster, { at: AT });
    expect(week.facts(receiver)?.projections).toEqual(prediction.raw);
    expect(week.pointsIn('median')(receiver)).toBe(11);
  });

  it("reads the league's numbers with one, for one roster or several", async () => {
    // Median 11 + 3; band × (13 / 10)^0.75 = 1.2175 around it.
    const expected = { conservative: 7.91, median: 14, aggressive: 22.52 };
    const week = await readRosterWeek({ store }, roster, { at: AT, scoring: PPR });
    expect(week.facts(receiver)?.projections).toEqual(expected);
    expect(week.pointsIn('median')(receiver)).toBe(14);
    const both = await readRostersWeek({ store }, [roster, roster], { at: AT, scoring: PPR });
    expect(both.facts(receiver)?.projections).toEqual(expected);
  });
});
