import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore } from '../../../test/support/temp-store.js';
import { documentPages } from './read-collections.js';

describe('documentPages', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  beforeAll(async () => {
    temp = await openTempStore();
    const ids = Array.from({ length: 2_345 }, (_, index) => `d${String(index).padStart(5, '0')}`);
    await temp.store
      .collection<{ _id: string; n: number }>('paged')
      .insertMany(ids.reverse().map((_id, n) => ({ _id, n })));
  });
  afterAll(() => temp.remove());

  it('reads a collection in pages of 1,000 in _id order, every document once', async () => {
    const pages: string[][] = [];
    for await (const page of documentPages(temp.store, 'paged'))
      pages.push(page.map(({ _id }) => String(_id)));
    expect(pages.map((page) => page.length)).toEqual([1_000, 1_000, 345]);
    const ids = pages.flat();
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(2_345);
  });

  it('yields no page for an empty or missing collection', async () => {
    const pages: unknown[] = [];
    for await (const page of documentPages(temp.store, 'nothing_here')) pages.push(page);
    expect(pages).toEqual([]);
  });
});
