import type { Collection, Doc, Store } from '../ports/store.js';

/** One index of a collection: its name (what `DuplicateKeyError` reports), its fields, unique or not. */
export interface IndexSpec<T extends Doc> {
  readonly name: string;
  readonly fields: readonly (keyof T & string)[];
  readonly unique?: boolean;
}

/** A collection the server uses: its name, the type of its documents and its indexes. */
export interface CollectionSpec<T extends Doc> {
  readonly name: string;
  readonly indexes: readonly IndexSpec<T>[];
  /** This collection of `store`, typed. */
  of(store: Store): Collection<T>;
  /** Creates its indexes in `store` when they are missing. */
  ensureIndexes(store: Store): Promise<void>;
}

/**
 * Declares a collection with the type of its documents and its indexes (see `collections.ts`,
 * where every collection of the server is declared).
 * @example
 * const users = defineCollection<UserRecord>('users', [
 *   { name: 'users_sub_unique', fields: ['sub'], unique: true },
 * ]);
 * await users.ensureIndexes(store);
 * await users.of(store).findOne({ sub });
 */
export function defineCollection<T extends Doc>(
  name: string,
  indexes: readonly IndexSpec<T>[] = [],
): CollectionSpec<T> {
  return {
    name,
    indexes,
    of: (store) => store.collection<T>(name),
    async ensureIndexes(store) {
      const collection = store.collection<T>(name);
      for (const index of indexes) {
        await collection.createIndex(index.fields, {
          name: index.name,
          ...(index.unique === true && { unique: true }),
        });
      }
    },
  };
}
