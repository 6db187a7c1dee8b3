import type { Collection, Doc } from '../../ports/store.js';

/** What writing a set of documents did. */
export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** A JSON text of a value with object keys sorted, so equal documents give equal texts. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const CHUNK = 1000;
/** Updates in flight at once: the store runs a collection's writes one by one, this keeps it busy. */
const PARALLEL = 64;

/**
 * Stores documents by `_id` idempotently: new ids are inserted (one `insertMany` per chunk of 1000),
 * an existing document that differs is replaced field by field (`$set` of every field, `$unset` of
 * fields it no longer has), an equal one is left alone. Writing the same documents twice writes
 * nothing the second time.
 */
export async function writeDocuments<T extends Doc>(
  collection: Collection<T>,
  documents: readonly T[],
): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < documents.length; start += CHUNK) {
    const chunk = documents.slice(start, start + CHUNK);
    const ids = chunk.map((document) => document._id);
    const existing = new Map(
      (await collection.find({ _id: { $in: ids } } as never)).map((document) => [document._id, document]),
    );
    const inserts: T[] = [];
    const writes: Array<() => Promise<void>> = [];
    for (const document of chunk) {
      const stored = existing.get(document._id);
      if (stored === undefined) {
        inserts.push(document);
      } else if (canonical(stored) !== canonical(document)) {
        counts.updated += 1;
        const { _id, ...fields } = document;
        const gone = Object.keys(stored).filter((key) => key !== '_id' && !(key in fields));
        const unset = Object.fromEntries(gone.map((key) => [key, true]));
        writes.push(async () => {
          await collection.updateOne({ _id } as never, {
            $set: fields as never,
            ...(gone.length > 0 && { $unset: unset as never }),
          });
        });
      } else {
        counts.unchanged += 1;
      }
    }
    await collection.insertMany(inserts);
    counts.inserted += inserts.length;
    for (let from = 0; from < writes.length; from += PARALLEL) {
      await Promise.all(writes.slice(from, from + PARALLEL).map((write) => write()));
    }
  }
  return counts;
}
