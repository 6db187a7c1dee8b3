import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { backUpStore } from '../../src/jobs/backup/back-up-store.js';
import { COLLECTIONS, ensureIndexes } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { runLineupServer } from '../support/run-command.js';
import { seedEveryCollection } from './seed-every-collection.js';
import { documentsIn, documentsOf, filesIn } from './store-contents.js';

const TIMEOUT = { timeout: 120_000 };
let root: string;
/** A store holding one user, which each refused restore must leave exactly as it is. */
let target: string;
/** A good backup of a seeded store, and its bytes. */
let good: string;
let goodBytes: Buffer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lineup-backup-refusals-'));
  const source = join(root, 'source');
  const seeded = await openEmbeddedStore({ dataDir: source });
  await ensureIndexes(seeded);
  await seedEveryCollection(seeded);
  await seeded.close();
  good = join(root, 'good.backup.gz');
  await backUpStore({
    dataDir: source,
    out: good,
    overwrite: false,
    appVersion: '0.1.0',
    clock: { now: () => new Date('2025-10-11T09:00:00.000Z') },
  });
  goodBytes = await readFile(good);

  target = join(root, 'target');
  const store = await openEmbeddedStore({ dataDir: target });
  await ensureIndexes(store);
  await COLLECTIONS.waitlist.of(store).insertOne({
    _id: 'w1',
    email: 'keep@example.com',
    signupDate: '2025-09-01T00:00:00.000Z',
    source: 'landing',
  });
  await store.close();
}, 120_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const restore = (file: string, ...flags: string[]) =>
  runLineupServer(['restore', file, ...flags], { DATA_DIR: target });

/** Writes a bad backup, restores it with --force, and expects the refusal and not one byte changed. */
async function expectRefused(name: string, bytes: Uint8Array, message: RegExp): Promise<void> {
  const file = join(root, name);
  await writeFile(file, bytes);
  const before = await filesIn(target);
  const result = await restore(file, '--force');
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(message);
  expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  expect(await filesIn(target)).toEqual(before);
}

describe('lineup-server restore refuses, leaving the store byte for byte as it was', () => {
  it('a truncated backup', TIMEOUT, async () => {
    await expectRefused(
      'truncated.gz',
      goodBytes.subarray(0, Math.floor(goodBytes.length * 0.6)),
      /truncated\.gz is damaged or incomplete: its gzip data does not read back .*Nothing was restored/,
    );
  });

  it('a backup with one byte changed', TIMEOUT, async () => {
    const corrupt = Buffer.from(goodBytes);
    const middle = Math.floor(corrupt.length / 2);
    corrupt[middle] = (corrupt[middle] ?? 0) ^ 0xff;
    await expectRefused('corrupt.gz', corrupt, /corrupt\.gz is damaged or incomplete/);
  });

  it('a backup whose documents were edited (intact gzip, wrong checksum)', TIMEOUT, async () => {
    const text = gunzipSync(goodBytes).toString('utf8').replace('ann@example.com', 'eve@example.com');
    await expectRefused(
      'edited.gz',
      gzipSync(text),
      /edited\.gz is damaged or incomplete: the collection users does not match its SHA-256 checksum/,
    );
  });

  it('a file that is not a backup', TIMEOUT, async () => {
    await expectRefused(
      'players.csv',
      Buffer.from('id,name\n1,Ann\n'),
      /players\.csv is not a Lineup Lab backup/,
    );
    await expectRefused('other.gz', gzipSync('{"some":"json"}\n'), /other\.gz is not a Lineup Lab backup/);
  });

  it('a backup in a newer format version', TIMEOUT, async () => {
    const text = gunzipSync(goodBytes).toString('utf8').replace('"version":1', '"version":7');
    await expectRefused(
      'newer.gz',
      gzipSync(text),
      /backup format version 7; this server reads versions up to 1/,
    );
  });

  it('a good backup over a store that holds documents, without --force', TIMEOUT, async () => {
    const before = await filesIn(target);
    const result = await restore(good);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The store in ${target} is not empty (waitlist: 1`);
    expect(result.stderr).toContain('add --force');
    expect(await filesIn(target)).toEqual(before);
  });

  it('any MongoDB store, naming mongodump and mongorestore', TIMEOUT, async () => {
    const result = await runLineupServer(['restore', good], {
      DATA_DIR: target,
      MONGODB_URI: 'mongodb://user:secret@127.0.0.1:1/lineup',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('mongorestore --uri="$MONGODB_URI" --archive=FILE --gzip --drop');
    expect(result.stderr).not.toContain('secret');
    const backup = await runLineupServer(['backup', '--out', join(root, 'mongo.gz')], {
      DATA_DIR: target,
      MONGODB_URI: 'mongodb://127.0.0.1:1/lineup',
    });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('mongodump --uri="$MONGODB_URI" --archive=FILE --gzip');
  });
});

describe('while another process (a running server) holds the data folder', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: target });
  });
  afterAll(async () => {
    await store.close();
  });

  it('restore is refused, naming the process, and the store keeps every document', TIMEOUT, async () => {
    const before = await documentsOf(store, target);
    const result = await restore(good, '--force');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `The server (or another lineup-server command) is running on ${target} (process ${process.pid} on `,
    );
    expect(result.stderr).toContain('stop it first, then run lineup-server restore again');
    expect(await documentsOf(store, target)).toEqual(before);
  });

  it('backup is refused and writes no file', TIMEOUT, async () => {
    const out = join(root, 'while-running.gz');
    const result = await runLineupServer(['backup', '--out', out], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`is running on ${target}`);
    expect(result.stderr).toContain(
      'A backup reads the data folder alone, so that it is a consistent snapshot.',
    );
    await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('lineup-server restore --force', () => {
  it('replaces a store that holds documents with exactly the backup', TIMEOUT, async () => {
    const result = await restore(good, '--force');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('replacing the 1 documents it held');
    const restored = await documentsIn(target);
    expect(restored.waitlist).toBeUndefined();
    expect(restored).toEqual(await documentsIn(join(root, 'source')));
  });

  it('backup refuses to overwrite a file without --force', TIMEOUT, async () => {
    const result = await runLineupServer(['backup', '--out', good], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${good} exists already`);
    expect((await readFile(good)).equals(goodBytes)).toBe(true);
  });
});
