import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Clock, systemClock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { SchemaVersionRecord } from '../../records/schema-version-record.js';
import type { Migration } from './migration.js';
import { MigrationLockedError, StoreTooNewError } from './migration-errors.js';
import { type HeldMigrationLock, takeMigrationLock } from './migration-lock.js';
import { MIGRATIONS } from './migrations.js';
import { type MigrationPlan, planMigrations } from './plan-migrations.js';
import { readStoreVersions } from './read-store-versions.js';
import { DECLARED_VERSIONS, MIGRATOR_COLLECTIONS } from './versioned-collections.js';

/** How long a migrator's lock lasts without being renewed (it is renewed after every batch). */
export const MIGRATION_LOCK_TTL_MS = 120_000;

/** One migration applied (or, in a dry run, that would be). */
interface AppliedMigration {
  id: string;
  summary: string;
  collections: string[];
  from: number;
  to: number;
  /** The documents it changed (in a dry run: would change now). */
  documentsChanged: number;
  /** How long it took (0 in a dry run). */
  durationMs: number;
}

/** What migrating did (or, in a dry run, would do). */
export interface MigrationReport {
  dryRun: boolean;
  /** Collections given their version as they are: empty ones and the migrator's own. */
  stamped: { collection: string; version: number }[];
  applied: AppliedMigration[];
  /** Every declared collection's version afterwards (in a dry run: as it would be). */
  versions: Record<string, number>;
  /** Versioned collections this app does not know (a newer app's): left alone. */
  unknownCollections: string[];
}

export interface MigrateOptions {
  /** This app's version, recorded with every change. */
  appVersion: string;
  /** Report what would be done, and change nothing (no lock either). */
  dryRun?: boolean;
  /** When another process holds the lock: try again this often, this many times (default: refuse at once). */
  wait?: { attempts: number; pollMs: number; onWait?: (error: MigrationLockedError) => void };
  /** For the lock's expiry and the records' times (default: the real clock). */
  clock?: Clock;
  batchSize?: number;
  /** The migrations, in order (default `MIGRATIONS`; tests bring their own). */
  migrations?: readonly Migration[];
  /** Called as each migration has been applied, before the next starts (progress). */
  onApplied?: (applied: AppliedMigration) => void;
}

/** Reads the store's versions and plans; `StoreTooNewError` when a newer app wrote it. */
async function plan(store: Store, migrations: readonly Migration[], appVersion: string) {
  const stored = await readStoreVersions(store, DECLARED_VERSIONS.keys());
  const planned: MigrationPlan<Migration> = planMigrations({
    declared: DECLARED_VERSIONS,
    stored,
    own: MIGRATOR_COLLECTIONS,
    migrations,
  });
  if (planned.tooNew.length > 0) {
    const lines = planned.tooNew.map(({ collection, version, known }) => {
      const record = stored.records.get(collection);
      const by = record ? ` (by Lineup Lab ${record.appVersion} on ${record.updatedAt})` : '';
      return `${collection} is at schema version ${version}${by}, this app knows up to ${known}`;
    });
    throw new StoreTooNewError(
      `This store was written by a newer Lineup Lab than this one (${appVersion}): ${lines.join('; ')}. ` +
        'Run that version (or a newer one), or restore a backup taken before the upgrade. Nothing was changed.',
    );
  }
  return { planned, recorded: stored.recorded };
}

/** What the report starts from: the plan, nothing applied yet. */
function reportOf({ planned, recorded }: Awaited<ReturnType<typeof plan>>, dryRun: boolean): MigrationReport {
  const versions: Record<string, number> = {};
  for (const name of DECLARED_VERSIONS.keys()) versions[name] = recorded.get(name) ?? 0;
  for (const { collection, version } of planned.stamps) versions[collection] = version;
  for (const { migration, collections } of planned.steps) {
    for (const collection of collections) versions[collection] = migration.to;
  }
  return { dryRun, stamped: planned.stamps, applied: [], versions, unknownCollections: planned.unknown };
}

