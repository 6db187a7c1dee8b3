import { readFile } from 'node:fs/promises';
import type { PlainObject } from '../../adapters/store/document-values.js';
import { COLLECTIONS, ensureIndexes } from '../../ports/collections.js';
import type { Doc, Store } from '../../ports/store.js';
import { BackupError } from './backup-error.js';
import type { CollectionDocuments, TBackupHeader } from './backup-format.js';
import { findUniqueKeyClash } from './check-unique-keys.js';
import { datafileNamesIn } from './collection-names.js';
import { decodeBackup } from './decode-backup.js';
import { openStoreAlone } from './open-store-alone.js';

/** What `restoreStore` restores, and into which store. */
export interface RestoreStoreOptions {
  /** The backup file. */
  file: string;
  /** The embedded store's data folder (DATA_DIR); created when missing. */
  dataDir: string;
  /** Replace a store that holds documents (otherwise refused). */
  force: boolean;
}

/** What a restore did. */
export interface RestoreSummary {
  file: string;
  dataDir: string;
  header: TBackupHeader;
  /** The collections that held documents before, which the restore emptied (`force` only). */
  replaced: { name: string; count: number }[];
  collections: { name: string; count: number }[];
}

/** Documents inserted at once: the embedded store appends them one by one, this keeps its queue fed. */
const BATCH = 200;

/**
 * Restores a backup into the embedded store: the store's collections end up holding exactly the
 * backup's documents, with every index (`ensureIndexes`). Everything is checked before the store is
 * touched: the whole file (`decodeBackup`: format, version, counts, checksums), that its documents
 * fit the store's unique indexes, that no other process holds the folder, and that the store is
 * empty unless `force` is set. Any refusal is a `BackupError` and leaves the store as it was. A
 * failure of the writes themselves (disk full) is a `restore-failed` error: run it again with `force`.
 */
export async function restoreStore(options: RestoreStoreOptions): Promise<RestoreSummary> {
  const { file, dataDir } = options;
  const backup = decodeBackup(await readFile(file), file);
  const clash = findUniqueKeyClash(backup.collections, Object.values(COLLECTIONS));
  if (clash !== undefined) {
    throw new BackupError(
      'damaged',
      `${file} cannot be restored: in the collection ${clash.collection}, the documents ` +
        `${clash.ids.map((id) => JSON.stringify(id)).join(' and ')} share a key of the unique index ` +
        `${clash.index}. Nothing was restored.`,
    );
  }
  const store = await openStoreAlone(dataDir, 'restore');
  try {
    const existing = await datafileNamesIn(dataDir);
    const held = await countsOf(store, existing);
    if (held.length > 0 && !options.force) {
      const listed = held.map(({ name, count }) => `${name}: ${count}`).join(', ');
      throw new BackupError(
        'store-not-empty',
        `The store in ${dataDir} is not empty (${listed}). Restore into an empty data folder (set ` +
          'DATA_DIR to a new one), or add --force to replace everything it holds with the backup.',
      );
    }
    await writeBackup(store, { emptied: existing, collections: backup.collections, dataDir });
    return {
      file,
      dataDir,
      header: backup.header,
      replaced: held,
      collections: backup.collections.map(({ name, documents }) => ({ name, count: documents.length })),
    };
  } finally {
    await store.close();
  }
}

/** The collections that hold documents, with how many. */
async function countsOf(store: Store, names: readonly string[]): Promise<{ name: string; count: number }[]> {
  const counts = [];
  for (const name of names) {
    const count = await store.collection<Doc>(name).countDocuments({});
    if (count > 0) counts.push({ name, count });
  }
  return counts;
}

/**
 * Empties the collections that have a datafile (`emptied`), then inserts the backup's documents,
 * indexes in place; a failure names `dataDir` as left holding part of the backup.
 */
async function writeBackup(
  store: Store,
  {
    emptied,
    collections,
    dataDir,
  }: { emptied: readonly string[]; collections: readonly CollectionDocuments[]; dataDir: string },
): Promise<void> {
  try {
    await ensureIndexes(store);
    for (const name of emptied) await store.collection<Doc>(name).deleteMany({});
    for (const { name, documents } of collections) {
      const collection = store.collection<Doc & PlainObject>(name);
      for (let start = 0; start < documents.length; start += BATCH) {
        await collection.insertMany(documents.slice(start, start + BATCH) as (Doc & PlainObject)[]);
      }
    }
  } catch (error) {
    throw new BackupError(
      'restore-failed',
      `The restore failed part way (${(error as Error).message}): the store in ${dataDir} now holds ` +
        'part of the backup. Fix the cause, then run lineup-server restore again with --force.',
      { cause: error },
    );
  }
}
