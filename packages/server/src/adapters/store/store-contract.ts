import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Collection,
  type Doc,
  DuplicateKeyError,
  type FindOptions,
  type Store,
} from '../../ports/store.js';

/** The documents the contract plays with. */
interface Player extends Doc {
  name: string;
  position: string;
  points: number;
  tags: string[];
  team?: { abbr: string; bye: number } | null;
  injured?: boolean;
  updatedAt: string;
  version?: number;
}

interface Account extends Doc {
  email: string;
  leagueId?: string;
  teamName?: string;
}

interface Counter extends Doc {
  value: number;
  version: number;
  log: string[];
}

const PLAYERS: readonly Player[] = [
  {
    _id: 'p1',
    name: 'Josh Allen',
    position: 'QB',
    points: 24.5,
    tags: ['starter', 'rushing'],
    team: { abbr: 'BUF', bye: 7 },
    updatedAt: '2025-09-01T10:00:00.000Z',
  },
  {
    _id: 'p2',
    name: 'Jalen Hurts',
    position: 'QB',
    points: 22,
    tags: ['starter'],
    team: { abbr: 'PHI', bye: 9 },
    updatedAt: '2025-09-02T10:00:00.000Z',
  },
  {
    _id: 'p3',
    name: 'Bijan Robinson',
    position: 'RB',
    points: 18.25,
    tags: [],
    team: { abbr: 'ATL', bye: 5 },
    injured: false,
    updatedAt: '2025-09-03T10:00:00.000Z',
  },
  {
    _id: 'p4',
    name: "Ja'Marr Chase",
    position: 'WR',
    points: 19,
    tags: ['starter'],
    team: null,
    injured: true,
    updatedAt: '2025-09-04T10:00:00.000Z',
  },
  {
    _id: 'p5',
    name: 'Puka Nacua',
    position: 'WR',
    points: 15.5,
    tags: ['sleeper'],
    updatedAt: '2025-09-05T10:00:00.000Z',
  },
];

/**
 * A filter or update the port's types do not spell (an array field matched by one element, `$ne:
 * null`, a field outside the type) or refuse on purpose (to check the adapter refuses it too).
 */
function loose<R>(value: Record<string, unknown>): R {
  return value as R;
}

