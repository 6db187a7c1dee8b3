import { readdir } from 'node:fs/promises';
import { COLLECTIONS } from '../../ports/collections.js';
import { COLLECTION_NAME } from './backup-format.js';

const DATAFILE = /^(.+)\.db$/;

/**
 * The collections of an embedded data folder: every collection the server declares
 * (`COLLECTIONS`, in their order), then any other `<name>.db` datafile found in the folder (sorted),
 * so that a backup leaves nothing out, not even a collection this version does not know.
 */
export async function collectionNamesOf(dataDir: string): Promise<string[]> {
  const declared = Object.values(COLLECTIONS).map((collection) => collection.name);
  const known = new Set(declared);
  const extra = (await datafileNamesIn(dataDir)).filter((name) => !known.has(name));
  return [...declared, ...extra];
}

/**
 * The collections that have a datafile (`<name>.db`) in the folder, sorted: the only ones that can
 * hold documents. Reading just these leaves the folder as it was (the store creates a datafile for
 * any collection it opens).
 */
export async function datafileNamesIn(dataDir: string): Promise<string[]> {
  return (await readdir(dataDir))
    .map((file) => DATAFILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined && COLLECTION_NAME.test(name))
    .sort();
}
