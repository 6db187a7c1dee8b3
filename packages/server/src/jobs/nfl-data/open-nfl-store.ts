import { openStore } from '../../adapters/store/open-store.js';
import type { ServerConfig } from '../../config.js';
import { ensureIndexes } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';

/**
 * Opens the configured store for a data or model command, with every index in place. The embedded
 * store allows one process per data folder: stop the server before importing into its DATA_DIR.
 */
export async function openNflStore(config: ServerConfig): Promise<Store> {
  const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  try {
    await ensureIndexes(store);
    return store;
  } catch (error) {
    await store.close();
    throw error;
  }
}
