import type { Migration } from './migration.js';

/** What the plan needs of a migration: which collections it moves, from which version to which. */
export type MigrationStep = Pick<Migration, 'id' | 'collections' | 'from' | 'to'>;

/** What the store holds, as `readStoreVersions` reads it. */
export interface StoreVersions {
  /** The version recorded for each collection that has one. */
  readonly recorded: ReadonlyMap<string, number>;
  /** The collections without a record that hold no documents. */
  readonly empty: ReadonlySet<string>;
}

/** What migrating the store will do, in order. */
export interface MigrationPlan<M extends MigrationStep> {
  /** Collections without a version that are stamped at this app's version as they are (empty, or the migrator's own). */
  stamps: { collection: string; version: number }[];
  /** The migrations to run, in order, each with the collections it moves on this run. */
  steps: { migration: M; collections: string[] }[];
  /** Collections at a version above this app's: written by a newer app. */
  tooNew: { collection: string; version: number; known: number }[];
  /** Collections with a version that this app does not declare (a newer app's): left alone. */
  unknown: string[];
}

/** No migration brings a collection to the version this app declares: a mistake in `migrations.ts`. */
export class MigrationGapError extends Error {
  override readonly name = 'MigrationGapError';
}

/**
 * Plans the migration of a store, without reading or writing it. A collection with a recorded
 * version is at it; one without holds documents written before versions existed (version 0), unless
 * it is empty or one of `own`, which are stamped at `declared` straight away (nothing to migrate).
 * Then each migration, in list order, moves the collections of its list that are at its `from` to
 * its `to`. Throws `MigrationGapError` when a collection would not end at its declared version.
 */
export function planMigrations<M extends MigrationStep>(input: {
  declared: ReadonlyMap<string, number>;
  stored: StoreVersions;
  own: ReadonlySet<string>;
  migrations: readonly M[];
}): MigrationPlan<M> {
  const { declared, stored, own, migrations } = input;
  const plan: MigrationPlan<M> = { stamps: [], steps: [], tooNew: [], unknown: [] };
  const at = new Map<string, number>();
  for (const [collection, known] of declared) {
    const version = stored.recorded.get(collection);
    if (version !== undefined) {
      at.set(collection, version);
      if (version > known) plan.tooNew.push({ collection, version, known });
    } else if (own.has(collection) || stored.empty.has(collection)) {
      plan.stamps.push({ collection, version: known });
      at.set(collection, known);
    } else {
      at.set(collection, 0);
    }
  }
  plan.unknown = [...stored.recorded.keys()].filter((collection) => !declared.has(collection)).sort();
  if (plan.tooNew.length > 0) return plan;

  for (const migration of migrations) {
    const moved = migration.collections.filter((collection) => at.get(collection) === migration.from);
    if (moved.length === 0) continue;
    plan.steps.push({ migration, collections: moved });
    for (const collection of moved) at.set(collection, migration.to);
  }
  const behind = [...declared].filter(([collection, known]) => at.get(collection) !== known);
  if (behind.length > 0) {
    throw new MigrationGapError(
      `No migration brings ${behind
        .map(([collection, known]) => `${collection} from version ${at.get(collection)} to ${known}`)
        .join(', ')}: add one to packages/server/src/jobs/migrations/migrations.ts.`,
    );
  }
  return plan;
}
