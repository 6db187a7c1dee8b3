import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore } from '../../test/support/temp-store.js';
import { COLLECTIONS } from '../ports/collections.js';
import type { Doc, Store } from '../ports/store.js';
import { stampedCache } from './stamped-cache.js';

let temp: Awaited<ReturnType<typeof openTempStore>>;

beforeAll(async () => {
  temp = await openTempStore();
});
afterAll(() => temp.remove());

/** Another view of the same store (a cache keeps each store's values apart). */
function otherView(store: Store): Store {
  return { kind: store.kind, collection: (name) => store.collection(name), close: () => store.close() };
}

/** A collection by name, as the cache takes collections. */
const named = (name: string) => ({ of: (store: Store) => store.collection<Doc>(name) });

describe('stampedCache', () => {
  it('builds once while the stamps stay; again after a write to a collection it is keyed by, not another', async () => {
    const cache = stampedCache<number>({ entries: 4 });
    let builds = 0;
    const read = () =>
      cache.read(temp.store, { key: 'k', collections: [named('keyed')] }, async () => ++builds);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await named('keyed').of(temp.store).deleteMany({ _id: 'none' }); // changes nothing
    await named('other').of(temp.store).insertOne({ _id: 'o-1' });
    expect(await read()).toBe(1);
    await named('keyed').of(temp.store).insertOne({ _id: 'k-1' });
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it('keeps keys and stores apart, at most `entries` keys (the least recently read goes first)', async () => {
    const cache = stampedCache<string>({ entries: 2 });
    const built: string[] = [];
    const read = (key: string, store = temp.store) =>
      cache.read(store, { key, collections: [COLLECTIONS.users] }, async () => {
        built.push(key);
        return `${key}:${built.length}`;
      });
    expect(await read('a')).toBe('a:1');
    expect(await read('b')).toBe('b:2');
    expect(await read('a')).toBe('a:1'); // a is now the most recently read
    expect(await read('c')).toBe('c:3'); // b goes
    expect(await read('a')).toBe('a:1');
    expect(await read('b')).toBe('b:4');
    expect(await read('a', otherView(temp.store))).toBe('a:5');
    expect(built).toEqual(['a', 'b', 'c', 'b', 'a']);
  });

  it('builds once for parallel reads, and keeps no failed build', async () => {
    const cache = stampedCache<number>({ entries: 2 });
    let builds = 0;
    const key = { key: 'k', collections: [COLLECTIONS.users] };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.read(temp.store, key, async () => ++builds)),
    );
    expect(answers).toEqual([1, 1, 1, 1, 1]);
    const failing = stampedCache<number>({ entries: 2 });
    await expect(
      failing.read(temp.store, key, async () => {
        throw new Error('read failed');
      }),
    ).rejects.toThrow('read failed');
    expect(await failing.read(temp.store, key, async () => 7)).toBe(7);
  });
});
