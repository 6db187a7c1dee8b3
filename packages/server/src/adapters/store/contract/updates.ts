import { describe, expect, it } from 'vitest';
import type { Doc } from '../../../ports/store.js';
import { type ContractContext, type Counter, loose, PLAYERS } from './fixtures.js';

/** Every update operator, and the updates the port refuses. */
export function describeUpdates(contract: ContractContext): void {
  describe('updates', () => {
    fieldUpdates(contract);
    arrayAndRemovalUpdates(contract);
  });
}

/** $set and $inc, and what an update counts. */
function fieldUpdates({ players }: ContractContext): void {
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
}

/** $push, $pull, $unset, and refused updates. */
function arrayAndRemovalUpdates({ fresh, players }: ContractContext): void {
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
    await c.updateOne({ _id: 'p4' }, { $unset: { injured: true, team: true }, $setOnInsert: { points: 0 } });
    const found = await c.findOne({ _id: 'p4' });
    expect(found).not.toHaveProperty('injured');
    expect(found).not.toHaveProperty('team');
    expect(found?.points).toBe(19);
  });

  it('refuses bad updates and leaves the document as it was', async () => {
    const c = await players();
    await expect(c.updateOne({ _id: 'p1' }, {})).rejects.toThrow();
    await expect(c.updateOne({ _id: 'p1' }, loose({ points: 3 }))).rejects.toThrow();
    await expect(c.updateOne({ _id: 'p1' }, { $set: { points: 1 }, $inc: { points: 1 } })).rejects.toThrow();
    await expect(c.updateOne({ _id: 'p1' }, loose({ $inc: { name: 1 } }))).rejects.toThrow();
    await expect(c.updateOne({ _id: 'p1' }, loose({ $push: { name: 'x' } }))).rejects.toThrow();
    await expect(c.updateOne({ _id: 'p1' }, { $set: { _id: 'p9' } })).rejects.toThrow();
    expect(await c.findOne({ _id: 'p1' })).toEqual(PLAYERS[0]);
  });
}
