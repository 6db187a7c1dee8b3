/**
 * `pnpm bench:store`: what timing the store costs (`measuredStore`, metrics on). Reads by `_id` from
 * an embedded collection of 5,000 documents, the store as it is against the measured one, in
 * alternating rounds (medians of 7 rounds of 20,000 reads); then the same over a collection that
 * answers at once, which leaves the wrapper's own cost. Prints µs per operation.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppMetrics } from '../src/adapters/metrics/app-metrics.js';
import { measuredStore } from '../src/adapters/metrics/measured-store.js';
import { openStore } from '../src/adapters/store/open-store.js';
import type { Store } from '../src/ports/store.js';
import { instantStore } from './metrics-cost.js';

interface Row {
  _id: string;
  n: number;
}

const DOCUMENTS = 5_000;
const READS = 20_000;
const ROUNDS = 7;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/** µs per `findOne` by `_id`, the collection asked for on each read as the use cases do. */
async function microsPerRead(store: Store): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < READS; i++) await store.collection<Row>('rows').findOne({ _id: `r${i % DOCUMENTS}` });
  return ((performance.now() - started) * 1000) / READS;
}

/** Medians over alternating rounds of the store as it is and measured. */
async function compare(store: Store): Promise<{ plain: number; measured: number }> {
  const metrics = createAppMetrics({ processMetrics: false });
  const measured = measuredStore(store, metrics.storeRecorder);
  const plain: number[] = [];
  const timed: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    plain.push(await microsPerRead(store));
    timed.push(await microsPerRead(measured));
  }
  return { plain: median(plain), measured: median(timed) };
}

const print = (what: string, { plain, measured }: { plain: number; measured: number }) =>
  console.log(
    `${what}: ${plain.toFixed(2)} µs/op as it is, ${measured.toFixed(2)} µs/op measured (+${(measured - plain).toFixed(2)} µs)`,
  );

const dataDir = await mkdtemp(join(tmpdir(), 'lineup-store-bench-'));
try {
  const store = await openStore({ dataDir, mongodbUri: undefined });
  const rows = store.collection<Row>('rows');
  for (let i = 0; i < DOCUMENTS; i++) await rows.insertOne({ _id: `r${i}`, n: i });
  print(`embedded findOne by _id (${DOCUMENTS.toLocaleString('en')} documents)`, await compare(store));
  await store.close();

  print('a collection that answers at once (the wrapper alone)', await compare(instantStore()));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
