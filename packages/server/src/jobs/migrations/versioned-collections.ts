import { COLLECTIONS } from '../../ports/collections.js';

/**
 * The migrator's own collections. Only this code writes them, so an unversioned one is stamped at
 * its version at once; no migration moves them from "unversioned" (0).
 */
export const MIGRATOR_COLLECTIONS: ReadonlySet<string> = new Set([
  COLLECTIONS.schemaVersions.name,
  COLLECTIONS.migrationLog.name,
  COLLECTIONS.migrationLock.name,
]);

/** Every collection this app declares, with the schema version its documents have here. */
export const DECLARED_VERSIONS: ReadonlyMap<string, number> = new Map(
  Object.values(COLLECTIONS).map((spec) => [spec.name, spec.version]),
);

/** The collections whose documents the app writes (every declared one but the migrator's own). */
export const DATA_COLLECTIONS: readonly string[] = [...DECLARED_VERSIONS.keys()].filter(
  (name) => !MIGRATOR_COLLECTIONS.has(name),
);
