import type { Store } from '../../ports/store.js';
import { openEmbeddedStore } from './embedded-store.js';

/** What picks and places the store: the server's `dataDir` and `mongodbUri` settings. */
export interface OpenStoreOptions {
  /** The embedded store's folder (used when `mongodbUri` is unset). */
  dataDir: string;
  /** `MONGODB_URI`: when set, the store is MongoDB. */
  mongodbUri: string | undefined;
}

/**
 * Opens the configured store: MongoDB when `mongodbUri` is set, else the embedded NeDB files
 * under `dataDir`.
 */
export async function openStore({ dataDir, mongodbUri }: OpenStoreOptions): Promise<Store> {
  if (!mongodbUri) return openEmbeddedStore({ dataDir });
  // The MongoDB driver is loaded only by the processes that use it.
  const { openMongoStore } = await import('./mongo-store.js');
  return openMongoStore({ uri: mongodbUri });
}
