import { describe, expect, it } from 'vitest';
import type { FindOptions } from '../../../ports/store.js';
import { type ContractContext, loose, type Player } from './fixtures.js';

/** Sort, skip, limit and projection. */
export function describeFindOptions({ players }: ContractContext): void {
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
}
