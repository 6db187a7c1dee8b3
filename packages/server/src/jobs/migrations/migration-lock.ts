import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError, type Store } from '../../ports/store.js';
import type { MigrationLockRecord } from '../../records/migration-lock-record.js';
import { MigrationLockedError, MigrationLockLostError } from './migration-errors.js';

const LOCK_ID = 'migrate';

/** A held migration lock. */
export interface HeldMigrationLock {
  /** Pushes the expiry `ttlMs` on from now; `MigrationLockLostError` when another process took it over. */
  renew(): Promise<void>;
  /** Gives the lock up (only if still ours). */
  release(): Promise<void>;
}

const describe = (lock: MigrationLockRecord) =>
  `process ${lock.pid} on ${lock.host} (Lineup Lab ${lock.appVersion}) since ${lock.takenAt}`;

/**
 * Takes the store's migration lock: a conditional insert of the one lock document, so that of two
 * migrators only one gets it; a lock whose `expiresAt` has passed (its holder crashed, or stopped
 * renewing it) is taken over with a conditional update. Refused with a `MigrationLockedError`
 * naming the holder when another process holds it.
 * @example
 * const lock = await takeMigrationLock(store, { appVersion: '1.2.0', clock: systemClock, ttlMs: 120_000 });
 * try { …; await lock.renew(); … } finally { await lock.release(); }
 */
export async function takeMigrationLock(
  store: Store,
  options: { appVersion: string; clock: Clock; ttlMs: number },
): Promise<HeldMigrationLock> {
  const locks = COLLECTIONS.migrationLock.of(store);
  const holder = randomUUID();
  const expiry = () => new Date(options.clock.now().getTime() + options.ttlMs).toISOString();
  const held: HeldMigrationLock = {
    async renew() {
      const renewed = await locks.findOneAndUpdate(
        { _id: LOCK_ID, holder },
        { $set: { expiresAt: expiry() } },
      );
      if (!renewed) {
        throw new MigrationLockLostError(
          'This migrator lost the migration lock (it expired and another process took it over): ' +
            'it stopped. Run the migration again once the other has finished.',
        );
      }
    },
    async release() {
      await locks.deleteOne({ _id: LOCK_ID, holder });
    },
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = options.clock.now().toISOString();
    const mine: MigrationLockRecord = {
      _id: LOCK_ID,
      holder,
      host: hostname(),
      pid: process.pid,
      appVersion: options.appVersion,
      takenAt: now,
      expiresAt: expiry(),
    };
    try {
      await locks.insertOne(mine);
      return held;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const { _id, ...fields } = mine;
    const takenOver = await locks.findOneAndUpdate(
      { _id: LOCK_ID, expiresAt: { $lte: now } },
      { $set: fields },
    );
    if (takenOver) return held;
    const current = await locks.findOne({ _id: LOCK_ID });
    if (current) {
      throw new MigrationLockedError(
        `Another process is migrating the store: ${describe(current)}. Wait for it to finish ` +
          `(a server waits, then starts), or, if it has crashed, try again after ${current.expiresAt}, ` +
          'when its lock expires.',
      );
    }
    // Released between the insert and the look: try again.
  }
  throw new MigrationLockedError('Other processes keep taking the migration lock: try again in a moment.');
}
