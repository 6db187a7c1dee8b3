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
