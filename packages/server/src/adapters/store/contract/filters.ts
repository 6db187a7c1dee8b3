import { describe, expect, it } from 'vitest';
import { type ContractContext, ids, loose, PLAYERS } from './fixtures.js';

/** Every filter operator, on fields, dotted paths and arrays. */
export function describeFilters(contract: ContractContext): void {
  describe('filters', () => {
    valueFilters(contract);
    shapeFilters(contract);
  });
}

/** Equality, null, membership, ranges and $exists. */
function valueFilters({ players }: ContractContext): void {
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
}

/** Patterns, logic, array fields, refused filters, findOne and counts. */
function shapeFilters({ players }: ContractContext): void {
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
    expect(ids(await c.find({ $or: [{ position: 'RB' }, { points: { $gt: 23 } }] }))).toEqual(['p1', 'p3']);
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
}
