import { describe, expect, it } from 'vitest';
import type { Doc } from '../../../ports/store.js';
import { type ContractContext, eventually, ids } from './fixtures.js';

interface Stamped extends Doc {
  at?: Date | string;
}

/** Expiry of documents by a Date field. */
export function describeTtlIndexes({ fresh, expiryWithinMs }: ContractContext): void {
  describe('TTL indexes', () => {
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
}
