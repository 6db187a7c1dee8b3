import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { forEachBatch } from './for-each-batch.js';
import type { Migration } from './migration.js';

/** The scoring each stored model predicts (its `target`), by model id. */
async function targetsOf(store: Store): Promise<Map<string, string>> {
  const models = await COLLECTIONS.models.of(store).find({}, { projection: { target: 1 } });
  return new Map(models.map((model) => [model._id, model.target]));
}

/** Predictions without `scoring` whose model is still stored (the others cannot be told theirs). */
const unnamed = (targets: ReadonlyMap<string, string>) => ({
  scoring: { $exists: false },
  model_id: { $in: [...targets.keys()] },
});

/**
 * Predictions stored before they named their scoring get their model's `target`, as `trainModels`
 * writes it now (model_predictions 1 → 2). Those of a model no longer stored are left without it
 * (served as stored, as before). What users see does not change: a prediction is moved into a
 * league's scoring only with its `expected_line` too, which these older documents lack; the
 * documents now say which scoring their numbers are in.
 */
export const predictionsNameTheirScoring: Migration = {
  id: '0002-predictions-name-their-scoring',
  summary: "predictions stored without `scoring` get their model's target",
  collections: [COLLECTIONS.modelPredictions.name],
  from: 1,
  to: 2,
  async count(store) {
    const targets = await targetsOf(store);
    if (targets.size === 0) return 0;
    return COLLECTIONS.modelPredictions.of(store).countDocuments(unnamed(targets));
  },
  async up({ store, batchSize, afterBatch }) {
    const targets = await targetsOf(store);
    if (targets.size === 0) return 0;
    const predictions = COLLECTIONS.modelPredictions.of(store);
    return forEachBatch(predictions, { filter: unnamed(targets), batchSize }, async (batch) => {
      let changed = 0;
      for (const prediction of batch) {
        const scoring = targets.get(prediction.model_id);
        if (scoring === undefined) continue;
        const result = await predictions.updateOne(
          { _id: prediction._id, scoring: { $exists: false } },
          { $set: { scoring } },
        );
        changed += result.modifiedCount;
      }
      await afterBatch();
      return changed;
    });
  },
};