function ids(documents: readonly Doc[]): string[] {
  return documents.map((document) => document._id).sort();
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

/** What differs between adapters in a way the contract must wait for. */
export interface ContractOptions {
  /**
   * How long the adapter may take to remove an expired document (MongoDB's TTL monitor runs once a
   * minute: 70 s); 0 when it is gone by the next operation (the embedded store).
   */
  expiryWithinMs?: number;
}

/** Asks `read` again every second until `done` holds of its answer or `withinMs` has passed. */
async function eventually<R>(
  read: () => Promise<R>,
  done: (value: R) => boolean,
  withinMs: number,
): Promise<R> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The store port's behaviour, as one vitest suite to run on every adapter: every filter operator,
 * sort/skip/limit, every update operator, upserts, `findOneAndUpdate` (after-state, atomicity),
 * unique single and compound indexes with `DuplicateKeyError`, deletes, counts, copies, close.
 * `open` returns a store to play in (each test uses collections of its own); the suite closes it.
 */
export function describeStoreContract(
  label: string,
  open: () => Promise<Store>,
  options: ContractOptions = {},
): void {
  const expiryWithinMs = options.expiryWithinMs ?? 0;
  describe(`store contract: ${label}`, () => {
    let opened: Store | undefined;
    let serial = 0;

    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });

    function fresh<T extends Doc>(): Collection<T> {
      if (opened === undefined) throw new Error('the store did not open');
      serial += 1;
      return opened.collection<T>(`contract_${serial}`);
    }

    async function players(): Promise<Collection<Player>> {
      const collection = fresh<Player>();
      for (const player of PLAYERS) await collection.insertOne(structuredClone(player));
      return collection;
    }

    describe('filters', () => {
      it('matches fields, dotted paths and several conditions at once', async () => {
        const c = await players();
        expect(ids(await c.find({ position: 'QB' }))).toEqual(['p1', 'p2']);
        expect(ids(await c.find({ 'team.abbr': 'PHI' }))).toEqual(['p2']);
        expect(ids(await c.find({ position: 'WR', injured: true }))).toEqual(['p4']);
        expect(ids(await c.find({}))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
        expect(await c.find({ position: 'K' })).toEqual([]);
      });

      it('lets null match null and missing fields', async () => {
        const c = await players();
        expect(ids(await c.find({ team: null }))).toEqual(['p4', 'p5']);
        expect(ids(await c.find({ 'team.abbr': null }))).toEqual(['p4', 'p5']);
        expect(ids(await c.find(loose({ injured: { $ne: null } })))).toEqual(['p3', 'p4']);
      });

      it('supports $eq, $ne, $in and $nin (a missing field is "not equal")', async () => {
        const c = await players();
        expect(ids(await c.find({ position: { $eq: 'RB' } }))).toEqual(['p3']);
        expect(ids(await c.find({ position: { $ne: 'QB' } }))).toEqual(['p3', 'p4', 'p5']);
        expect(ids(await c.find({ injured: { $ne: true } }))).toEqual(['p1', 'p2', 'p3', 'p5']);
        expect(ids(await c.find({ position: { $in: ['RB', 'WR'] } }))).toEqual(['p3', 'p4', 'p5']);
        expect(ids(await c.find({ position: { $nin: ['RB', 'WR'] } }))).toEqual(['p1', 'p2']);
        expect(ids(await c.find({ _id: { $in: ['p2', 'p5', 'nope'] } }))).toEqual(['p2', 'p5']);
        expect(await c.find({ position: { $in: [] } })).toEqual([]);
      });

      it('supports $gt, $gte, $lt, $lte on numbers, ISO date strings and dotted paths', async () => {
        const c = await players();
        expect(ids(await c.find({ points: { $gt: 19 } }))).toEqual(['p1', 'p2']);
        expect(ids(await c.find({ points: { $gte: 19 } }))).toEqual(['p1', 'p2', 'p4']);
        expect(ids(await c.find({ points: { $lt: 18.25 } }))).toEqual(['p5']);
        expect(ids(await c.find({ points: { $lte: 18.25 } }))).toEqual(['p3', 'p5']);
        expect(ids(await c.find({ points: { $gt: 15.5, $lt: 22 } }))).toEqual(['p3', 'p4']);
        expect(ids(await c.find({ updatedAt: { $gte: '2025-09-04T00:00:00.000Z' } }))).toEqual(['p4', 'p5']);
        expect(ids(await c.find({ 'team.bye': { $lte: 7 } }))).toEqual(['p1', 'p3']);
      });

      it('supports $exists', async () => {
        const c = await players();
        expect(ids(await c.find({ injured: { $exists: true } }))).toEqual(['p3', 'p4']);
        expect(ids(await c.find({ injured: { $exists: false } }))).toEqual(['p1', 'p2', 'p5']);
        expect(ids(await c.find({ team: { $exists: true } }))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(ids(await c.find({ 'team.bye': { $exists: true } }))).toEqual(['p1', 'p2', 'p3']);
      });

      it('supports $regex, case-insensitive included', async () => {
        const c = await players();
        expect(ids(await c.find({ name: { $regex: /^ja/i } }))).toEqual(['p2', 'p4']);
        expect(ids(await c.find({ name: { $regex: /Allen$/ } }))).toEqual(['p1']);
        expect(ids(await c.find({ name: { $regex: /allen/ } }))).toEqual([]);
        // A global RegExp keeps state between tests; matching must not depend on it.
        expect(ids(await c.find({ name: { $regex: /a/gi } }))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      });

      it('supports $or and $and, nested', async () => {
        const c = await players();
        expect(ids(await c.find({ $or: [{ position: 'RB' }, { points: { $gt: 23 } }] }))).toEqual([
          'p1',
          'p3',
        ]);
        expect(ids(await c.find({ $and: [{ position: 'WR' }, { points: { $lt: 16 } }] }))).toEqual(['p5']);
        expect(
          ids(await c.find({ position: 'QB', $or: [{ 'team.abbr': 'PHI' }, { tags: { $exists: false } }] })),
        ).toEqual(['p2']);
        expect(
          ids(
            await c.find({
              $or: [{ $and: [{ position: 'QB' }, { points: { $lt: 23 } }] }, { injured: true }],
            }),
          ),
        ).toEqual(['p2', 'p4']);
      });

      it('matches an array field by one of its elements; $ne and $nin need no element to match', async () => {
        const c = await players();
        expect(ids(await c.find(loose({ tags: 'starter' })))).toEqual(['p1', 'p2', 'p4']);
        expect(ids(await c.find({ tags: ['starter', 'rushing'] }))).toEqual(['p1']);
        expect(ids(await c.find(loose({ tags: { $in: ['rushing', 'sleeper'] } })))).toEqual(['p1', 'p5']);
        expect(ids(await c.find(loose({ tags: { $ne: 'starter' } })))).toEqual(['p3', 'p5']);
        expect(ids(await c.find(loose({ tags: { $nin: ['starter', 'sleeper'] } })))).toEqual(['p3']);
      });

      it('refuses a filter holding undefined instead of dropping the condition', async () => {
        const c = await players();
        await expect(c.findOne({ name: undefined })).rejects.toThrow(TypeError);
        await expect(c.deleteMany(loose({ position: { $in: [undefined] } }))).rejects.toThrow(TypeError);
        expect(await c.countDocuments({})).toBe(5);
      });

      it('findOne returns a match or null; countDocuments counts', async () => {
        const c = await players();
        expect(await c.findOne({ _id: 'p3' })).toEqual(PLAYERS[2]);
        expect((await c.findOne({ position: 'RB' }))?._id).toBe('p3');
        expect(await c.findOne({ _id: 'nope' })).toBeNull();
        expect(await c.countDocuments({})).toBe(5);
        expect(await c.countDocuments({ position: 'WR' })).toBe(2);
        expect(await c.countDocuments({ position: 'K' })).toBe(0);
      });
    });

    describe('find options', () => {
      it('sorts ascending and descending, on several keys and dotted paths', async () => {
        const c = await players();
        const byPoints = await c.find({}, { sort: { points: 1 } });
        expect(byPoints.map((p) => p._id)).toEqual(['p5', 'p3', 'p4', 'p2', 'p1']);
        const byPointsDown = await c.find({}, { sort: { points: -1 } });
        expect(byPointsDown.map((p) => p._id)).toEqual(['p1', 'p2', 'p4', 'p3', 'p5']);
        const byPosition = await c.find({}, { sort: { position: -1, points: 1 } });
        expect(byPosition.map((p) => p._id)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
        const byName = await c.find({ position: 'QB' }, { sort: { name: 1 } });
        expect(byName.map((p) => p.name)).toEqual(['Jalen Hurts', 'Josh Allen']);
        const byBye = await c.find(loose({ team: { $ne: null } }), {
          sort: { 'team.bye': 1 } as FindOptions<Player>['sort'],
        });
        expect(byBye.map((p) => p._id)).toEqual(['p3', 'p1', 'p2']);
      });

      it('sorts missing and null values first', async () => {
        const c = await players();
        const found = await c.find({}, { sort: { injured: 1, _id: 1 } });
        expect(found.map((p) => p._id)).toEqual(['p1', 'p2', 'p5', 'p3', 'p4']);
      });

      it('skips then limits, after sorting', async () => {
        const c = await players();
        const page = (skip: number, limit: number) =>
          c.find({}, { sort: { points: -1 }, skip, limit }).then((found) => found.map((p) => p._id));
        expect(await page(0, 2)).toEqual(['p1', 'p2']);
        expect(await page(2, 2)).toEqual(['p4', 'p3']);
        expect(await page(4, 2)).toEqual(['p5']);
        expect(await page(5, 2)).toEqual([]);
        expect(await c.find({}, { limit: 3 })).toHaveLength(3);
        expect(await c.find({}, { skip: 3 })).toHaveLength(2);
        expect(await c.find({}, { limit: 0 })).toHaveLength(5);
      });

      it('projects the fields asked for (and _id), leaving out those a document lacks, after sort and paging', async () => {
        const c = await players();
        const found = await c.find(
          { position: 'WR' },
          { projection: { name: 1, team: 1, injured: 1 }, sort: { points: -1 }, skip: 0, limit: 5 },
        );
        expect(found).toEqual([
          { _id: 'p4', name: "Ja'Marr Chase", team: null, injured: true },
          { _id: 'p5', name: 'Puka Nacua' },
        ]);
        const sorted = await c.find(
          {},
          { projection: { position: 1 }, sort: { points: 1 }, skip: 1, limit: 2 },
        );
        expect(sorted).toEqual([
          { _id: 'p3', position: 'RB' },
          { _id: 'p4', position: 'WR' },
        ]);
        const [first] = await c.find({ _id: 'p1' }, { projection: { tags: 1 } });
        first?.tags.push('changed');
        expect((await c.findOne({ _id: 'p1' }))?.tags).toEqual(['starter', 'rushing']);
      });
    });

    describe('updates', () => {
      it('$set sets fields, creating sub-documents along a dotted path', async () => {
        const c = await players();
        const result = await c.updateOne({ _id: 'p5' }, { $set: { points: 16, 'team.abbr': 'LAR' } });
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1 });
        expect(await c.findOne({ _id: 'p5' })).toMatchObject({ points: 16, team: { abbr: 'LAR' } });
        await c.updateOne({ _id: 'p1' }, { $set: { 'team.bye': 8 } });
        expect((await c.findOne({ _id: 'p1' }))?.team).toEqual({ abbr: 'BUF', bye: 8 });
      });

      it('counts a change that changes nothing as matched, not modified', async () => {
        const c = await players();
        expect(await c.updateOne({ _id: 'p2' }, { $set: { points: 22 } })).toEqual({
          matchedCount: 1,
          modifiedCount: 0,
        });
        expect(await c.updateOne({ _id: 'nope' }, { $set: { points: 1 } })).toEqual({
          matchedCount: 0,
          modifiedCount: 0,
        });
      });

      it('updates only the first match', async () => {
        const c = await players();
        await c.updateOne({ position: 'QB' }, { $set: { injured: true } });
        expect(await c.countDocuments({ position: 'QB', injured: true })).toBe(1);
      });

      it('$inc adds to numbers and sets missing fields', async () => {
        const c = await players();
        await c.updateOne({ _id: 'p3' }, { $inc: { points: 1.75, version: 1 } });
        expect(await c.findOne({ _id: 'p3' })).toMatchObject({ points: 20, version: 1 });
        await c.updateOne({ _id: 'p3' }, { $inc: { points: -20 } });
        expect((await c.findOne({ _id: 'p3' }))?.points).toBe(0);
      });

      it('$push appends (creating the array) and $pull removes values or matches', async () => {
        const c = await players();
        await c.updateOne({ _id: 'p3' }, { $push: { tags: 'workhorse' } });
        await c.updateOne({ _id: 'p3' }, { $push: { tags: 'starter' } });
        expect((await c.findOne({ _id: 'p3' }))?.tags).toEqual(['workhorse', 'starter']);
        await c.updateOne({ _id: 'p3' }, { $push: { tags: { $each: ['a', 'b'] } } });
        expect((await c.findOne({ _id: 'p3' }))?.tags).toEqual(['workhorse', 'starter', 'a', 'b']);
        await c.updateOne({ _id: 'p3' }, { $pull: { tags: 'starter' } });
        expect((await c.findOne({ _id: 'p3' }))?.tags).toEqual(['workhorse', 'a', 'b']);
        await c.updateOne({ _id: 'p3' }, { $pull: { tags: { $in: ['a', 'workhorse'] } } });
        expect((await c.findOne({ _id: 'p3' }))?.tags).toEqual(['b']);

        const counters = fresh<Counter>();
        await counters.insertOne({ _id: 'c', value: 0, version: 0, log: [] });
        await counters.updateOne({ _id: 'c' }, loose({ $push: { scores: 4 } }));
        await counters.updateOne({ _id: 'c' }, loose({ $push: { scores: { $each: [9, 6, 2] } } }));
        await counters.updateOne({ _id: 'c' }, loose({ $pull: { scores: { $gte: 6 } } }));
        expect(await counters.findOne({ _id: 'c' })).toEqual({
          _id: 'c',
          value: 0,
          version: 0,
          log: [],
          scores: [4, 2],
        });
      });

      it('$pull removes equal sub-documents', async () => {
        const c = fresh<Doc & { picks: { round: number; player: string }[] }>();
        await c.insertOne({
          _id: 'draft',
          picks: [
            { round: 1, player: 'p1' },
            { round: 2, player: 'p2' },
          ],
        });
        await c.updateOne({ _id: 'draft' }, { $pull: { picks: { round: 1, player: 'p1' } } });
        expect((await c.findOne({ _id: 'draft' }))?.picks).toEqual([{ round: 2, player: 'p2' }]);
      });

      it('$unset removes fields; $setOnInsert does nothing on an update', async () => {
        const c = await players();
        await c.updateOne(
          { _id: 'p4' },
          { $unset: { injured: true, team: true }, $setOnInsert: { points: 0 } },
        );
        const found = await c.findOne({ _id: 'p4' });
        expect(found).not.toHaveProperty('injured');
        expect(found).not.toHaveProperty('team');
        expect(found?.points).toBe(19);
      });

      it('refuses bad updates and leaves the document as it was', async () => {
        const c = await players();
        await expect(c.updateOne({ _id: 'p1' }, {})).rejects.toThrow();
        await expect(c.updateOne({ _id: 'p1' }, loose({ points: 3 }))).rejects.toThrow();
        await expect(
          c.updateOne({ _id: 'p1' }, { $set: { points: 1 }, $inc: { points: 1 } }),
        ).rejects.toThrow();
        await expect(c.updateOne({ _id: 'p1' }, loose({ $inc: { name: 1 } }))).rejects.toThrow();
        await expect(c.updateOne({ _id: 'p1' }, loose({ $push: { name: 'x' } }))).rejects.toThrow();
        await expect(c.updateOne({ _id: 'p1' }, { $set: { _id: 'p9' } })).rejects.toThrow();
        expect(await c.findOne({ _id: 'p1' })).toEqual(PLAYERS[0]);
      });
    });

    describe('upserts', () => {
      it('insert from the filter equality fields and the update, with upsertedId', async () => {
        const c = await players();
        const result = await c.updateOne(
          { _id: 'p6', position: 'TE', points: { $gt: 0 } },
          { $set: { name: 'Sam LaPorta' }, $inc: { points: 3 }, $setOnInsert: { tags: [], updatedAt: 'x' } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'p6' });
        expect(await c.findOne({ _id: 'p6' })).toEqual({
          _id: 'p6',
          position: 'TE',
          name: 'Sam LaPorta',
          points: 3,
          tags: [],
          updatedAt: 'x',
        });
      });

      it('update when a document matches: no upsertedId, $setOnInsert ignored', async () => {
        const c = await players();
        const result = await c.updateOne(
          { _id: 'p2' },
          { $set: { points: 30 }, $setOnInsert: { name: 'Nobody' } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1 });
        expect(await c.findOne({ _id: 'p2' })).toMatchObject({ name: 'Jalen Hurts', points: 30 });
        expect(await c.countDocuments({})).toBe(5);
      });

      it('takes the _id from $setOnInsert, or generates a string one', async () => {
        const c = fresh<Account>();
        const fromUpdate = await c.updateOne(
          { email: 'a@x.test' },
          { $setOnInsert: { _id: 'acct-1' } },
          { upsert: true },
        );
        expect(fromUpdate.upsertedId).toBe('acct-1');
        const generated = await c.updateOne(
          { $and: [{ email: 'b@x.test' }, { leagueId: { $eq: 'L1' } }] },
          { $set: { teamName: 'Bees' } },
          { upsert: true },
        );
        expect(typeof generated.upsertedId).toBe('string');
        expect(await c.findOne({ email: 'b@x.test' })).toEqual({
          _id: generated.upsertedId,
          email: 'b@x.test',
          leagueId: 'L1',
          teamName: 'Bees',
        });
      });

      it('findOneAndUpdate upserts and returns the inserted document', async () => {
        const c = fresh<Counter>();
        const inserted = await c.findOneAndUpdate(
          { _id: 'visits' },
          { $inc: { value: 1 }, $setOnInsert: { version: 0, log: [] } },
          { upsert: true },
        );
        expect(inserted).toEqual({ _id: 'visits', value: 1, version: 0, log: [] });
        const updated = await c.findOneAndUpdate({ _id: 'visits' }, { $inc: { value: 1 } }, { upsert: true });
        expect(updated?.value).toBe(2);
      });
    });

    describe('findOneAndUpdate', () => {
      it('returns the document after the update, or null when nothing matches', async () => {
        const c = await players();
        const after = await c.findOneAndUpdate(
          { _id: 'p1' },
          { $inc: { points: 1 }, $push: { tags: 'mvp' } },
        );
        expect(after).toEqual({ ...PLAYERS[0], points: 25.5, tags: ['starter', 'rushing', 'mvp'] });
        expect(await c.findOneAndUpdate({ _id: 'nope' }, { $inc: { points: 1 } })).toBeNull();
        expect(await c.countDocuments({})).toBe(5);
      });

      it('is atomic: 50 parallel increments end at 50', async () => {
        const c = fresh<Counter>();
        await c.insertOne({ _id: 'n', value: 0, version: 0, log: [] });
        const results = await Promise.all(
          Array.from({ length: 50 }, () => c.findOneAndUpdate({ _id: 'n' }, { $inc: { value: 1 } })),
        );
        expect(results.map((doc) => doc?.value).sort((a = 0, b = 0) => a - b)).toEqual(
          Array.from({ length: 50 }, (_, index) => index + 1),
        );
        expect((await c.findOne({ _id: 'n' }))?.value).toBe(50);
      });

      it('is atomic: of 20 parallel optimistic updates of one version, exactly one wins', async () => {
        const c = fresh<Counter>();
        await c.insertOne({ _id: 'o', value: 0, version: 0, log: [] });
        const attempts = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            c.findOneAndUpdate({ _id: 'o', version: 0 }, { $inc: { version: 1 }, $set: { value: index } }),
          ),
        );
        const winners = attempts.filter((doc) => doc !== null);
        expect(winners).toHaveLength(1);
        expect(attempts.filter((doc) => doc === null)).toHaveLength(19);
        expect(await c.findOne({ _id: 'o' })).toEqual(winners[0]);
      });

      it('loses no update when racing writers read, then compare-and-set', async () => {
        const c = fresh<Counter>();
        await c.insertOne({ _id: 'r', value: 0, version: 0, log: [] });
        const worker = async (name: string): Promise<number> => {
          let conflicts = 0;
          for (let done = 0; done < 5; ) {
            const current = await c.findOne({ _id: 'r' });
            if (current === null) throw new Error('counter vanished');
            const next = await c.findOneAndUpdate(
              { _id: 'r', version: current.version },
              { $inc: { version: 1, value: 2 }, $push: { log: name } },
            );
            if (next === null) conflicts += 1;
            else done += 1;
          }
          return conflicts;
        };
        await Promise.all(Array.from({ length: 10 }, (_, index) => worker(`w${index}`)));
        const final = await c.findOne({ _id: 'r' });
        expect(final?.version).toBe(50);
        expect(final?.value).toBe(100);
        expect(final?.log).toHaveLength(50);
      });
    });

    describe('indexes', () => {
      it('a unique index refuses a duplicate with DuplicateKeyError; the failed insert leaves nothing', async () => {
        const c = fresh<Account>();
        const name = `contract_${serial}`;
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
    });

    describe('TTL indexes', () => {
      interface Stamped extends Doc {
        at?: Date | string;
      }

      it('refuses a TTL index on several fields or with a number of seconds that is not whole', async () => {
        const c = fresh<Stamped & { other?: string }>();
        await expect(c.createIndex(['at', 'other'], { name: 'two', expireAfterSeconds: 60 })).rejects.toThrow(
          /one field/,
        );
        await expect(c.createIndex(['at'], { name: 'half', expireAfterSeconds: 1.5 })).rejects.toThrow(
          /whole number/,
        );
        await expect(c.createIndex(['at'], { name: 'minus', expireAfterSeconds: -1 })).rejects.toThrow(
          /whole number/,
        );
      });

      it(
        'removes a document once the Date in its field is older than expireAfterSeconds, and only then',
        async () => {
          const c = fresh<Stamped>();
          await c.createIndex(['at'], { name: 'at_ttl', expireAfterSeconds: 3600 });
          await c.createIndex(['at'], { name: 'at_ttl', expireAfterSeconds: 3600 });
          const now = Date.now();
          await c.insertMany([
            { _id: 'old', at: new Date(now - 2 * 3600_000) },
            { _id: 'fresh', at: new Date(now - 60_000) },
            { _id: 'text', at: new Date(now - 2 * 3600_000).toISOString() },
            { _id: 'none' },
          ]);
          const left = await eventually(
            async () => ids(await c.find({})).sort(),
            (found) => !found.includes('old'),
            expiryWithinMs,
          );
          expect(left).toEqual(['fresh', 'none', 'text']);
          expect(await c.findOne({ _id: 'old' })).toBeNull();
          expect(await c.countDocuments({})).toBe(3);
        },
        expiryWithinMs + 10_000,
      );
    });

    describe('deletes', () => {
      it('deleteOne deletes one match and says how many', async () => {
        const c = await players();
        expect(await c.deleteOne({ position: 'QB' })).toEqual({ deletedCount: 1 });
        expect(await c.countDocuments({ position: 'QB' })).toBe(1);
        expect(await c.deleteOne({ position: 'K' })).toEqual({ deletedCount: 0 });
      });

      it('deleteMany deletes every match and says how many', async () => {
        const c = await players();
        expect(await c.deleteMany({ points: { $lt: 20 } })).toEqual({ deletedCount: 3 });
        expect(ids(await c.find({}))).toEqual(['p1', 'p2']);
        expect(await c.deleteMany({ points: { $lt: 20 } })).toEqual({ deletedCount: 0 });
        expect(await c.deleteMany({})).toEqual({ deletedCount: 2 });
        expect(await c.countDocuments({})).toBe(0);
      });
    });

    describe('copies', () => {
      it('returns plain documents that share nothing with the store', async () => {
        const c = await players();
        const found = await c.findOne({ _id: 'p1' });
        if (found === null) throw new Error('p1 missing');
        expect(Object.getPrototypeOf(found)).toBe(Object.prototype);
        expect(Object.keys(found).sort()).toEqual(Object.keys(PLAYERS[0] ?? {}).sort());
        found.tags.push('mutated');
        found.points = -1;
        if (found.team) found.team.abbr = 'XXX';
        const [listed] = await c.find({ _id: 'p1' });
        listed?.tags.push('mutated again');
        const after = await c.findOneAndUpdate({ _id: 'p1' }, { $set: { injured: false } });
        after?.tags.push('and again');
        expect(await c.findOne({ _id: 'p1' })).toEqual({ ...PLAYERS[0], injured: false });
      });

      it('keeps no reference to an inserted document', async () => {
        const c = fresh<Player>();
        const player = structuredClone(PLAYERS[1] as Player);
        await c.insertOne(player);
        player.tags.push('mutated');
        player.name = 'Changed';
        expect(await c.findOne({ _id: 'p2' })).toEqual(PLAYERS[1]);
      });
    });

    describe('close', () => {
      it('closes, refuses work afterwards, and may be called twice', async () => {
        const store = await open();
        const c = store.collection<Account>('closing');
        await c.insertOne({ _id: 'z', email: 'z@x.test' });
        await store.close();
        await expect(c.findOne({ _id: 'z' })).rejects.toThrow();
        await expect(
          store.collection<Account>('closing').insertOne({ _id: 'y', email: 'y' }),
        ).rejects.toThrow();
        await store.close();
      });
    });
  });
}
