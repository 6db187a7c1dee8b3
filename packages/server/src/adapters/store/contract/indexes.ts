import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../../../ports/store.js';
import { type Account, type ContractContext, ids, loose, rejection } from './fixtures.js';

/** Unique single and compound indexes with DuplicateKeyError, and lookups through an index. */
export function describeIndexes(contract: ContractContext): void {
  describe('indexes', () => {
    uniqueKeys(contract);
    indexLookups(contract);
  });
}

/** A unique index refuses a taken key on insert, insertMany, update and upsert. */
function uniqueKeys({ fresh, lastName }: ContractContext): void {
  it('a unique index refuses a duplicate with DuplicateKeyError; the failed insert leaves nothing', async () => {
    const c = fresh<Account>();
    const name = lastName();
    await c.createIndex(['email'], { name: 'email_unique', unique: true });
    await c.insertOne({ _id: 'a1', email: 'kim@x.test' });
    const error = await rejection(c.insertOne({ _id: 'a2', email: 'kim@x.test' }));
    expect(error).toBeInstanceOf(DuplicateKeyError);
    expect(error).toMatchObject({ name: 'DuplicateKeyError', collection: name, index: 'email_unique' });
    expect(await c.findOne({ _id: 'a2' })).toBeNull();
    expect(await c.countDocuments({})).toBe(1);
    await c.insertOne({ _id: 'a2', email: 'lee@x.test' });
    expect(await c.countDocuments({})).toBe(2);
  });

  it('insertMany stores every document of a call, or none when one of them has a taken key', async () => {
    const c = fresh<Account>();
    await c.createIndex(['email'], { name: 'email_unique', unique: true });
    await c.insertMany([]);
    const batch = [
      { _id: 'm1', email: 'ann@x.test', teamName: 'A' },
      { _id: 'm2', email: 'bob@x.test' },
    ];
    await c.insertMany(batch);
    batch[0] = { _id: 'm1', email: 'changed@x.test' };
    expect(await c.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'm1', email: 'ann@x.test', teamName: 'A' },
      { _id: 'm2', email: 'bob@x.test' },
    ]);
    const refusals = [
      // a stored document's key, after a free one
      [
        { _id: 'm3', email: 'cy@x.test' },
        { _id: 'm4', email: 'bob@x.test' },
      ],
      // two new documents with one key
      [
        { _id: 'm5', email: 'dee@x.test' },
        { _id: 'm6', email: 'dee@x.test' },
      ],
      // a stored _id
      [
        { _id: 'm7', email: 'eve@x.test' },
        { _id: 'm1', email: 'fay@x.test' },
      ],
    ];
    for (const [i, docs] of refusals.entries()) {
      const error = await rejection(c.insertMany(docs));
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect(error).toMatchObject({ index: i === 2 ? '_id_' : 'email_unique' });
    }
    expect((await c.find({}, { sort: { _id: 1 } })).map((a) => a._id)).toEqual(['m1', 'm2']);
    await c.insertMany([{ _id: 'm3', email: 'cy@x.test' }]);
    expect(await c.countDocuments({})).toBe(3);
  });

  it('refuses an update or upsert into a taken key and leaves the document as it was', async () => {
    const c = fresh<Account>();
    await c.createIndex(['email'], { name: 'email_unique', unique: true });
    await c.insertOne({ _id: 'a1', email: 'kim@x.test' });
    await c.insertOne({ _id: 'a2', email: 'lee@x.test' });
    const updating = await rejection(c.updateOne({ _id: 'a2' }, { $set: { email: 'kim@x.test' } }));
    expect(updating).toMatchObject({ name: 'DuplicateKeyError', index: 'email_unique' });
    const racing = await rejection(c.findOneAndUpdate({ _id: 'a2' }, { $set: { email: 'kim@x.test' } }));
    expect(racing).toBeInstanceOf(DuplicateKeyError);
    expect(await c.findOne({ _id: 'a2' })).toEqual({ _id: 'a2', email: 'lee@x.test' });
    const upserting = await rejection(
      c.updateOne({ _id: 'a3' }, { $set: { email: 'lee@x.test' } }, { upsert: true }),
    );
    expect(upserting).toBeInstanceOf(DuplicateKeyError);
    expect(await c.findOne({ _id: 'a3' })).toBeNull();
  });
}

