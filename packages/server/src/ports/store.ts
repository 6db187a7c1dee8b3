/**
 * The document store port: a small subset of the MongoDB collection API, so that repositories are
 * written once and run on the embedded store (NeDB files) and on MongoDB alike. Ids are strings we
 * generate (never ObjectIds). Only what is listed here may be used; the contract tests in
 * `adapters/store/store-contract.ts` pin its behaviour on every adapter.
 */

/** Every stored document has a string id. */
export interface Doc {
  _id: string;
}

type Scalar = string | number | boolean | null | Date;

/** Comparison operators a filter field may use. */
interface FieldOperators<V> {
  $eq?: V;
  $ne?: V;
  $in?: readonly V[];
  $nin?: readonly V[];
  $gt?: V;
  $gte?: V;
  $lt?: V;
  $lte?: V;
  $exists?: boolean;
}

/**
 * A filter: fields (dotted paths allowed for nested fields) equal to a value or matching
 * operators, combined with `$or` / `$and`. Case-insensitive text matching is `$regex` on a string
 * field, a `RegExp` built by the caller from escaped text.
 */
export type Filter<T> = {
  [K in keyof T]?: T[K] | FieldOperators<T[K]> | (T[K] extends string ? { $regex: RegExp } : never);
} & {
  [path: `${string}.${string}`]: Scalar | FieldOperators<Scalar> | undefined;
  $or?: Filter<T>[];
  $and?: Filter<T>[];
};

/** An update: set fields, add to numbers, push to or pull from arrays, set only on insert. */
export interface Update<T> {
  $set?: Partial<T> & Record<string, unknown>;
  $inc?: Partial<Record<keyof T & string, number>> & Record<string, number>;
  $push?: Partial<Record<keyof T & string, unknown>>;
  $pull?: Partial<Record<keyof T & string, unknown>>;
  $unset?: Partial<Record<keyof T & string, true>>;
  $setOnInsert?: Partial<T>;
}

/** Sort (1 ascending, -1 descending), then skip, then limit. */
export interface FindOptions<T> {
  sort?: Partial<Record<keyof T & string, 1 | -1>>;
  skip?: number;
  limit?: number;
}

/**
 * Which top-level fields a find returns (include-only, `{ field: 1, … }`); `_id` always comes too,
 * and a field the document lacks is left out. For reads of a few fields over many documents.
 */
export type Projection<K extends string> = Readonly<Record<K, 1>>;

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  /** Set when an upsert inserted a document. */
  upsertedId?: string;
}

/** Thrown by inserts and updates that would break a unique index. */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  constructor(
    readonly collection: string,
    readonly index: string,
    options?: ErrorOptions,
  ) {
    super(`Duplicate key in ${collection} (index ${index})`, options);
  }
}

/** How `createIndex` makes an index: its name, and whether it is unique or a TTL index. */
export interface IndexOptions {
  name: string;
  unique?: boolean;
  /** A TTL index (one field holding Dates): documents go this many seconds after that Date. */
  expireAfterSeconds?: number;
}

export interface Collection<T extends Doc> {
  findOne(filter: Filter<T>): Promise<T | null>;
  /** The matches, sorted, skipped and limited; with `projection`, only those fields of each (and `_id`). */
  find<K extends keyof T & string>(
    filter: Filter<T>,
    options: FindOptions<T> & { projection: Projection<K> },
  ): Promise<Pick<T, K | '_id'>[]>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  countDocuments(filter: Filter<T>): Promise<number>;
  /** Inserts one document; `DuplicateKeyError` when a unique index (or `_id`) already holds its key. */
  insertOne(doc: T): Promise<void>;
  /**
   * Inserts documents in one write (far cheaper than one `insertOne` each: imports, training). All
   * or none: when a key of one of them is taken (by a stored document or another of them),
   * `DuplicateKeyError` and none is stored.
   */
  insertMany(docs: readonly T[]): Promise<void>;
  /** Updates the first match; with `upsert`, inserts from the filter's equality fields and the update when none. */
  updateOne(filter: Filter<T>, update: Update<T>, options?: { upsert?: boolean }): Promise<UpdateResult>;
  /**
   * Atomically updates the first match and returns it as it is after the update (or `null` when
   * nothing matched and no upsert). The base of optimistic concurrency and of counters.
   */
  findOneAndUpdate(filter: Filter<T>, update: Update<T>, options?: { upsert?: boolean }): Promise<T | null>;
  deleteOne(filter: Filter<T>): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter<T>): Promise<{ deletedCount: number }>;
  /**
   * Creates the index when missing; `name` identifies it in `DuplicateKeyError`. With
   * `expireAfterSeconds` (one field only) it is a TTL index: the store itself removes a document
   * once the Date in that field is more than that many seconds in the past, by the real clock
   * (MongoDB's TTL monitor, within about a minute; the embedded store before its next operation on
   * the collection). A document whose field holds no Date never expires.
   */
  createIndex(fields: readonly (keyof T & string)[], options: IndexOptions): Promise<void>;
  /**
   * The collection's change stamp: an opaque text that stays the same as long as nothing writes to
   * the collection, and is never the same again once a write changed it (an insert; an update,
   * upsert or `findOneAndUpdate` that changed or added a document; a delete that removed one); a
   * write that changed nothing may leave it or not. Every process on the same data answers
   * the same stamp, so it can key what is derived from the collection (the admin lists' listings
   * and the kept answers, `use-cases/stamped-cache.ts`): read the stamp first, then the documents, and what was
   * read is at least as new as the stamp. Expiry by a TTL index is not counted on MongoDB (its TTL
   * monitor deletes behind the driver's back; the embedded store counts it when it removes the
   * documents): key nothing by the stamp of a collection with a TTL index.
   */
  changeStamp(): Promise<string>;
}

/** A store: named collections of documents, and a close that flushes and releases everything. */
export interface Store {
  /** Which adapter this is, for logs and the health call. */
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Doc>(name: string): Collection<T>;
  close(): Promise<void>;
}
