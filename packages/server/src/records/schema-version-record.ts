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
