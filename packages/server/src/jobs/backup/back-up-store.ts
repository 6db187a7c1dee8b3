import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Clock } from '../../ports/clock.js';
import { BackupError } from './backup-error.js';
import { collectionNamesOf } from './collection-names.js';
import { writeBackup } from './encode-backup.js';
import { openStoreAlone } from './open-store-alone.js';
import { documentPages } from './read-collections.js';

/** What `backUpStore` backs up, where to, and as which server version. */
export interface BackUpStoreOptions {
  /** The embedded store's data folder (DATA_DIR). */
  dataDir: string;
  /** The backup file to write. */
  out: string;
  /** Replace `out` when it exists (otherwise refused). */
  overwrite: boolean;
  /** The server's version, recorded in the header. */
  appVersion: string;
  /** When the snapshot is taken (recorded in the header). */
  clock: Clock;
}

/** What a backup wrote. */
export interface BackupSummary {
  file: string;
  createdAt: string;
  bytes: number;
  collections: { name: string; count: number }[];
}

/**
 * Writes a consistent snapshot of the embedded store to one file (format in `backup-format.ts`).
 * It opens the store itself, which locks the data folder: refused with a `BackupError` while the
 * server or another command runs on it (`store-in-use`), when the folder does not exist
 * (`no-data-folder`) or when `out` exists and `overwrite` is not set (`file-exists`). The file is
 * streamed (gzip) beside `out` and renamed into place, so `out` is never left half-written.
 */
export async function backUpStore(options: BackUpStoreOptions): Promise<BackupSummary> {
  const { dataDir, out } = options;
  if (!(await isFolder(dataDir))) {
    throw new BackupError('no-data-folder', `There is no data folder at ${dataDir}: check DATA_DIR.`);
  }
  if (!options.overwrite && (await stat(out).catch(() => undefined)) !== undefined) {
    throw new BackupError(
      'file-exists',
      `${out} exists already: choose another file, or add --force to replace it.`,
    );
  }
  const store = await openStoreAlone(dataDir, 'backup');
  await mkdir(dirname(out), { recursive: true });
  const partial = `${out}.partial-${process.pid}`;
  const createdAt = options.clock.now();
  try {
    const listed = await writeBackup(
      {
        appVersion: options.appVersion,
        createdAt,
        collections: await collectionNamesOf(dataDir),
        pages: (name) => documentPages(store, name),
      },
      partial,
    );
    await rename(partial, out);
    return {
      file: out,
      createdAt: createdAt.toISOString(),
      bytes: (await stat(out)).size,
      collections: listed.map(({ name, count }) => ({ name, count })),
    };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await store.close();
  }
}

async function isFolder(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() === true;
}
