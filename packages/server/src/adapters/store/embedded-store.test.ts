import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type Doc, DuplicateKeyError } from '../../ports/store.js';
import { openEmbeddedStore } from './embedded-store.js';
import { openStore } from './open-store.js';
import { describeStoreContract } from './store-contract.js';

const folders: string[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-store-'));
  folders.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeStoreContract('embedded (NeDB)', async () => openEmbeddedStore({ dataDir: await freshDir() }));

interface Note extends Doc {
  text: string;
  owner?: string;
  likes?: number;
}

async function lines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
}

describe('embedded store', () => {
  it('keeps data and unique indexes across close and reopen', async () => {
    const dataDir = await freshDir();
    const first = await openEmbeddedStore({ dataDir });
    const notes = first.collection<Note>('notes');
    await notes.createIndex(['owner', 'text'], { name: 'owner_text', unique: true });
    for (let index = 0; index < 20; index += 1) {
      await notes.insertOne({ _id: `n${index}`, text: `note ${index}`, owner: 'kim' });
    }
    await notes.updateOne({ _id: 'n3' }, { $set: { text: 'edited' }, $inc: { likes: 2 } });
    await notes.deleteMany({ _id: { $in: ['n0', 'n1'] } });
    await first.close();

    const second = await openEmbeddedStore({ dataDir });
    const reopened = second.collection<Note>('notes');
    expect(await reopened.countDocuments({})).toBe(18);
    expect(await reopened.findOne({ _id: 'n3' })).toEqual({
      _id: 'n3',
      text: 'edited',
      owner: 'kim',
      likes: 2,
    });
    await expect(reopened.insertOne({ _id: 'dup', text: 'note 5', owner: 'kim' })).rejects.toThrow(
      DuplicateKeyError,
    );
    await reopened.createIndex(['owner', 'text'], { name: 'owner_text', unique: true });
    await expect(reopened.insertOne({ _id: 'dup', text: 'note 5', owner: 'kim' })).rejects.toMatchObject({
      index: 'owner_text',
    });
    await second.close();
  });

  it('enforces what the latest createIndex asks, whatever an earlier run created', async () => {
    const dataDir = await freshDir();
    const first = await openEmbeddedStore({ dataDir });
    await first.collection<Note>('notes').createIndex(['text'], { name: 'text', unique: true });
    await first.collection<Note>('tags').createIndex(['text'], { name: 'text' });
    await first.close();

    const second = await openEmbeddedStore({ dataDir });
    const notes = second.collection<Note>('notes');
    await notes.createIndex(['text'], { name: 'text' });
    await notes.insertOne({ _id: 'a', text: 'same' });
    await notes.insertOne({ _id: 'b', text: 'same' });
    const tags = second.collection<Note>('tags');
    await tags.createIndex(['text'], { name: 'text', unique: true });
    await tags.insertOne({ _id: 'a', text: 'same' });
    await expect(tags.insertOne({ _id: 'b', text: 'same' })).rejects.toMatchObject({ index: 'text' });
    await second.close();
  });

  it('answers a read issued behind a write after that write, and finds by index after reopening', async () => {
    const dataDir = await freshDir();
    const first = await openEmbeddedStore({ dataDir });
    const notes = first.collection<Note>('notes');
    await notes.createIndex(['owner'], { name: 'owner' });
    await notes.insertOne({ _id: 'n1', text: 'draft', owner: 'ann' });
    const writing = notes.updateOne({ _id: 'n1' }, { $set: { text: 'final' } });
    expect(await notes.findOne({ _id: 'n1' })).toMatchObject({ text: 'final' });
    await writing;
    await first.close();

    const second = await openEmbeddedStore({ dataDir });
    const reopened = second.collection<Note>('notes');
    await reopened.insertOne({ _id: 'n2', text: 'other', owner: 'bob' });
    expect(await reopened.find({ owner: 'ann' })).toEqual([{ _id: 'n1', text: 'final', owner: 'ann' }]);
    expect((await reopened.find({ owner: { $in: ['ann', 'bob'] } })).map((n) => n._id).sort()).toEqual([
      'n1',
      'n2',
    ]);
    await second.close();
  });

  it('keeps each collection in its own file, <name>.db, creating the folder', async () => {
    const dataDir = join(await freshDir(), 'nested', 'data');
    const store = await openEmbeddedStore({ dataDir });
    await store.collection<Note>('notes').insertOne({ _id: 'a', text: 'in notes' });
    await store.collection<Note>('people').insertOne({ _id: 'b', text: 'in people' });
    await store.close();
    expect((await readdir(dataDir)).sort()).toEqual(['notes.db', 'people.db']);
    expect(await lines(join(dataDir, 'notes.db'))).toEqual(['{"_id":"a","text":"in notes"}']);
    expect(await lines(join(dataDir, 'people.db'))).toEqual(['{"_id":"b","text":"in people"}']);
  });

  it('compacts each file on close: one line per live document', async () => {
    const dataDir = await freshDir();
    const store = await openEmbeddedStore({ dataDir });
    const notes = store.collection<Note>('notes');
    await notes.insertOne({ _id: 'a', text: 'x', likes: 0 });
    for (let index = 0; index < 30; index += 1) await notes.updateOne({ _id: 'a' }, { $inc: { likes: 1 } });
    expect((await lines(join(dataDir, 'notes.db'))).length).toBeGreaterThan(30);
    await store.close();
    expect(await lines(join(dataDir, 'notes.db'))).toEqual(['{"_id":"a","text":"x","likes":30}']);
  });

  it('compacts a file while running once appended lines pass 1000 and the document count', async () => {
    const dataDir = await freshDir();
    const store = await openEmbeddedStore({ dataDir });
    const notes = store.collection<Note>('notes');
    await notes.insertOne({ _id: 'a', text: 'x', likes: 0 });
    for (let index = 0; index < 1200; index += 1) await notes.updateOne({ _id: 'a' }, { $inc: { likes: 1 } });
    await notes.findOne({ _id: 'a' }); // queued after the compaction
    expect((await lines(join(dataDir, 'notes.db'))).length).toBeLessThan(300); // not 1201
    await store.close();
  });

  it('cuts off a torn last line (a write never acknowledged) instead of refusing to open', async () => {
    const dataDir = await freshDir();
    await writeFile(join(dataDir, 'notes.db'), '{"_id":"a","text":"kept"}\n{"_id":"b","te');
    const store = await openEmbeddedStore({ dataDir });
    const notes = store.collection<Note>('notes');
    expect(await notes.find({})).toEqual([{ _id: 'a', text: 'kept' }]);
    await notes.insertOne({ _id: 'b', text: 'again' });
    await store.close();
    expect(await lines(join(dataDir, 'notes.db'))).toEqual([
      '{"_id":"a","text":"kept"}',
      '{"_id":"b","text":"again"}',
    ]);
  });

  it('after a failed append, shows nothing of that write and reloads from disk', async () => {
    const dataDir = await freshDir();
    const file = join(dataDir, 'notes.db');
    const store = await openEmbeddedStore({ dataDir });
    const notes = store.collection<Note>('notes');
    await notes.insertOne({ _id: 'a', text: 'kept' });
    const saved = await readFile(file, 'utf8');
    // The next append fails (EISDIR), as on a full disk…
    await rm(file);
    await mkdir(file);
    await expect(notes.insertOne({ _id: 'b', text: 'failed' })).rejects.toThrow();
    // …which recovers, with a partial line the failed append left behind.
    await rm(file, { recursive: true });
    await writeFile(file, `${saved}{"_id":"b","te`);
    expect(await notes.findOne({ _id: 'b' })).toBeNull();
    await notes.insertOne({ _id: 'c', text: 'after' });
    expect(await lines(file)).toEqual(['{"_id":"a","text":"kept"}', '{"_id":"c","text":"after"}']);
    await store.close();
  });

  describe("TTL indexes, by NeDB's rule on a moved clock", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    interface Stamped extends Doc {
      at: Date;
    }

    it('keeps a document until Date.now() is past its Date plus expireAfterSeconds, then removes it from the file', async () => {
      // NeDB decides expiry with Date.now() (`Date.now() > at + expireAfterSeconds * 1000`), so
      // moving Date is moving the store's clock; timers stay real.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      const dataDir = await freshDir();
      const first = await openEmbeddedStore({ dataDir });
      const stamped = first.collection<Stamped>('stamped');
      await stamped.createIndex(['at'], { name: 'stamped_at_ttl', expireAfterSeconds: 60 });
      await stamped.insertOne({ _id: 'a', at: new Date('2026-01-01T00:00:00Z') });
      await stamped.insertOne({ _id: 'b', at: new Date('2026-01-01T00:00:30Z') });

      vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
      expect((await stamped.find({})).map((doc) => doc._id)).toEqual(['a', 'b']);
      const beforeExpiry = await stamped.changeStamp();
      vi.setSystemTime(new Date('2026-01-01T00:01:00.001Z'));
      expect((await stamped.find({})).map((doc) => doc._id)).toEqual(['b']);
      expect(await stamped.findOne({ _id: 'a' })).toBeNull();
      // The expiry is a change: what was derived from the collection before it is stale.
      const afterExpiry = await stamped.changeStamp();
      expect(afterExpiry).not.toBe(beforeExpiry);
      await first.close();

      // Gone from the file, not only hidden; a store opened later (which creates its indexes again,
      // as every start does) expires by the same rule.
      expect((await lines(join(dataDir, 'stamped.db'))).some((line) => line.includes('"_id":"a"'))).toBe(
        false,
      );
      const second = await openEmbeddedStore({ dataDir });
      const again = second.collection<Stamped>('stamped');
      await again.createIndex(['at'], { name: 'stamped_at_ttl', expireAfterSeconds: 60 });
      expect(await again.countDocuments({})).toBe(1);
      // A later opening counts again from 0, under stamps the earlier one never gave.
      expect([beforeExpiry, afterExpiry]).not.toContain(await again.changeStamp());
      vi.setSystemTime(new Date('2026-01-01T00:01:31Z'));
      expect(await again.countDocuments({})).toBe(0);
      await second.close();
    });

    it('stops expiring when the index is made again without expireAfterSeconds', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      const dataDir = await freshDir();
      const first = await openEmbeddedStore({ dataDir });
      await first
        .collection<Stamped>('kept')
        .createIndex(['at'], { name: 'kept_at', expireAfterSeconds: 60 });
      await first.collection<Stamped>('kept').insertOne({ _id: 'a', at: new Date('2026-01-01T00:00:00Z') });
      await first.close();
      const second = await openEmbeddedStore({ dataDir });
      const kept = second.collection<Stamped>('kept');
      await kept.createIndex(['at'], { name: 'kept_at' });
      vi.setSystemTime(new Date('2026-02-01T00:00:00Z'));
      expect(await kept.countDocuments({})).toBe(1);
      await second.close();
    });
  });

  it('refuses collection names that are not plain file names', async () => {
    const store = await openEmbeddedStore({ dataDir: await freshDir() });
    expect(() => store.collection('../escape')).toThrow(TypeError);
    expect(() => store.collection('a/b')).toThrow(TypeError);
    expect(() => store.collection('')).toThrow(TypeError);
    await store.close();
  });

  it('refuses values a datafile cannot hold back, and stores nothing', async () => {
    const store = await openEmbeddedStore({ dataDir: await freshDir() });
    const notes = store.collection<Doc & Record<string, unknown>>('notes');
    await expect(notes.insertOne({ _id: 'nan', value: Number.NaN })).rejects.toThrow(TypeError);
    await expect(notes.insertOne({ _id: 'fn', value: () => 1 })).rejects.toThrow(TypeError);
    await expect(notes.insertOne({ _id: 'map', value: new Map() })).rejects.toThrow(TypeError);
    await notes.insertOne({ _id: 'ok', kept: 1, dropped: undefined });
    expect(await notes.find({})).toEqual([{ _id: 'ok', kept: 1 }]);
    await store.close();
  });

  it('is what openStore picks when no MongoDB URI is set', async () => {
    const store = await openStore({ dataDir: await freshDir(), mongodbUri: undefined });
    expect(store.kind).toBe('embedded');
    await store.close();
  });
});
