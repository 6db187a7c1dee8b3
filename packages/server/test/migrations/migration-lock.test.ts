/**
 * One migrator at a time: of two parallel migrators one runs and the other is refused with a
 * message naming the first (or, told to wait, waits and then finds nothing left); a crashed
 * migrator's lock is taken over once it has expired, not before; a migrator whose lock was taken
 * over stops and cannot release the other's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { versionEveryCollection } from '../../src/jobs/migrations/0001-version-every-collection.js';
import { MIGRATION_LOCK_TTL_MS, migrateStore } from '../../src/jobs/migrations/migrate-store.js';
import type { Migration } from '../../src/jobs/migrations/migration.js';
import { MigrationLockedError, MigrationLockLostError } from '../../src/jobs/migrations/migration-errors.js';
import { takeMigrationLock } from '../../src/jobs/migrations/migration-lock.js';
import { MIGRATIONS } from '../../src/jobs/migrations/migrations.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { handClock } from '../support/hand-clock.js';
import { testPlayer } from '../support/players.js';
import { openTempStore } from '../support/temp-store.js';

const START = '2030-03-01T09:00:00.000Z';
let temp: Awaited<ReturnType<typeof openTempStore>>;
let store: Store;

/** The real migrations, with 0001 held until `open()` is called (a migration that takes a while). */
function gatedMigrations(): { migrations: Migration[]; open(): void } {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gated: Migration = {
    ...versionEveryCollection,
    async up(context) {
      await gate;
      return versionEveryCollection.up(context);
    },
  };
  return {
    migrations: MIGRATIONS.map((m) => (m === versionEveryCollection ? gated : m)),
    open: () => open(),
  };
}

async function lockTaken(): Promise<void> {
  while (!(await COLLECTIONS.migrationLock.of(store).findOne({ _id: 'migrate' }))) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeEach(async () => {
  temp = await openTempStore();
  store = temp.store;
  // Unversioned documents (as today's main writes them), so that there is something to migrate.
  await COLLECTIONS.players.of(store).insertOne(testPlayer('p-hurts'));
});
afterEach(() => temp.remove());

describe('two migrators at once', () => {
  it('runs one and refuses the other with a message naming the one that runs', async () => {
    const { migrations, open } = gatedMigrations();
    const first = migrateStore(store, { appVersion: '3.0.0-first', migrations });
    await lockTaken();
    const second = migrateStore(store, { appVersion: '3.0.0-second' });
    await expect(second).rejects.toThrow(MigrationLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(
        `^Another process is migrating the store: process ${process.pid} on .+ \\(Lineup Lab 3\\.0\\.0-first\\) since .+\\. ` +
          'Wait for it to finish',
      ),
    );
    open();
    const report = await first;
    expect(report.applied.map((applied) => applied.id)).toEqual(['0001-version-every-collection']);
    expect(await COLLECTIONS.migrationLock.of(store).countDocuments({})).toBe(0);
  });

  it('applies each migration once when both start together', async () => {
    const results = await Promise.allSettled([
      migrateStore(store, { appVersion: 'a' }),
      migrateStore(store, { appVersion: 'b' }),
    ]);
    const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value.applied : []));
    expect(applied.map((migration) => migration.id)).toEqual(['0001-version-every-collection']);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(MigrationLockedError);
    }
    expect(await COLLECTIONS.migrationLog.of(store).countDocuments({})).toBe(1);
  });

  it('lets a migrator told to wait wait, then find nothing left to do', async () => {
    const { migrations, open } = gatedMigrations();
    const first = migrateStore(store, { appVersion: 'first', migrations });
    await lockTaken();
    let waits = 0;
    const second = migrateStore(store, {
      appVersion: 'second',
      wait: {
        attempts: 200,
        pollMs: 10,
        onWait: () => {
          waits += 1;
          if (waits === 3) open();
        },
      },
    });
    expect((await first).applied).toHaveLength(1);
    const waited = await second;
    expect(waits).toBeGreaterThanOrEqual(3);
    expect(waited).toMatchObject({ applied: [], stamped: [] });
    expect(await COLLECTIONS.migrationLog.of(store).countDocuments({})).toBe(1);
  });
});

describe('the lock', () => {
  it("takes over a crashed migrator's lock once it has expired, not before", async () => {
    const clock = handClock(START);
    await COLLECTIONS.migrationLock.of(store).insertOne({
      _id: 'migrate',
      holder: 'crashed',
      host: 'elsewhere',
      pid: 4242,
      appVersion: '3.0.0-crashed',
      takenAt: START,
      expiresAt: new Date(Date.parse(START) + MIGRATION_LOCK_TTL_MS).toISOString(),
    });
    await expect(migrateStore(store, { appVersion: 'next', clock })).rejects.toThrow(
      /process 4242 on elsewhere .* try again after 2030-03-01T09:02:00\.000Z, when its lock expires/,
    );
    clock.advance(MIGRATION_LOCK_TTL_MS - 1);
    await expect(migrateStore(store, { appVersion: 'next', clock })).rejects.toThrow(MigrationLockedError);
    clock.advance(1);
    const report = await migrateStore(store, { appVersion: 'next', clock });
    expect(report.applied).toHaveLength(1);
    expect(await COLLECTIONS.migrationLock.of(store).countDocuments({})).toBe(0);
  });

  it('stops a migrator whose lock was taken over, and keeps it from releasing the new holder’s', async () => {
    const clock = handClock(START);
    const options = { clock, ttlMs: 60_000 };
    const stalled = await takeMigrationLock(store, { ...options, appVersion: 'stalled' });
    await stalled.renew();
    clock.advance(60_000);
    const next = await takeMigrationLock(store, { ...options, appVersion: 'next' });
    await expect(stalled.renew()).rejects.toThrow(MigrationLockLostError);
    await stalled.release();
    expect(await COLLECTIONS.migrationLock.of(store).findOne({ _id: 'migrate' })).toMatchObject({
      appVersion: 'next',
    });
    await next.release();
    expect(await COLLECTIONS.migrationLock.of(store).countDocuments({})).toBe(0);
  });

  it('pushes its expiry on when renewed', async () => {
    const clock = handClock(START);
    const lock = await takeMigrationLock(store, { clock, ttlMs: 60_000, appVersion: 'a' });
    clock.advance(45_000);
    await lock.renew();
    expect(await COLLECTIONS.migrationLock.of(store).findOne({ _id: 'migrate' })).toMatchObject({
      takenAt: START,
      expiresAt: '2030-03-01T09:01:45.000Z',
    });
    clock.advance(30_000);
    await expect(takeMigrationLock(store, { clock, ttlMs: 60_000, appVersion: 'b' })).rejects.toThrow(
      MigrationLockedError,
    );
  });
});
