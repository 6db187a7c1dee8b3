import type { Migration } from './migration.js';
import { DATA_COLLECTIONS } from './versioned-collections.js';

/**
 * Versions the collections of stores written before versions existed (0 → 1). Version 1 is the
 * shape the documents had then, so no document changes: once it has run, the collections have a
 * recorded version that the next change of their shape can migrate from.
 */
export const versionEveryCollection: Migration = {
  id: '0001-version-every-collection',
  summary: 'record the schema version of collections written before versions existed',
  collections: DATA_COLLECTIONS,
  from: 0,
  to: 1,
  count: async () => 0,
  up: async () => 0,
};
