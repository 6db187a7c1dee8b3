import { describe, expect, it } from 'vitest';
import { type ContractContext, type Counter, PLAYERS } from './fixtures.js';

/** The after-state, and atomicity under parallel writers. */
export function describeFindOneAndUpdate({ fresh, players }: ContractContext): void {
  describe('findOneAndUpdate', () => {
    it('returns the document after the update, or null when nothing matches', async () => {
      const c = await players();
      const after = await c.findOneAndUpdate({ _id: 'p1' }, { $inc: { points: 1 }, $push: { tags: 'mvp' } });
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
}
