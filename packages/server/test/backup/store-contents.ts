import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlainObject } from '../../src/adapters/store/document-values.js';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { collectionNamesOf } from '../../src/jobs/backup/collection-names.js';
import { readCollections } from '../../src/jobs/backup/read-collections.js';
import type { Store } from '../../src/ports/store.js';

/** Every collection of a store with its documents (sorted by `_id`), empty ones left out. */
export async function documentsOf(store: Store, dataDir: string): Promise<Record<string, PlainObject[]>> {
  const collections = await readCollections(store, await collectionNamesOf(dataDir));
  return Object.fromEntries(
    collections
      .filter(({ documents }) => documents.length > 0)
      .map(({ name, documents }) => [name, documents]),
  );
}

/** `documentsOf` a data folder no process holds: opened, read, closed. */
export async function documentsIn(dataDir: string): Promise<Record<string, PlainObject[]>> {
  const store = await openEmbeddedStore({ dataDir });
  try {
    return await documentsOf(store, dataDir);
  } finally {
    await store.close();
  }
}

/** The bytes of every file in a folder, by name: to show a refusal changed nothing at all. */
export async function filesIn(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir)).sort();
  const files: Record<string, string> = {};
  for (const name of names) files[name] = (await readFile(join(dir, name))).toString('base64');
  return files;
}
