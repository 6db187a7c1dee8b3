import type { PlainObject } from '../../adapters/store/document-values.js';
import type { Doc, Store } from '../../ports/store.js';
import type { CollectionDocuments } from './backup-format.js';

/**
 * Every document of the named collections, each collection sorted by `_id` (so the same content
 * always makes the same backup). Consistent only while nothing else writes: `openStoreAlone` holds
 * the data folder for that.
 */
export async function readCollections(
  store: Store,
  names: readonly string[],
): Promise<CollectionDocuments[]> {
  const collections: CollectionDocuments[] = [];
  for (const name of names) {
    const documents = await store.collection<Doc & PlainObject>(name).find({}, { sort: { _id: 1 } });
    collections.push({ name, documents });
  }
  return collections;
}

/** Documents per page of `documentPages`. */
const PAGE_SIZE = 1_000;

/**
 * A collection's documents in pages of 1,000, in `_id` order, each page found after the last `_id`
 * of the one before: a backup holds one page at a time. Consistent only while nothing else writes.
 */
export async function* documentPages(store: Store, name: string): AsyncGenerator<PlainObject[]> {
  const collection = store.collection<Doc & PlainObject>(name);
  let last: string | undefined;
  for (;;) {
    const filter = last === undefined ? {} : { _id: { $gt: last } };
    const page = await collection.find(filter, { sort: { _id: 1 }, limit: PAGE_SIZE });
    if (page.length > 0) yield page;
    if (page.length < PAGE_SIZE) return;
    last = page[page.length - 1]?._id;
  }
}
