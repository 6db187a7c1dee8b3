import { versionEveryCollection } from './0001-version-every-collection.js';
import { predictionsNameTheirScoring } from './0002-predictions-name-their-scoring.js';
import type { Migration } from './migration.js';

/**
 * Every migration, in the order they run (their ids' order). Add a new one at the end, in a file
 * of its own named by its id, and raise its collection's `version` in `ports/collections.ts` to
 * its `to`. Never change one that has shipped: stores out there have applied it.
 */
export const MIGRATIONS: readonly Migration[] = [versionEveryCollection, predictionsNameTheirScoring];