/** Compound indexes, lookups through an index, _id and createIndex itself. */
function indexLookups({ fresh }: ContractContext): void {
  it('a compound unique index refuses only the same combination', async () => {
    const c = fresh<Account>();
    await c.createIndex(['leagueId', 'teamName'], { name: 'league_team', unique: true });
    await c.insertOne({ _id: 't1', email: '1@x.test', leagueId: 'L1', teamName: 'Bears' });
    await c.insertOne({ _id: 't2', email: '2@x.test', leagueId: 'L1', teamName: 'Lions' });
    await c.insertOne({ _id: 't3', email: '3@x.test', leagueId: 'L2', teamName: 'Bears' });
    const error = await rejection(
      c.insertOne({ _id: 't4', email: '4@x.test', leagueId: 'L2', teamName: 'Bears' }),
    );
    expect(error).toMatchObject({ name: 'DuplicateKeyError', index: 'league_team' });
    expect(await c.findOne({ _id: 't4' })).toBeNull();
    const renaming = await rejection(c.updateOne({ _id: 't2' }, { $set: { teamName: 'Bears' } }));
    expect(renaming).toMatchObject({ index: 'league_team' });
    expect(await c.countDocuments({})).toBe(3);
  });

  it('finds through an index what it finds without one: arrays, $in, updates and deletes included', async () => {
    type Row = { _id: string; owner: string | string[]; rank?: number; live?: boolean; name?: string };
    const plain = fresh<Row>();
    const indexed = fresh<Row>();
    await indexed.createIndex(['owner', 'name'], { name: 'owner_name' });
    await indexed.createIndex(['rank'], { name: 'rank' });
    await indexed.createIndex(['live'], { name: 'live' });
    const rows: Row[] = [
      { _id: 'r1', owner: 'ann', rank: 1, live: true, name: 'a' },
      { _id: 'r2', owner: ['ann', 'bob'], rank: 2, live: false, name: 'b' },
      { _id: 'r3', owner: 'bob', rank: 1, name: 'a' },
      { _id: 'r4', owner: 'cy', live: true },
    ];
    for (const row of rows) {
      await plain.insertOne(structuredClone(row));
      await indexed.insertOne(structuredClone(row));
    }
    const same = async (filter: Record<string, unknown>) => {
      const expected = ids(await plain.find(loose(filter))).sort();
      expect(ids(await indexed.find(loose(filter))).sort()).toEqual(expected);
      return expected;
    };
    expect(await same({ owner: 'ann' })).toEqual(['r1', 'r2']);
    expect(await same({ owner: 'bob', name: 'a' })).toEqual(['r3']);
    expect(await same({ owner: { $in: ['cy', 'bob'] } })).toEqual(['r2', 'r3', 'r4']);
    expect(await same({ rank: 1 })).toEqual(['r1', 'r3']);
    expect(await same({ rank: '1' })).toEqual([]);
    expect(await same({ live: true })).toEqual(['r1', 'r4']);
    expect(await same({ owner: 'ann', rank: { $gt: 1 } })).toEqual(['r2']);
    for (const c of [plain, indexed]) {
      await c.updateOne({ _id: 'r1' }, { $set: { owner: 'dee' } });
      await c.deleteOne({ _id: 'r3' });
    }
    expect(await same({ owner: 'ann' })).toEqual(['r2']);
    expect(await same({ owner: 'dee' })).toEqual(['r1']);
    expect(await same({ owner: 'bob', name: 'a' })).toEqual([]);
  });

  it('refuses a second document with the same _id', async () => {
    const c = fresh<Account>();
    await c.insertOne({ _id: 'same', email: 'first@x.test' });
    const error = await rejection(c.insertOne({ _id: 'same', email: 'second@x.test' }));
    expect(error).toMatchObject({ name: 'DuplicateKeyError', index: '_id_' });
    expect(await c.find({})).toEqual([{ _id: 'same', email: 'first@x.test' }]);
  });

  it('createIndex is idempotent, refuses a taken name, and refuses duplicates already there', async () => {
    const c = fresh<Account>();
    await c.createIndex(['email'], { name: 'email_unique', unique: true });
    await c.createIndex(['email'], { name: 'email_unique', unique: true });
    await expect(c.createIndex(['teamName'], { name: 'email_unique', unique: true })).rejects.toThrow();
    await c.createIndex(['leagueId'], { name: 'league' });
    await c.insertOne({ _id: 'x1', email: 'x1@x.test', leagueId: 'L1', teamName: 'Same' });
    await c.insertOne({ _id: 'x2', email: 'x2@x.test', leagueId: 'L1', teamName: 'Same' });
    const error = await rejection(c.createIndex(['teamName'], { name: 'team_unique', unique: true }));
    expect(error).toBeInstanceOf(DuplicateKeyError);
    await c.insertOne({ _id: 'x3', email: 'x3@x.test', leagueId: 'L1', teamName: 'Same' });
    expect(await c.countDocuments({ leagueId: 'L1' })).toBe(3);
  });
}
