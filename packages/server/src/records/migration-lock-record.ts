/**
 * The lock a migrator holds while it migrates (collection `migration_lock`, one document, `_id`
 * `migrate`): taken with a conditional insert, renewed after every batch, and taken over by
 * another migrator only once `expiresAt` has passed (its holder crashed).
 */
export interface MigrationLockRecord {
  _id: string;
  /** A random id of the holder, so that only it renews or releases the lock. */
  holder: string;
  host: string;
  pid: number;
  appVersion: string;
  takenAt: string;
  expiresAt: string;
}
