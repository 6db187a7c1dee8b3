import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import { openEmbeddedStore } from './embedded-store.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lineup-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A process id that no longer runs: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('lockDataDir (regression: two processes on one DATA_DIR lost data)', () => {
  it('refuses a second holder while the first holds the folder, naming it, and frees it on release', async () => {
    const release = await lockDataDir(dir);
    const error = await lockDataDir(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect(String(error)).toContain(`in use by process ${process.pid} on ${hostname()}`);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over a lock left by a process that has stopped', async () => {
    await writeFile(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: await deadPid(), host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it("never takes another machine's lock (a shared disk)", async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'other-host', startedAt: 'x' }));
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process 1 on other-host/);
  });

  it('lets only one of many openers in at once, never reading a lock being written as a stale one (regression)', async () => {
    for (let round = 0; round < 25; round++) {
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(dir)));
      const held = results.filter((r) => r.status === 'fulfilled');
      expect(held).toHaveLength(1);
      await (held[0] as PromiseFulfilledResult<() => Promise<void>>).value();
    }
    // Nothing is left behind but the folder's own files: each opener's written copy is removed.
    expect((await readdir(dir)).filter((name) => name.startsWith(LOCK_FILE))).toEqual([]);
  });

  it('is held by the embedded store while it is open', async () => {
    const store = await openEmbeddedStore({ dataDir: dir });
    await expect(openEmbeddedStore({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await store.close();
    const reopened = await openEmbeddedStore({ dataDir: dir });
    await reopened.close();
  });
});
