import { randomUUID } from 'node:crypto';
import {
  MongoBulkWriteError,
  MongoClient,
  type Collection as MongoCollection,
  type Filter as MongoFilter,
  MongoServerError,
  type Sort,
  type UpdateFilter,
} from 'mongodb';
import {
  type Collection,
  type Doc,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Projection,
  type Store,
  type Update,
  type UpdateResult,
} from '../../ports/store.js';
import { updatedPaths } from './apply-update.js';
import { entriesOf, isPlainObject } from './document-values.js';
import { assertDefinedFilter } from './filter-guard.js';
import { checkIndexOptions } from './index-options.js';
import { equalityFields } from './upsert-document.js';

/** Where the MongoDB store connects. */
export interface MongoStoreOptions {
  /** A `mongodb://` or `mongodb+srv://` connection string. */
  uri: string;
  /** The database; default: the one named in the URI, else `lineup-lab`. */
  dbName?: string;
}

/** A document as the driver sees it: a string `_id` and any other fields. */
interface StoredDocument {
  _id: string;
  [field: string]: unknown;
}

const DEFAULT_DB_NAME = 'lineup-lab';
const DUPLICATE_KEY = 11000;

/**
 * The collection of change counters (`Collection.changeStamp`): one document per collection written,
 * `{ _id: <collection>, epoch: <random id>, count }`. The epoch is drawn when the counter is created,
 * so a counter dropped and created again never repeats a stamp.
 */
const CHANGES_COLLECTION = 'store_changes';

interface ChangeCounter {
  _id: string;
  epoch: string;
  count: number;
}

/** Counts changes of collections in `CHANGES_COLLECTION` and reads their stamps. */
class ChangeCounters {
  constructor(readonly counters: MongoCollection<ChangeCounter>) {}

  /** Adds one to the collection's counter (creating it), after a write that changed the collection. */
  async count(name: string): Promise<void> {
    await this.#upsert(name, { $inc: { count: 1 }, $setOnInsert: { epoch: randomUUID() } });
  }

  /** The collection's stamp, `<epoch>:<count>`; a missing counter is created first (count 0). */
  async stamp(name: string): Promise<string> {
    let counter = await this.counters.findOne({ _id: name });
    if (counter === null) {
      await this.#upsert(name, { $setOnInsert: { epoch: randomUUID(), count: 0 } });
      counter = await this.counters.findOne({ _id: name });
      if (counter === null) throw new Error(`No change counter for ${name}`);
    }
    return `${counter.epoch}:${counter.count}`;
  }

  /** An upsert of a counter; two processes creating it at once: the loser's duplicate key is retried. */
  async #upsert(name: string, update: UpdateFilter<ChangeCounter>): Promise<void> {
    try {
      await this.counters.updateOne({ _id: name }, update, { upsert: true });
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      await this.counters.updateOne({ _id: name }, update, { upsert: true });
    }
  }
}

/**
 * Opens the MongoDB store through the official driver and connects (rejects when the server cannot
 * be reached). Fields holding `undefined` are not stored (`ignoreUndefined`), as in the embedded
 * store; a filter holding `undefined` is refused. A unique-index violation (error 11000) becomes a
 * `DuplicateKeyError` naming the index. An upsert whose filter and update give no `_id` gets a
 * random UUID, never an ObjectId: ids are strings.
 *
 * Change stamps (`Collection.changeStamp`) are counters in a collection of their own
 * (`CHANGES_COLLECTION`), shared by every process on the database: each write that changed a
 * collection is followed by an upsert `$inc` of its counter, one more round trip per such write
 * (a write that failed other than on a duplicate key is counted too, as it may have been applied).
 * Documents that MongoDB's TTL monitor removes are not counted (it writes behind the driver's back),
 * so nothing may be keyed by the stamp of a collection with a TTL index. A counter is bumped after
 * its write is acknowledged, and reads go to the primary (the driver's default), so what is read
 * after a stamp is at least as new as the stamp.
 *
 * @example
 * const store = await openMongoStore({ uri: 'mongodb://localhost:27017', dbName: 'lineup' });
 */
export async function openMongoStore({ uri, dbName }: MongoStoreOptions): Promise<Store> {
  const client = new MongoClient(uri, { ignoreUndefined: true });
  await client.connect();
  const db = client.db(dbName ?? databaseInUri(uri) ?? DEFAULT_DB_NAME);
  const state = { closed: false };
  const changes = new ChangeCounters(db.collection<ChangeCounter>(CHANGES_COLLECTION));
  return {
    kind: 'mongodb',
    collection<T extends Doc>(name: string): Collection<T> {
      return new MongoStoreCollection<T>(db.collection<StoredDocument>(name), { state, changes });
    },
    async close(): Promise<void> {
      state.closed = true;
      await client.close();
    },
  };
}

