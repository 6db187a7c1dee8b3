import { getOwn } from '../../adapters/store/document-values.js';
import type { CollectionDocuments } from './backup-format.js';

/** What this check reads of a declared collection (`COLLECTIONS`' entries are such). */
export interface UniqueIndexesOf {
  readonly name: string;
  readonly indexes: readonly { name: string; fields: readonly string[]; unique?: boolean }[];
}

/** Two documents of a backup that a unique index of the store would not hold together. */
export interface UniqueKeyClash {
  collection: string;
  index: string;
  /** The `_id`s of the two documents. */
  ids: [string, string];
}

/**
 * The first pair of documents that would break one of the store's unique indexes (its declared
 * `specs`), so a restore can refuse the file before it writes anything rather than fail half way.
 * A field a document lacks counts as `null`, as MongoDB and NeDB index it.
 */
export function findUniqueKeyClash(
  collections: readonly CollectionDocuments[],
  specs: readonly UniqueIndexesOf[],
): UniqueKeyClash | undefined {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  for (const { name, documents } of collections) {
    for (const index of byName.get(name)?.indexes ?? []) {
      if (index.unique !== true) continue;
      const seen = new Map<string, string>();
      for (const document of documents) {
        const key = JSON.stringify(index.fields.map((field) => getOwn(document, field) ?? null));
        const id = String(document._id);
        const other = seen.get(key);
        if (other !== undefined) return { collection: name, index: index.name, ids: [other, id] };
        seen.set(key, id);
      }
    }
  }
  return undefined;
}