async function takeLock(store: Store, options: MigrateOptions, clock: Clock): Promise<HeldMigrationLock> {
  const take = () =>
    takeMigrationLock(store, { appVersion: options.appVersion, clock, ttlMs: MIGRATION_LOCK_TTL_MS });
  for (let attempt = 1; ; attempt++) {
    try {
      return await take();
    } catch (error) {
      const { wait } = options;
      if (!(error instanceof MigrationLockedError) || !wait || attempt >= wait.attempts) throw error;
      wait.onWait?.(error);
      await sleep(wait.pollMs);
    }
  }
}

/**
 * Brings every collection of the store to the schema version this app declares
 * (`ports/collections.ts`): refuses a store a newer app wrote (`StoreTooNewError`, nothing
 * changed), stamps unversioned empty collections, then applies the pending migrations in order,
 * each followed by its collections' new version and a line in `migration_log`. Nothing to do: no
 * write at all. Otherwise under the store's migration lock, so one process migrates at a time;
 * another is refused (`MigrationLockedError`), or waits with `wait` and then finds nothing left.
 * A crash half-way leaves the collections of the unfinished migration at their old version: the
 * next run applies it again, and it changes only what it had not.
 * @example
 * const report = await migrateStore(store, { appVersion: '1.2.0' });
 */
export async function migrateStore(store: Store, options: MigrateOptions): Promise<MigrationReport> {
  const clock = options.clock ?? systemClock;
  const migrations = options.migrations ?? MIGRATIONS;
  const batchSize = options.batchSize ?? 500;
  const { appVersion } = options;
  const dryRun = options.dryRun === true;
  const first = await plan(store, migrations, appVersion);
  if (dryRun || (first.planned.stamps.length === 0 && first.planned.steps.length === 0)) {
    const result = reportOf(first, dryRun);
    for (const { migration, collections } of first.planned.steps) {
      result.applied.push({
        ...describeStep(migration, collections),
        documentsChanged: await migration.count(store, collections),
        durationMs: 0,
      });
    }
    return result;
  }

  const lock = await takeLock(store, options, clock);
  try {
    // Another process may have migrated while this one waited: plan again, under the lock.
    const again = await plan(store, migrations, appVersion);
    const { planned } = again;
    const result = reportOf(again, false);
    const versions = COLLECTIONS.schemaVersions.of(store);
    const setVersion = (collection: string, version: number, migration: string | null) => {
      const record: Omit<SchemaVersionRecord, '_id'> = {
        version,
        migration,
        appVersion,
        updatedAt: clock.now().toISOString(),
      };
      return versions.updateOne({ _id: collection }, { $set: record }, { upsert: true });
    };
    for (const { collection, version } of planned.stamps) await setVersion(collection, version, null);
    for (const { migration, collections } of planned.steps) {
      const started = performance.now();
      const documentsChanged = await migration.up({ store, collections, batchSize, afterBatch: lock.renew });
      await lock.renew();
      for (const collection of collections) await setVersion(collection, migration.to, migration.id);
      const applied: AppliedMigration = {
        ...describeStep(migration, collections),
        documentsChanged,
        durationMs: Math.round(performance.now() - started),
      };
      await COLLECTIONS.migrationLog.of(store).insertOne({
        _id: randomUUID(),
        migration: migration.id,
        collections: applied.collections,
        from: migration.from,
        to: migration.to,
        appliedAt: clock.now().toISOString(),
        appVersion,
        durationMs: applied.durationMs,
        documentsChanged,
      });
      result.applied.push(applied);
      options.onApplied?.(applied);
    }
    return result;
  } finally {
    await lock.release();
  }
}

const describeStep = (migration: Migration, collections: readonly string[]) => ({
  id: migration.id,
  summary: migration.summary,
  collections: [...collections],
  from: migration.from,
  to: migration.to,
});
