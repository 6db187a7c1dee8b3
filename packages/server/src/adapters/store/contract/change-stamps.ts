import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../../../ports/store.js';
import { type ContractContext, PLAYERS, type Player, rejection } from './fixtures.js';

/** Each collection's change stamp: kept while nothing changes, new after every kind of write. */
export function describeChangeStamps({ players, fresh }: ContractContext): void {
  describe('change stamps', () => {
    it('keeps the stamp through reads and through writes that change nothing', async () => {
      const c = await players();
      const before = await c.changeStamp();
      expect(typeof before).toBe('string');
      await c.find({ position: 'QB' }, { projection: { name: 1 } });
      await c.findOne({ _id: 'p1' });
      await c.countDocuments({});
      expect(await c.updateOne({ _id: 'nobody' }, { $set: { points: 1 } })).toMatchObject({
        matchedCount: 0,
      });
      expect(await c.deleteOne({ _id: 'nobody' })).toEqual({ deletedCount: 0 });
      expect(await c.deleteMany({ position: 'K' })).toEqual({ deletedCount: 0 });
      expect(await c.findOneAndUpdate({ _id: 'nobody' }, { $set: { points: 1 } })).toBeNull();
      expect(await c.changeStamp()).toBe(before);
      expect(await c.changeStamp()).toBe(before);
    });

    it('gives a stamp never seen before after every kind of write, to the collection written only', async () => {
      const c = fresh<Player>();
      const other = fresh<Player>();
      await other.insertOne(structuredClone(PLAYERS[0] as Player));
      const otherStamp = await other.changeStamp();
      const seen = [await c.changeStamp()];
      const expectNew = async (what: string) => {
        const stamp = await c.changeStamp();
        expect(seen, what).not.toContain(stamp);
        seen.push(stamp);
      };
      await c.insertOne(structuredClone(PLAYERS[0] as Player));
      await expectNew('insertOne');
      await c.insertMany(PLAYERS.slice(1, 3).map((player) => structuredClone(player)));
      await expectNew('insertMany');
      await c.updateOne({ _id: 'p1' }, { $inc: { points: 1 } });
      await expectNew('updateOne');
      await c.updateOne({ _id: 'p9' }, { $set: { name: 'Upserted' } }, { upsert: true });
      await expectNew('updateOne upserting');
      await c.findOneAndUpdate({ _id: 'p2' }, { $set: { position: 'RB' } });
      await expectNew('findOneAndUpdate');
      await c.findOneAndUpdate({ _id: 'p10' }, { $set: { name: 'Also upserted' } }, { upsert: true });
      await expectNew('findOneAndUpdate upserting');
      await c.deleteOne({ _id: 'p9' });
      await expectNew('deleteOne');
      await c.deleteMany({ _id: { $in: ['p1', 'p2'] } });
      await expectNew('deleteMany');
      expect(await other.changeStamp()).toBe(otherStamp);
    });

    it('keeps the stamp when a duplicate key refuses an insert', async () => {
      const c = await players();
      const before = await c.changeStamp();
      expect(await rejection(c.insertOne(structuredClone(PLAYERS[0] as Player)))).toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await c.changeStamp()).toBe(before);
    });
  });
}
