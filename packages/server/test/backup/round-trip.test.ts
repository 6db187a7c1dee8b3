import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { COLLECTIONS, ensureIndexes } from '../../src/ports/collections.js';
import { DuplicateKeyError } from '../../src/ports/store.js';
import { runLineupServer } from '../support/run-command.js';
import { seedEveryCollection, UNDECLARED } from './seed-every-collection.js';
import { documentsIn } from './store-contents.js';

const SNAPSHOT_AT = '2025-10-11T09:00:00.000Z';
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lineup-backup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** `lineup-server …` on a data folder, at a fixed time. */
const run = (args: string[], dataDir: string) =>
  runLineupServer(args, { DATA_DIR: dataDir, LINEUP_NOW: SNAPSHOT_AT });

describe('lineup-server backup, then restore into a fresh folder', () => {
  it('restores every collection document for document, Dates included, with the unique indexes', {
    timeout: 120_000,
  }, async () => {
    const source = join(root, 'source');
    const store = await openEmbeddedStore({ dataDir: source });
    await ensureIndexes(store);
    await seedEveryCollection(store);
    await store.close();
    const before = await documentsIn(source);
    for (const name of [
      'users',
      'teams',
      'team_versions',
      'scenarios',
      'entitlements',
      'billing_events',
      'injury_reports',
      'admin_audit',
      'models',
      'model_predictions',
      'leagues',
      'players',
      UNDECLARED,
    ]) {
      expect(before[name]?.length, name).toBeGreaterThan(0);
    }

    const file = join(root, 'backups', 'season.backup.gz');
    const backup = await run(['backup', '--out', file], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const total = Object.values(before).reduce((sum, documents) => sum + documents.length, 0);
    expect(backup.stdout).toContain(`Backed up ${total} documents`);
    expect(backup.stdout).toContain('snapshot of 2025-10-11T09:00:'); // LINEUP_NOW's clock runs on
    const header = JSON.parse(
      gunzipSync(await readFile(file))
        .toString('utf8')
        .split('\n')[0] ?? '',
    );
    expect(header).toMatchObject({
      format: 'lineup-lab-backup',
      version: 1,
      store: 'embedded',
    });
    expect(Date.parse(header.createdAt) - Date.parse(SNAPSHOT_AT)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(header.createdAt) - Date.parse(SNAPSHOT_AT)).toBeLessThan(60_000);
    expect(header.collections).toContainEqual(
      expect.objectContaining({ name: 'users', count: before.users?.length }),
    );
    expect(header.collections).toContainEqual(expect.objectContaining({ name: UNDECLARED, count: 1 }));

    const target = join(root, 'target');
    const restore = await run(['restore', file], target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${total} documents`);

    const after = await documentsIn(target);
    expect(after).toEqual(before);
    expect(after[UNDECLARED]?.[0]?.at).toEqual(new Date('2025-10-10T12:30:00.000Z'));

    // The restored datafiles carry their unique indexes: a second user with Ann's subject is refused.
    const restored = await openEmbeddedStore({ dataDir: target });
    try {
      const [ann] = after.users ?? [];
      const copy = { ...(ann as never as Record<string, unknown>), _id: 'another-id' };
      await expect(COLLECTIONS.users.of(restored).insertOne(copy as never)).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    } finally {
      await restored.close();
    }
  });

  it('restores a backup of an empty store as an empty store', { timeout: 120_000 }, async () => {
    const empty = join(root, 'empty');
    const store = await openEmbeddedStore({ dataDir: empty });
    await ensureIndexes(store);
    await store.close();
    const file = join(root, 'empty.backup.gz');
    const backup = await run(['backup', '--out', file, '--json'], empty);
    expect(backup.code).toBe(0);
    const summary = JSON.parse(backup.stdout);
    expect(summary.collections.length).toBe(Object.keys(COLLECTIONS).length);
    expect(summary.collections.every((c: { count: number }) => c.count === 0)).toBe(true);

    const target = join(root, 'empty-target');
    const restore = await run(['restore', file], target);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Restored 0 documents');
    expect(await documentsIn(target)).toEqual({});
  });
});
