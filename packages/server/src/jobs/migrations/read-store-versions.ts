import { COLLECTIONS } from '../../ports/collections.js';
import type { Doc, Store } from '../../ports/store.js';
import type { SchemaVersionRecord } from '../../records/schema-version-record.js';
import type { StoreVersions } from './plan-migrations.js';

/** The store's version records by collection, and which of `collections` have none and no documents. */
export async function readStoreVersions(
  store: Store,
  collections: Iterable<string>,
): Promise<StoreVersions & { records: ReadonlyMap<string, SchemaVersionRecord> }> {
  const records = new Map(
    (await COLLECTIONS.schemaVersions.of(store).find({})).map((record) => [record._id, record]),
  );
  const empty = new Set<string>();
  for (const name of collections) {
    if (records.has(name)) continue;
    const any = await store.collection<Doc>(name).find({}, { limit: 1, projection: { _id: 1 } });
    if (any.length === 0) empty.add(name);
  }
  const recorded = new Map([...records].map(([name, record]) => [name, record.version]));
  return { records, recorded, empty };
}
