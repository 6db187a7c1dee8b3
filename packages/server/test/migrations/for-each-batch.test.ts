/** `forEachBatch` over the embedded store: every match once, in `_id` order, batch by batch, whether or not the callback changes them. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { forEachBatch } from '../../src/jobs/migrations/for-each-batch.js';
import type { Collection, Doc } from '../../src/ports/store.js';
import { openTempStore } from '../support/temp-store.js';

interface Row extends Doc {
  n: number;
  done?: boolean;
}

let temp: Awaited<ReturnType<typeof openTempStore>>;
let rows: Collection<Row>;
beforeEach(async () => {
  temp = await openTempStore();
  rows = temp.store.collection<Row>('rows');
  for (let n = 0; n < 23; n++) await rows.insertOne({ _id: `r${String(n).padStart(2, '0')}`, n });
});
afterEach(() => temp.remove());

it('hands every match to the callback once, in batches, and totals what it changed', async () => {
  const batches: string[][] = [];
  const changed = await forEachBatch(
    rows,
    { filter: { done: { $exists: false } }, batchSize: 5 },
    async (batch) => {
      batches.push(batch.map((row) => row._id));
      let count = 0;
      for (const row of batch) {
        if (row.n % 2 === 1) continue; // leaves odd rows unchanged: they still match, and are not read again
        count += (await rows.updateOne({ _id: row._id }, { $set: { done: true } })).modifiedCount;
      }
      return count;
    },
  );
  expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 5, 3]);
  expect(batches.flat()).toEqual(Array.from({ length: 23 }, (_, n) => `r${String(n).padStart(2, '0')}`));
  expect(changed).toBe(12);
  expect(await rows.countDocuments({ done: true })).toBe(12);
});

it('calls nothing when nothing matches', async () => {
  let calls = 0;
  expect(
    await forEachBatch(rows, { filter: { n: { $gt: 100 } }, batchSize: 5 }, async () => {
      calls += 1;
      return 0;
    }),
  ).toBe(0);
  expect(calls).toBe(0);
});
