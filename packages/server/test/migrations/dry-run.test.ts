/** `migrateStore` with `dryRun`: says what it would do, with the documents each migration would change, and changes nothing. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { migrateStore } from '../../src/jobs/migrations/migrate-store.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { openTempStore } from '../support/temp-store.js';
import { writeUnversionedDocuments } from './representative-store.js';
import { everyDocument } from './todays-store.js';

let temp: Awaited<ReturnType<typeof openTempStore>>;
let store: Store;
beforeEach(async () => {
  temp = await openTempStore();
  store = temp.store;
});
afterEach(() => temp.remove());

it('reports the pending migrations and the documents they would change, and changes nothing', async () => {
  const unnamed = await writeUnversionedDocuments(store);
  const documents = await everyDocument(store);

  const report = await migrateStore(store, { appVersion: '1.0.0', dryRun: true });
  expect(report.dryRun).toBe(true);
  expect(report.applied).toEqual([
    expect.objectContaining({
      id: '0001-version-every-collection',
      collections: ['players', 'models', 'model_predictions'],
      documentsChanged: 0,
    }),
    expect.objectContaining({
      id: '0002-predictions-name-their-scoring',
      collections: ['model_predictions'],
      from: 1,
      to: 2,
      documentsChanged: unnamed,
    }),
  ]);
  expect(report.stamped.map((stamp) => stamp.collection)).toContain('teams');
  expect(report.versions).toMatchObject({ players: 1, model_predictions: 2, teams: 1 });

  expect(await everyDocument(store)).toEqual(documents);
  expect(await COLLECTIONS.schemaVersions.of(store).countDocuments({})).toBe(0);

  const real = await migrateStore(store, { appVersion: '1.0.0' });
  expect(real.applied.map((applied) => [applied.id, applied.documentsChanged])).toEqual(
    report.applied.map((applied) => [applied.id, applied.documentsChanged]),
  );
  expect(real.versions).toEqual(report.versions);
});

it('reports an up-to-date store as such', async () => {
  await migrateStore(store, { appVersion: '1.0.0' });
  expect(await migrateStore(store, { appVersion: '1.0.0', dryRun: true })).toMatchObject({
    applied: [],
    stamped: [],
  });
});
