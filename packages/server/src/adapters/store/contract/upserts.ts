import { describe, expect, it } from 'vitest';
import type { Account, ContractContext, Counter } from './fixtures.js';

/** Upserts through updateOne and findOneAndUpdate. */
export function describeUpserts({ fresh, players }: ContractContext): void {
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
}
