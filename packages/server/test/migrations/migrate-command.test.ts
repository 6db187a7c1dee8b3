/**
 * `lineup-server migrate [--dry-run] [--json]` as a user runs it (a child process on a data
 * folder): the dry run as JSON, the migration as text, a second run with nothing to do, and a
 * store written by a newer app refused with its message alone (exit 1).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import type { MigrationReport } from '../../src/jobs/migrations/migrate-store.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { runLineupServer } from '../support/run-command.js';
import { openTempStore } from '../support/temp-store.js';
import { writeUnversionedDocuments } from './representative-store.js';

let dataDir = '';
let remove: () => Promise<void>;
beforeAll(async () => {
  const temp = await openTempStore();
  ({ dataDir, remove } = temp);
  await writeUnversionedDocuments(temp.store);
  await temp.store.close();
});
afterAll(() => remove());

const migrate = (...args: string[]) => runLineupServer(['migrate', ...args], { DATA_DIR: dataDir });

it('prints what a dry run would do as JSON, and what the migration did as text', async () => {
  const dry = await migrate('--dry-run', '--json');
  expect(dry.stderr.trim()).toBe('');
  expect(dry.code).toBe(0);
  const planned = JSON.parse(dry.stdout) as MigrationReport;
  expect(planned).toMatchObject({ dryRun: true });
  expect(planned.applied.map((applied) => [applied.id, applied.documentsChanged])).toEqual([
    ['0001-version-every-collection', 0],
    ['0002-predictions-name-their-scoring', 3],
  ]);

  const done = await migrate();
  expect(done.code).toBe(0);
  const lines = done.stdout.trim().split('\n');
  expect(lines[0]).toMatch(
    /^0001-version-every-collection: players, models, model_predictions 0 → 1, 0 documents changed \(\d+ ms\)$/,
  );
  expect(lines[1]).toMatch(
    /^0002-predictions-name-their-scoring: model_predictions 1 → 2, 3 documents changed \(\d+ ms\)$/,
  );
  expect(lines.at(-1)).toBe('The store is up to date.');

  const again = await migrate();
  expect(again.code).toBe(0);
  expect(again.stdout.trim()).toBe('The store is up to date: nothing to migrate.');
}, 60_000);

it('refuses a store written by a newer app with its message alone (exit 1)', async () => {
  const store = await openEmbeddedStore({ dataDir });
  await COLLECTIONS.schemaVersions
    .of(store)
    .updateOne({ _id: 'teams' }, { $set: { version: 5, appVersion: '8.0.0' } });
  await store.close();
  const refused = await migrate();
  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe('');
  expect(refused.stderr.trim()).toMatch(
    /^This store was written by a newer Lineup Lab than this one \([^)]+\): teams is at schema version 5 \(by Lineup Lab 8\.0\.0 on [^)]+\), this app knows up to 1\. .* Nothing was changed\.$/,
  );
}, 60_000);
