import type { Store } from '../../ports/store.js';

/** What a migration's `up` gets: the store, and a call to make after every batch it writes. */
interface MigrationContext {
  store: Store;
  /** The collections it moves on this run (those of its `collections` at its `from`). */
  collections: readonly string[];
  /** How many documents to read and write at a time. */
  batchSize: number;
  /** To call after every batch: renews the migrator's lock (and fails when it was lost). */
  afterBatch(): Promise<void>;
}

/**
 * One step of the store's schema: brings the documents of `collections` from version `from` to
 * `to` (one file per migration in this folder, listed in order in `migrations.ts`). `up` works in
 * batches through the `Store` port only, so it runs on the embedded store and on MongoDB alike, and
 * is idempotent: it changes only documents still in the old shape, so running it again (after a
 * crash half-way, or twice) changes nothing more.
 */
export interface Migration {
  /** `NNNN-what-it-does`: the order it runs in, and what it does. */
  readonly id: string;
  /** One line for people: what changes. */
  readonly summary: string;
  readonly collections: readonly string[];
  readonly from: number;
  readonly to: number;
  /** How many documents `up` would change now (what a dry run reports); changes nothing. */
  count(store: Store, collections: readonly string[]): Promise<number>;
  /** Brings the documents to `to`; answers how many it changed. */
  up(context: MigrationContext): Promise<number>;
}
