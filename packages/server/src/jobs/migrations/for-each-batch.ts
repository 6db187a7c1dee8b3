import type { Collection, Doc, Filter } from '../../ports/store.js';

/**
 * Reads the documents of `collection` that match `filter` in batches of `batchSize`, in `_id`
 * order (each batch starts after the last `_id` of the one before, so documents the callback
 * changes, or that it leaves alone, are never read twice), and hands each batch to `each`, which
 * answers how many it changed. Answers the total changed.
 * @example
 * const unset = { filter: { scenarioCount: { $exists: false } }, batchSize: 500 };
 * const changed = await forEachBatch(teams, unset, async (batch) => {
 *   for (const team of batch) await teams.updateOne({ _id: team._id }, { $set: { scenarioCount: 0 } });
 *   return batch.length;
 * });
 */
export async function forEachBatch<T extends Doc>(
  collection: Collection<T>,
  { filter, batchSize }: { filter: Filter<T>; batchSize: number },
  each: (batch: T[]) => Promise<number>,
): Promise<number> {
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    const page: Filter<T> =
      after === undefined ? filter : ({ $and: [filter, { _id: { $gt: after } }] } as Filter<T>);
    const batch = await collection.find(page, { sort: { _id: 1 } as never, limit: batchSize });
    if (batch.length === 0) return changed;
    changed += await each(batch);
    after = batch[batch.length - 1]?._id;
    if (batch.length < batchSize) return changed;
  }
}
