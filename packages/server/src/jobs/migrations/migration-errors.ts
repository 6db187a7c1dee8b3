/**
 * The store was written by a newer app: a collection is at a schema version above what this app
 * knows. Nothing is changed; the message names the collections and the app that wrote them.
 */
export class StoreTooNewError extends Error {
  override readonly name = 'StoreTooNewError';
}

/** Another process holds the migration lock: the message names it and when its lock expires. */
export class MigrationLockedError extends Error {
  override readonly name = 'MigrationLockedError';
}

/** This migrator's lock expired and another process took it over: it stops before writing more. */
export class MigrationLockLostError extends Error {
  override readonly name = 'MigrationLockLostError';
}
