import { describe, expect, it } from 'vitest';
import type { Account, ContractContext, Player } from './fixtures.js';
import { ids, PLAYERS } from './fixtures.js';

/** deleteOne and deleteMany, and what they say they deleted. */
export function describeDeletes({ players }: ContractContext): void {
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
}

/** Documents handed out or taken in share nothing with the store. */
export function describeCopies({ fresh, players }: ContractContext): void {
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
}

/** close, and the refusals after it. */
export function describeClose({ open }: ContractContext): void {
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
}
