/**
 * Why a backup or a restore was refused. Each code is a situation a person can act on, and the
 * message says what to do; the store is untouched whenever one is thrown before the restore's
 * writes begin (every code but `restore-failed`).
 */
export type BackupErrorCode =
  /** The file is not a Lineup Lab backup (not gzip, or not our header). */
  | 'not-a-backup'
  /** The file is ours but incomplete or altered: truncated, a checksum or a count that does not match. */
  | 'damaged'
  /** The file was written in a format version newer than this server reads. */
  | 'newer-format'
  /** Another process (the server, or a lineup-server command) holds the data folder. */
  | 'store-in-use'
  /** A restore into a store that already holds documents, without `--force`. */
  | 'store-not-empty'
  /** The data folder to back up does not exist. */
  | 'no-data-folder'
  /** The backup file to write exists already, without `--force`. */
  | 'file-exists'
  /** The store is MongoDB: its own tools back it up. */
  | 'mongodb'
  /** The restore's writes failed part way (disk full, I/O error). */
  | 'restore-failed';

/** A backup or restore refused (or failed) for a reason its message states in full. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
  constructor(
    readonly code: BackupErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
