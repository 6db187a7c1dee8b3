import { COLLECTIONS, modelCollections } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { TEST_PLAYERS } from '../support/players.js';
import { PLAN_WEEK, predictionOf } from '../support/week-fixtures.js';
import { modelDoc } from './todays-store.js';

/**
 * Writes into `store` a few documents as today's main writes them, without versions: catalogue
 * players, a model and three of its predictions stored before predictions named their scoring.
 * Answers how many predictions lack `scoring`.
 */
export async function writeUnversionedDocuments(store: Store): Promise<number> {
  for (const player of TEST_PLAYERS.slice(0, 3)) await COLLECTIONS.players.of(store).insertOne(player);
  const { models, predictions } = modelCollections(store);
  await models.insertOne(modelDoc('gbm-quantile@test', 'ppr'));
  for (const player of TEST_PLAYERS.slice(0, 3))
    await predictions.insertOne(predictionOf(player._id, PLAN_WEEK));
  return 3;
}
