/**
 * The documents the migrator keeps in the store (collections `schema_versions`, `migration_log`
 * and `migration_lock`, declared in `ports/collections.ts`).
 */

/**
 * The schema version a collection's documents are at (collection `schema_versions`, `_id` the
 * collection's name). A collection without one holds documents written before versions existed
 * (version 0), or none at all.
 */
export interface SchemaVersionRecord {
  _id: string;
  version: number;
  /** The migration that brought it there, or `null` when it was stamped (empty, or new). */
  migration: string | null;
  /** The app version that wrote this record (`package.json`'s). */
  appVersion: string;
  updatedAt: string;
}

/** One applied migration (collection `migration_log`, `_id` random), written once it has run. */
export interface MigrationLogRecord {
  _id: string;
  /** The migration's id, `NNNN-what-it-does`. */
  migration: string;
  /** The collections it moved, each from `from` to `to`. */
  collections: string[];
  from: number;
  to: number;
  appliedAt: string;
  appVersion: string;
  durationMs: number;
  documentsChanged: number;
}

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