/** The database named in a connection string's path, if any. */
export function databaseInUri(uri: string): string | undefined {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/.exec(uri)?.[1];
  return path === undefined ? undefined : decodeURIComponent(path);
}

class MongoStoreCollection<T extends Doc> implements Collection<T> {
  readonly state: { closed: boolean };
  readonly changes: ChangeCounters;

  constructor(
    readonly collection: MongoCollection<StoredDocument>,
    { state, changes }: { state: { closed: boolean }; changes: ChangeCounters },
  ) {
    this.state = state;
    this.changes = changes;
  }

  findOne(filter: Filter<T>): Promise<T | null> {
    return this.#run(filter, async () => fromMongo<T>(await this.collection.findOne(toMongoFilter(filter))));
  }

  find<K extends keyof T & string>(
    filter: Filter<T>,
    options: FindOptions<T> & { projection: Projection<K> },
  ): Promise<Pick<T, K | '_id'>[]>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  find(filter: Filter<T>, options: FindOptions<T> & { projection?: Projection<string> } = {}): Promise<T[]> {
    return this.#run(filter, async () => {
      let cursor = this.collection.find(toMongoFilter(filter));
      if (options.projection !== undefined)
        cursor = cursor.project<StoredDocument>({ ...options.projection });
      if (options.sort !== undefined) cursor = cursor.sort(toMongoSort(options.sort));
      if (options.skip !== undefined) cursor = cursor.skip(options.skip);
      if (options.limit !== undefined) cursor = cursor.limit(options.limit);
      const documents = await cursor.toArray();
      return documents.map((document) => fromMongo<T>(document));
    });
  }

  countDocuments(filter: Filter<T>): Promise<number> {
    return this.#run(filter, () => this.collection.countDocuments(toMongoFilter(filter)));
  }

  insertOne(doc: T): Promise<void> {
    return this.#write(
      {},
      async () => {
        if (!isPlainObject(doc) || typeof doc._id !== 'string') {
          throw new TypeError('A document needs a string _id');
        }
        await this.collection.insertOne(doc);
      },
      () => true,
    );
  }

  insertMany(docs: readonly T[]): Promise<void> {
    return this.#write(
      {},
      async () => {
        for (const doc of docs) {
          if (!isPlainObject(doc) || typeof doc._id !== 'string') {
            throw new TypeError('A document needs a string _id');
          }
        }
        if (docs.length === 0) return;
        try {
          await this.collection.insertMany(docs as unknown as StoredDocument[], { ordered: true });
        } catch (error) {
          // Ordered: the documents before the refused one were stored. All or none, as the port
          // says: they are taken out again before the refusal goes on (and the change is counted:
          // a read in between may have seen them).
          if (error instanceof MongoBulkWriteError && error.insertedCount > 0) {
            const stored = docs.slice(0, error.insertedCount).map((doc) => doc._id);
            await this.collection.deleteMany({ _id: { $in: stored } });
            await this.changes.count(this.collection.collectionName);
          }
          throw error;
        }
      },
      () => docs.length > 0,
    );
  }

  updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.#write(
      filter,
      async (): Promise<UpdateResult> => {
        const upsert = options.upsert === true;
        const sent = toMongoUpdate(filter, update, upsert);
        const result = await this.collection.updateOne(toMongoFilter(filter), sent, { upsert });
        const { matchedCount, modifiedCount, upsertedId } = result;
        return upsertedId === null
          ? { matchedCount, modifiedCount }
          : { matchedCount, modifiedCount, upsertedId: String(upsertedId) };
      },
      (result) => result.modifiedCount > 0 || result.upsertedId !== undefined,
    );
  }

  findOneAndUpdate(
    filter: Filter<T>,
    update: Update<T>,
    options: { upsert?: boolean } = {},
  ): Promise<T | null> {
    return this.#write(
      filter,
      async () => {
        const upsert = options.upsert === true;
        const after = await this.collection.findOneAndUpdate(
          toMongoFilter(filter),
          toMongoUpdate(filter, update, upsert),
          { upsert, returnDocument: 'after' },
        );
        return fromMongo<T>(after);
      },
      (after) => after !== null,
    );
  }

  deleteOne(filter: Filter<T>): Promise<{ deletedCount: number }> {
    return this.#delete(filter, 'deleteOne');
  }

  deleteMany(filter: Filter<T>): Promise<{ deletedCount: number }> {
    return this.#delete(filter, 'deleteMany');
  }

  #delete(filter: Filter<T>, how: 'deleteOne' | 'deleteMany'): Promise<{ deletedCount: number }> {
    return this.#write(
      filter,
      async () => {
        const { deletedCount } = await this.collection[how](toMongoFilter(filter));
        return { deletedCount };
      },
      ({ deletedCount }) => deletedCount > 0,
    );
  }

  createIndex(fields: readonly (keyof T & string)[], options: IndexOptions): Promise<void> {
    checkIndexOptions(fields, options);
    return this.#run({}, async () => {
      const keys = Object.fromEntries(fields.map((field) => [field, 1]));
      await this.collection.createIndex(keys, {
        name: options.name,
        ...(options.unique ? { unique: true } : {}),
        ...(options.expireAfterSeconds !== undefined
          ? { expireAfterSeconds: options.expireAfterSeconds }
          : {}),
      });
    });
  }

  changeStamp(): Promise<string> {
    return this.#run({}, () => this.changes.stamp(this.collection.collectionName));
  }

  /**
   * A write as `#run` runs it, then one more round trip to count the change (`ChangeCounters`) when
   * `changed` says it changed something, or when it failed other than on a duplicate key (it may
   * have been applied: better a needless count than a stamp that misses a change).
   */
  #write<R>(filter: object, operation: () => Promise<R>, changed: (result: R) => boolean): Promise<R> {
    return this.#run(filter, async () => {
      let result: R;
      try {
        result = await operation();
      } catch (error) {
        if (
          !(error instanceof TypeError) &&
          !(error instanceof MongoServerError && error.code === DUPLICATE_KEY)
        ) {
          await this.changes.count(this.collection.collectionName).catch(() => undefined);
        }
        throw error;
      }
      if (changed(result)) await this.changes.count(this.collection.collectionName);
      return result;
    });
  }

  /** Checks the filter, refuses work once closed, and turns a duplicate key error into ours. */
  async #run<R>(filter: object, operation: () => Promise<R>): Promise<R> {
    if (this.state.closed) throw new Error('The store is closed');
    assertDefinedFilter(filter);
    try {
      return await operation();
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
        throw new DuplicateKeyError(this.collection.collectionName, duplicateIndexName(error), {
          cause: error,
        });
      }
      throw error;
    }
  }
}

