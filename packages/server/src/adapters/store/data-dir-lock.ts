import { randomUUID } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file of a data folder: who holds it. */
interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** The data folder is held by another running process: the message names it. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export const LOCK_FILE = 'lineup-lab.lock';

/** Whether a process with this id runs on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/**
 * Takes a data folder for this process alone: `lineup-lab.lock` (this process, this machine, when)
 * appears whole or not at all, as a hard link to a file already written, so two openers can never
 * both hold it and none reads a half-written lock as a stale one. A lock left by a process that no
 * longer runs on this machine (or an unreadable one) is taken over; one held by a running process,
 * or by another machine (a shared disk), is refused with a `DataDirLockedError` that names it.
 * Answers the release.
 * @example
 * const release = await lockDataDir('/var/lib/lineup-lab');
 * try { … } finally { await release(); }
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const written = `${path}.${process.pid}.${randomUUID()}`;
  await writeFile(written, JSON.stringify(me), { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(written, path);
        return () => rm(path, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = await readOwner(path);
      const stale = owner !== null && owner.host === me.host && !isRunning(owner.pid);
      if (owner && !stale) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by process ${owner.pid} on ${owner.host} (since ${owner.startedAt}). ` +
            'Stop that process first (the server, or a lineup-server data or model command), or set DATA_DIR to another folder.',
        );
      }
      // Left behind by a process that has stopped (or unreadable): take it over.
      await rm(path, { force: true });
    }
  } finally {
    await rm(written, { force: true });
  }
  throw new DataDirLockedError(`The data folder ${dataDir} is being locked by another process right now.`);
}
