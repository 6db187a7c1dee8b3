/**
 * A store written by a newer app (a collection at a version above this app's) is refused, by the
 * migrator, its dry run and the server start, with a message naming the collection, the version
 * and the app that wrote it; nothing is changed.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { migrateStore } from '../../src/jobs/migrations/migrate-store.js';
import { StoreTooNewError } from '../../src/jobs/migrations/migration-errors.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { startTestServer } from '../support/server.js';
import { openTempStore } from '../support/temp-store.js';
import { writeUnversionedDocuments } from './representative-store.js';
import { everyDocument } from './todays-store.js';

const MESSAGE =
  /^This store was written by a newer Lineup Lab than this one \(1\.0\.0\): teams is at schema version 7 \(by Lineup Lab 4\.2\.0 on 2031-01-01T00:00:00\.000Z\), this app knows up to 1\. Run that version/;

let temp: Awaited<ReturnType<typeof openTempStore>>;
let store: Store;
beforeEach(async () => {
  temp = await openTempStore();
  store = temp.store;
  await migrateStore(store, { appVersion: '4.1.0' });
  await writeUnversionedDocuments(store);
  await COLLECTIONS.schemaVersions.of(store).updateOne(
    { _id: 'teams' },
    {
      $set: {
        version: 7,
        migration: '0007-teams-of-the-future',
        appVersion: '4.2.0',
        updatedAt: '2031-01-01T00:00:00.000Z',
      },
    },
  );
});
afterEach(() => temp.remove());

it('refuses to migrate or plan, and changes nothing', async () => {
  const documents = await everyDocument(store);
  for (const dryRun of [false, true]) {
    const refused = migrateStore(store, { appVersion: '1.0.0', dryRun });
    await expect(refused).rejects.toThrow(StoreTooNewError);
    await expect(refused).rejects.toThrow(MESSAGE);
  }
  expect(await everyDocument(store)).toEqual(documents);
});

it('keeps the server from starting on it', async () => {
  await store.close(); // the folder's one process; `remove` closes it again (a no-op) and deletes it
  await expect(startTestServer({ DATA_DIR: temp.dataDir })).rejects.toThrow(
    /This store was written by a newer Lineup Lab than this one \(9\.9\.9-test\): teams is at schema version 7/,
  );
});

it('leaves alone the collections a newer app added', async () => {
  await COLLECTIONS.schemaVersions
    .of(store)
    .updateOne({ _id: 'teams' }, { $set: { version: 1, migration: null } });
  await COLLECTIONS.schemaVersions.of(store).insertOne({
    _id: 'team_histories',
    version: 1,
    migration: null,
    appVersion: '4.2.0',
    updatedAt: '2031-01-01T00:00:00.000Z',
  });
  const report = await migrateStore(store, { appVersion: '1.0.0' });
  expect(report.unknownCollections).toEqual(['team_histories']);
});
