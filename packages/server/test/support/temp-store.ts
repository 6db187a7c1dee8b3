import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { ensureIndexes } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';

/** A fresh embedded store in a temp folder with every index (as at start); `remove` closes it and deletes the folder. */
export async function openTempStore(): Promise<{ store: Store; dataDir: string; remove(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lineup-nfl-'));
  const store = await openEmbeddedStore({ dataDir });
  await ensureIndexes(store);
  return {
    store,
    dataDir,
    remove: async () => {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fixture file of this test folder's `../fixtures/nfl`. */
export const fixture = (name: string) => new URL(`../../test/fixtures/nfl/${name}`, import.meta.url).pathname;
