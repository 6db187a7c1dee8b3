import type { Doc, Store } from '../ports/store.js';
import type { PlainObject } from '../store/document-values.js';
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
