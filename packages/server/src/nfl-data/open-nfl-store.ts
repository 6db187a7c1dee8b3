import type { ServerConfig } from '../config.js';
import type { Store } from '../ports/store.js';
import { openStore } from '../store/open-store.js';
import { ensureNflIndexes } from './collections.js';

/**
 * Opens the configured store for a data command, with the NFL indexes in place. The embedded store
 * allows one process per data folder: stop the server before importing into its DATA_DIR.
 */
export async function openNflStore(config: ServerConfig): Promise<Store> {
  const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  try {
    await ensureNflIndexes(store);
    return store;
  } catch (error) {
    await store.close();
    throw error;
  }
}