/** Our filter is a subset of MongoDB's; the driver's types spell the same JSON differently. */
function toMongoFilter<T extends Doc>(filter: Filter<T>): MongoFilter<StoredDocument> {
  return filter as MongoFilter<StoredDocument>;
}

function toMongoSort(sort: object): Sort {
  const keys: [string, 1 | -1][] = entriesOf(sort).map(([field, direction]) => {
    if (direction !== 1 && direction !== -1) throw new Error(`Sort direction for ${field} must be 1 or -1`);
    return [field, direction];
  });
  return Object.fromEntries(keys);
}

/**
 * The update as sent: checked like the embedded store checks it (same operators, no conflicting
 * paths), and for an upsert that would otherwise get an ObjectId, a string `_id` on insert.
 */
function toMongoUpdate<T extends Doc>(
  filter: Filter<T>,
  update: Update<T>,
  upsert: boolean,
): UpdateFilter<StoredDocument> {
  const paths = updatedPaths(update);
  const sent =
    !upsert || equalityFields(filter).has('_id') || paths.includes('_id')
      ? update
      : { ...update, $setOnInsert: { ...update.$setOnInsert, _id: randomUUID() } };
  return sent as UpdateFilter<StoredDocument>;
}

/** What the driver read back: a document we stored as a `T`. */
function fromMongo<T extends Doc>(document: StoredDocument): T;
function fromMongo<T extends Doc>(document: StoredDocument | null): T | null;
function fromMongo<T extends Doc>(document: StoredDocument | null): T | null {
  return document as T | null;
}

/** The index named in an E11000 error ("… index: email_1 dup key: …"), or one built from its key pattern. */
function duplicateIndexName(error: MongoServerError): string {
  const named = /index: (\S+) dup key/.exec(error.message)?.[1];
  if (named !== undefined) return named;
  const pattern: unknown = error.errorResponse.keyPattern;
  return isPlainObject(pattern)
    ? Object.keys(pattern)
        .map((field) => `${field}_1`)
        .join('_')
    : 'unknown';
}
