import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataDirLockedError, LOCK_FILE } from '../../adapters/store/data-dir-lock.js';
import { openEmbeddedStore } from '../../adapters/store/embedded-store.js';
import type { Store } from '../../ports/store.js';
import { BackupError } from './backup-error.js';

/** What is about to be done with the folder, for the message when another process holds it. */
export type StoreTask = 'backup' | 'restore';

const WHY: Record<StoreTask, string> = {
  backup: 'A backup reads the data folder alone, so that it is a consistent snapshot.',
  restore: 'A restore replaces what the data folder holds, so nothing else may have it open.',
};

/**
 * Opens the embedded store in `dataDir` for a backup or a restore, which takes the folder's lock:
 * while the server (or another lineup-server command) runs on it, the task is refused with a
 * `BackupError` (`store-in-use`) naming that process, and the folder is left as it was.
 */
export async function openStoreAlone(dataDir: string, task: StoreTask): Promise<Store> {
  try {
    return await openEmbeddedStore({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const holder = await describeHolder(dataDir);
    throw new BackupError(
      'store-in-use',
      `The server (or another lineup-server command) is running on ${dataDir}${holder}: stop it first, ` +
        `then run lineup-server ${task} again. ${WHY[task]}`,
      { cause: error },
    );
  }
}

/** ` (process 123 on host, since …)` from the folder's lock file, or nothing when it cannot be read. */
async function describeHolder(dataDir: string): Promise<string> {
  try {
    const owner = JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8')) as Record<string, unknown>;
    return ` (process ${String(owner.pid)} on ${String(owner.host)}, since ${String(owner.startedAt)})`;
  } catch {
    return '';
  }
}
