import type { MlStatusResponse } from '@lineup-lab/core';
import { modelCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';

/**
 * The ML status (`GET /api/ml/status`) from the `models` collection: the active model's name, the
 * names of every stored model, the active model's feature columns, whether it has a scaling, and its
 * version and training date. Before any training: no model, empty lists, `metadata` `null`.
 */
export async function getMlStatus(store: Store): Promise<MlStatusResponse> {
  const { models } = modelCollections(store);
  const all = await models.find({}, { sort: { trainedAt: -1 } });
  const active = all.find((doc) => doc.active) ?? null;
  return {
    best_model_name: active?.name ?? null,
    loaded_models: [...new Set(all.map((doc) => doc.name))],
    feature_columns: active?.featureColumns ?? [],
    has_scaler: active !== null && active.scaling.mean.length > 0,
    metadata: active ? { version: active.version, trained_at: active.trainedAt } : null,
  };
}
