import { type Doc, DuplicateKeyError, type Store } from '../ports/store.js';

/** The collection that holds the identity provider's signing keys and cookie keys. */
export const IDENTITY_KEYS_COLLECTION = 'identity_keys';

interface SecretDoc<T> extends Doc {
  keys: T[];
  createdAt: string;
}

/**
 * The key list stored under `id`, created with `create()` when there is none yet. When several
 * processes start at once, the first insert wins and the others read what it stored, so every
 * process ends up with the same keys.
 */
export async function loadOrCreateKeys<T>(
  store: Store,
  id: string,
  create: () => Promise<T[]>,
  now: string,
): Promise<T[]> {
  const collection = store.collection<SecretDoc<T>>(IDENTITY_KEYS_COLLECTION);
  const existing = await collection.findOne({ _id: id });
  if (existing && existing.keys.length > 0) return existing.keys;
  const keys = await create();
  try {
    await collection.insertOne({ _id: id, keys, createdAt: now });
    return keys;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    const winner = await collection.findOne({ _id: id });
    if (!winner) throw error;
    return winner.keys;
  }
}
