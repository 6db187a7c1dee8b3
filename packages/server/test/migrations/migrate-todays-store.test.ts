/**
 * A store written by today's main (no versions; predictions without `scoring`) migrated: every
 * collection versioned, the predictions given their model's scoring, each migration logged; a
 * second run changes nothing; a migration interrupted before its version was recorded runs again
 * without changing anything more; and a server started on the migrated store still reads the
 * user's team and scenario as before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { predictionsNameTheirScoring } from '../../src/jobs/migrations/0002-predictions-name-their-scoring.js';
import { type MigrationReport, migrateStore } from '../../src/jobs/migrations/migrate-store.js';
import { DATA_COLLECTIONS, DECLARED_VERSIONS } from '../../src/jobs/migrations/versioned-collections.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { startTestServer } from '../support/server.js';
import {
  type BeforeMigration,
  buildTodaysStore,
  everyDocument,
  GONE_MODEL_ID,
  MODEL_ID,
  PREDICTIONS_OF_MODEL,
  SCENARIO,
  signInCoach,
  storeClock,
  TEAM,
} from './todays-store.js';

const APP_VERSION = '2.0.0-test';
let dataDir = '';
let before: BeforeMigration;
let store: Store;
let report: MigrationReport;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lineup-migrate-'));
  before = await buildTodaysStore(dataDir);
  store = await openEmbeddedStore({ dataDir });
  report = await migrateStore(store, { appVersion: APP_VERSION });
}, 120_000);
afterAll(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('migrating a store written by today’s main', () => {
  it('applies 0001 to every collection that holds documents, then 0002 to the predictions', () => {
    expect(report.dryRun).toBe(false);
    expect(report.applied.map((applied) => applied.id)).toEqual([
      '0001-version-every-collection',
      '0002-predictions-name-their-scoring',
    ]);
    const [versioned, named] = report.applied;
    expect(versioned?.collections).toEqual(
      expect.arrayContaining(['users', 'accounts', 'teams', 'scenarios', 'model_predictions', 'models']),
    );
    expect(versioned).toMatchObject({ from: 0, to: 1, documentsChanged: 0 });
    expect(named).toMatchObject({
      collections: ['model_predictions'],
      from: 1,
      to: 2,
      documentsChanged: PREDICTIONS_OF_MODEL,
    });
  });

  it('stamps the collections that hold nothing at their version, and brings every one to its declared version', async () => {
    const stamped = report.stamped.map((stamp) => stamp.collection);
    expect(stamped).toEqual(expect.arrayContaining(['leagues', 'waitlist', 'schema_versions']));
    expect(stamped).not.toContain('teams');
    expect(report.versions).toEqual(Object.fromEntries(DECLARED_VERSIONS));

    const records = new Map(
      (await COLLECTIONS.schemaVersions.of(store).find({})).map((record) => [record._id, record]),
    );
    expect([...records.keys()].sort()).toEqual([...DECLARED_VERSIONS.keys()].sort());
    expect(records.get('teams')).toMatchObject({
      version: 1,
      migration: '0001-version-every-collection',
      appVersion: APP_VERSION,
    });
    expect(records.get('model_predictions')).toMatchObject({
      version: 2,
      migration: '0002-predictions-name-their-scoring',
    });
    expect(records.get('leagues')).toMatchObject({ version: 1, migration: null });
  });

  it("gives each prediction its model's target, and leaves the one of a model no longer stored as it was", async () => {
    const predictions = await COLLECTIONS.modelPredictions.of(store).find({});
    const ofModel = predictions.filter((prediction) => prediction.model_id === MODEL_ID);
    expect(ofModel).toHaveLength(PREDICTIONS_OF_MODEL);
    for (const prediction of ofModel) expect(prediction.scoring).toBe('half-ppr');
    const orphan = predictions.find((prediction) => prediction.model_id === GONE_MODEL_ID);
    expect(orphan).toBeDefined();
    expect(orphan).not.toHaveProperty('scoring');
  });

  it('logs each migration applied: when, by which app version, how long, how many documents', async () => {
    const log = await COLLECTIONS.migrationLog.of(store).find({}, { sort: { appliedAt: 1 } });
    expect(log.map((entry) => [entry.migration, entry.documentsChanged])).toEqual([
      ['0001-version-every-collection', 0],
      ['0002-predictions-name-their-scoring', PREDICTIONS_OF_MODEL],
    ]);
    for (const entry of log) {
      expect(entry.appVersion).toBe(APP_VERSION);
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
      expect(Number.isNaN(Date.parse(entry.appliedAt))).toBe(false);
    }
    expect(log[0]?.collections.sort()).toEqual(
      DATA_COLLECTIONS.filter((name) => !report.stamped.some((stamp) => stamp.collection === name)).sort(),
    );
    expect(await COLLECTIONS.migrationLock.of(store).countDocuments({})).toBe(0);
  });

  it('changes nothing when run again', async () => {
    const documents = await everyDocument(store);
    const again = await migrateStore(store, { appVersion: '2.0.1-test' });
    expect(again).toMatchObject({ applied: [], stamped: [] });
    expect(again.versions).toEqual(report.versions);
    expect(await everyDocument(store)).toEqual(documents);
  });

  it('runs a migration interrupted before its version was recorded again, changing nothing more', async () => {
    const versions = COLLECTIONS.schemaVersions.of(store);
    await versions.updateOne({ _id: 'model_predictions' }, { $set: { version: 1 } });
    const predictions = await COLLECTIONS.modelPredictions.of(store).find({}, { sort: { _id: 1 } });

    const again = await migrateStore(store, { appVersion: APP_VERSION });
    expect(again.applied).toMatchObject([{ id: '0002-predictions-name-their-scoring', documentsChanged: 0 }]);
    expect(await COLLECTIONS.modelPredictions.of(store).find({}, { sort: { _id: 1 } })).toEqual(predictions);
    expect(await versions.findOne({ _id: 'model_predictions' })).toMatchObject({ version: 2 });
    expect(
      await predictionsNameTheirScoring.up({
        store,
        collections: ['model_predictions'],
        batchSize: 7,
        afterBatch: async () => {},
      }),
    ).toBe(0);
  });
});

describe('the app on the migrated store', () => {
  it("starts, and reads the user's team week and scenarios as before", async () => {
    await store.close();
    const server = await startTestServer({ DATA_DIR: dataDir }, { clock: storeClock() });
    try {
      const coach = await signInCoach(server);
      expect(await coach.teams.week(TEAM, before.week.week)).toEqual(before.week);
      const { scenarios } = await coach.scenarios.list(TEAM);
      expect(scenarios.map((scenario) => scenario.name)).toEqual([SCENARIO]);
      expect(before.scenarios).toEqual([SCENARIO]);
    } finally {
      await server.close();
      store = await openEmbeddedStore({ dataDir });
    }
  }, 60_000);
});
