import type { Collection, Doc, Store } from './store.js';

/**
 * One index of a collection: its name (what `DuplicateKeyError` reports), its fields, unique or
 * not, and for a TTL index (one Date field) the seconds after which the store removes a document.
 */
export interface IndexSpec<T extends Doc> {
  readonly name: string;
  readonly fields: readonly (keyof T & string)[];
  readonly unique?: boolean;
  readonly expireAfterSeconds?: number;
}

/** A collection the server uses: its name, the type of its documents, its indexes and its schema version. */
export interface CollectionSpec<T extends Doc> {
  readonly name: string;
  readonly indexes: readonly IndexSpec<T>[];
  /**
   * The shape its documents have in this app (1 at first): raised by one with every migration that
   * changes them (`migrations/`), which brings stored documents from the version before.
   */
  readonly version: number;
  /** This collection of `store`, typed. */
  of(store: Store): Collection<T>;
  /** Creates its indexes in `store` when they are missing. */
  ensureIndexes(store: Store): Promise<void>;
}

/**
 * Declares a collection with the type of its documents, its indexes and the schema version of its
 * documents (default 1; see `collections.ts`, where every collection of the server is declared, and
 * `migrations/`, which brings stored documents up to it).
 * @example
 * const users = defineCollection<UserRecord>('users', [
 *   { name: 'users_sub_unique', fields: ['sub'], unique: true },
 * ], { version: 2 });
 * await users.ensureIndexes(store);
 * await users.of(store).findOne({ sub });
 */
export function defineCollection<T extends Doc>(
  name: string,
  indexes: readonly IndexSpec<T>[] = [],
  options: { version?: number } = {},
): CollectionSpec<T> {
  const version = options.version ?? 1;
  if (!Number.isInteger(version) || version < 1) {
    throw new RangeError(`The version of ${name} must be a whole number from 1, not ${version}`);
  }
  return {
    name,
    indexes,
    version,
    of: (store) => store.collection<T>(name),
    async ensureIndexes(store) {
      const collection = store.collection<T>(name);
      for (const index of indexes) {
        await collection.createIndex(index.fields, {
          name: index.name,
          ...(index.unique === true && { unique: true }),
          ...(index.expireAfterSeconds !== undefined && { expireAfterSeconds: index.expireAfterSeconds }),
        });
      }
    },
  };
}
