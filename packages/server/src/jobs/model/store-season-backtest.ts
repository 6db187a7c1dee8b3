import { modelCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { ModelDoc, SeasonBacktestRecord } from '../../records/model-record.js';

/**
 * A model's season back-tests with `backtest` in them: the one of the same season replaced, the
 * others kept, oldest season first.
 */
function withSeasonBacktest(
  seasons: readonly SeasonBacktestRecord[] | undefined,
  backtest: SeasonBacktestRecord,
): SeasonBacktestRecord[] {
  return [...(seasons ?? []).filter((kept) => kept.season !== backtest.season), backtest].sort(
    (a, b) => a.season - b.season,
  );
}

/** The model the product uses (`active`), or `null` before any training. */
export async function findActiveModel(store: Store): Promise<ModelDoc | null> {
  return modelCollections(store).models.findOne({ active: true });
}

/**
 * Writes a season's back-test onto the record of model `modelId` (`model backtest --store`): a
 * back-test of the same season is replaced, those of other seasons are kept. Answers the seasons
 * the record then holds, or `null` when no model has that id.
 */
export async function storeSeasonBacktest(
  store: Store,
  modelId: string,
  backtest: SeasonBacktestRecord,
): Promise<number[] | null> {
  const { models } = modelCollections(store);
  const doc = await models.findOne({ _id: modelId });
  if (!doc) return null;
  const backtestSeasons = withSeasonBacktest(doc.backtestSeasons, backtest);
  await models.updateOne({ _id: modelId }, { $set: { backtestSeasons } });
  return backtestSeasons.map((kept) => kept.season);
}
