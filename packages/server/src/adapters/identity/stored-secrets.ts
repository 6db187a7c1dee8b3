import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError, type Store } from '../../ports/store.js';

/**
 * The key list stored under `id`, created with `create()` when there is none yet. When several
 * processes start at once, the first insert wins and the others read what it stored, so every
 * process ends up with the same keys.
 */
export async function loadOrCreateKeys<T>(options: {
  store: Store;
  id: string;
  create: () => Promise<T[]>;
  now: string;
}): Promise<T[]> {
  const { store, id, create, now } = options;
  const collection = COLLECTIONS.identityKeys.of(store);
  const existing = await collection.findOne({ _id: id });
  if (existing && existing.keys.length > 0) return existing.keys as T[];
  const keys = await create();
  try {
    await collection.insertOne({ _id: id, keys, createdAt: now });
    return keys;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    const winner = await collection.findOne({ _id: id });
    if (!winner) throw error;
    return winner.keys as T[];
  }
}
