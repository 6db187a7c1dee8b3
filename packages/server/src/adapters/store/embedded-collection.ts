import { randomUUID } from 'node:crypto';
import {
  type Collection,
  type Doc,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Projection,
  type Update,
  type UpdateResult,
} from '../../ports/store.js';
import { applyUpdate, updatedPaths } from './apply-update.js';
import type { CollectionFile, IndexSpec } from './collection-file.js';
import {
  cloneStored,
  copyDocument,
  isPlainObject,
  type PlainObject,
  splitPath,
  valuesAtPath,
  valuesEqual,
} from './document-values.js';
import type { Datafile } from './embedded-datafile.js';
import { assertDefinedFilter } from './filter-guard.js';
import { checkIndexOptions } from './index-options.js';
import { matchesFilter } from './match-filter.js';
import { sortDocuments } from './sort-documents.js';
import { upsertDocument } from './upsert-document.js';

/**
 * A collection of the embedded store: MongoDB semantics evaluated in memory over NeDB's cache (see
 * `match-filter.ts`, `apply-update.ts`, `sort-documents.ts`), with NeDB keeping the datafile and
 * enforcing unique indexes (compound ones too: NeDB 4 indexes `fieldName: [a, b]`). Operations run
 * one at a time per collection, so every read-then-write is atomic. Documents go in and come out as
 * copies: nothing a caller holds is shared with NeDB's cache.
 */
export class EmbeddedCollection<T extends Doc> implements Collection<T> {
  constructor(readonly file: CollectionFile) {}

  async findOne(filter: Filter<T>): Promise<T | null> {
    assertDefinedFilter(filter);
    return this.file.read((datafile) => {
      const [first] = scan(datafile, filter);
      return first === undefined ? null : toDocument<T>(first);
    });
  }

  find<K extends keyof T & string>(
    filter: Filter<T>,
    options: FindOptions<T> & { projection: Projection<K> },
  ): Promise<Pick<T, K | '_id'>[]>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  async find(
    filter: Filter<T>,
    options: FindOptions<T> & { projection?: Projection<string> } = {},
  ): Promise<T[]> {
    assertDefinedFilter(filter);
    const skip = count('skip', options.skip);
    const limit = Math.abs(count('limit', options.limit, true));
    const fields = options.projection === undefined ? undefined : projectedFields(options.projection);
    return this.file.read((datafile) => {
      const found = scan(datafile, filter);
      const sorted = options.sort === undefined ? found : sortDocuments(found, options.sort);
      const page = sorted.slice(skip, limit === 0 ? undefined : skip + limit);
      // Only the fields asked for are copied: a projection over many documents clones little.
      return fields === undefined
        ? page.map((document) => toDocument<T>(document))
        : page.map((document) => pickFields(document, fields) as T);
    });
  }

  async countDocuments(filter: Filter<T>): Promise<number> {
    assertDefinedFilter(filter);
    return this.file.read((datafile) => scan(datafile, filter).length);
  }

  async insertOne(doc: T): Promise<void> {
    const document = copyDocument(checkedDocument(doc));
    await this.file.run((datafile) => this.#insert(datafile, document));
  }

  async insertMany(docs: readonly T[]): Promise<void> {
    const documents = docs.map((doc) => copyDocument(checkedDocument(doc)));
    if (documents.length === 0) return;
    await this.file.run(async (datafile) => {
      // NeDB adds an array to its cache all or nothing, then appends every line in one write.
      try {
        await datafile.insertAsync(documents);
      } catch (error) {
        if (!isUniqueViolation(error)) {
          this.file.discardCache();
          throw error;
        }
        const index = duplicatedIndex(this.file.indexes.values(), scan(datafile, {}), documents);
        throw new DuplicateKeyError(this.file.name, index ?? 'unknown', { cause: error });
      }
      this.file.noteAppended(datafile, documents.length);
    });
  }

  async updateOne(
    filter: Filter<T>,
    update: Update<T>,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    const outcome = await this.#update(filter, update, options.upsert === true);
    if (outcome.kind === 'none') return { matchedCount: 0, modifiedCount: 0 };
    if (outcome.kind === 'inserted') {
      return { matchedCount: 0, modifiedCount: 0, upsertedId: String(outcome.document._id) };
    }
    return { matchedCount: 1, modifiedCount: outcome.kind === 'modified' ? 1 : 0 };
  }

  async findOneAndUpdate(
    filter: Filter<T>,
    update: Update<T>,
    options: { upsert?: boolean } = {},
  ): Promise<T | null> {
    const outcome = await this.#update(filter, update, options.upsert === true);
    return outcome.kind === 'none' ? null : toDocument<T>(outcome.document);
  }

  async deleteOne(filter: Filter<T>): Promise<{ deletedCount: number }> {
    assertDefinedFilter(filter);
    return this.file.run(async (datafile) => {
      const [first] = scan(datafile, filter);
      if (first === undefined) return { deletedCount: 0 };
      const deletedCount = await this.#write(() => datafile.removeAsync({ _id: first._id }, {}));
      this.file.noteAppended(datafile, deletedCount);
      return { deletedCount };
    });
  }

  async deleteMany(filter: Filter<T>): Promise<{ deletedCount: number }> {
    assertDefinedFilter(filter);
    return this.file.run(async (datafile) => {
      const ids = scan(datafile, filter).map((document) => document._id);
      if (ids.length === 0) return { deletedCount: 0 };
      const deletedCount = await this.#write(() =>
        datafile.removeAsync({ _id: { $in: ids } }, { multi: true }),
      );
      this.file.noteAppended(datafile, deletedCount);
      return { deletedCount };
    });
  }

  async changeStamp(): Promise<string> {
    return this.file.changeStamp;
  }

  async createIndex(fields: readonly (keyof T & string)[], options: IndexOptions): Promise<void> {
    const spec: IndexSpec = {
      name: options.name,
      fields: [...fields],
      unique: options.unique === true,
      expireAfterSeconds: options.expireAfterSeconds,
    };
    if (spec.name === '' || spec.fields.length === 0) throw new TypeError('An index needs a name and fields');
    for (const field of spec.fields) splitPath(field);
    checkIndexOptions(spec.fields, options);
    await this.file.run(async (datafile) => {
      if (this.#knownIndex(spec)) return;
      // NeDB keeps the indexes of earlier runs, keyed by their sorted fields, and `ensureIndex`
      // leaves one that exists as it is, even if it was unique and is now asked not to be (or the
      // reverse). Dropping it first makes NeDB enforce what this run asks for; a TTL it kept for
      // those fields is forgotten too (NeDB's `removeIndex` leaves it).
      const key = [...spec.fields].sort().join(',');
      await this.#write(() => datafile.removeIndexAsync(key));
      delete ttlIndexesOf(datafile)[key];
      if (spec.unique || spec.expireAfterSeconds !== undefined) {
        try {
          await datafile.ensureIndexAsync({
            fieldName: [...spec.fields],
            ...(spec.unique && { unique: true }),
            ...(spec.expireAfterSeconds !== undefined && { expireAfterSeconds: spec.expireAfterSeconds }),
          });
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new DuplicateKeyError(this.file.name, spec.name, { cause: error });
          }
          this.file.discardCache();
          throw error;
        }
      }
      // Lookups use single-field indexes (see `scan`): every field of the index gets one, unless
      // it has one already (a unique one, say).
      for (const field of spec.fields) {
        if (!Object.hasOwn(indexesOf(datafile), field)) {
          await this.#write(() => datafile.ensureIndexAsync({ fieldName: field }));
        }
      }
      this.file.indexes.set(spec.name, spec);
    });
  }

  /** True when this index already exists; an error when its name or its fields are taken otherwise. */
  #knownIndex(spec: IndexSpec): boolean {
    const sameName = this.file.indexes.get(spec.name);
    if (sameName !== undefined) {
      if (
        sameFields(sameName.fields, spec.fields, true) &&
        sameName.unique === spec.unique &&
        sameName.expireAfterSeconds === spec.expireAfterSeconds
      ) {
        return true;
      }
      throw new Error(`Index ${spec.name} of ${this.file.name} already exists with other fields or options`);
    }
    for (const other of this.file.indexes.values()) {
      if (sameFields(other.fields, spec.fields, false)) {
        throw new Error(`Index ${other.name} of ${this.file.name} already covers ${spec.fields.join(', ')}`);
      }
    }
    return false;
  }

  async #update(filter: Filter<T>, update: Update<T>, upsert: boolean): Promise<UpdateOutcome> {
    assertDefinedFilter(filter);
    updatedPaths(update);
    return this.file.run(async (datafile) => {
      const [current] = scan(datafile, filter);
      if (current === undefined) {
        if (!upsert) return { kind: 'none' };
        const document = upsertDocument(filter, update, randomUUID);
        await this.#insert(datafile, document);
        return { kind: 'inserted', document };
      }
      const next = applyUpdate(current, update, false);
      if (valuesEqual(next, current)) return { kind: 'unchanged', document: next };
      try {
        await datafile.updateAsync({ _id: current._id }, next, {});
      } catch (error) {
        throw await this.#writeError(datafile, error, { document: next, replacing: current._id });
      }
      this.file.noteAppended(datafile, 1);
      return { kind: 'modified', document: next };
    });
  }

  async #insert(datafile: Datafile, document: PlainObject): Promise<void> {
    try {
      await datafile.insertAsync(document);
    } catch (error) {
      throw await this.#writeError(datafile, error, { document, replacing: undefined });
    }
    this.file.noteAppended(datafile, 1);
  }

  /** Runs a NeDB write; when it fails, the cache is reloaded from disk (see `discardCache`). */
  async #write<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      this.file.discardCache();
      throw error;
    }
  }

  /**
   * The error to throw for a failed insert or update. NeDB's unique violation (`errorType:
   * 'uniqueViolated'`, thrown before anything changed) does not say which index refused the key:
   * find the unique index on which another document holds the same key (the queue keeps anything
   * else out meanwhile). Any other failure may have left NeDB's cache ahead of its file: reload.
   * `replacing` is the `_id` of the document an update replaces (it holds no key against itself),
   * `undefined` for an insert.
   */
  async #writeError(
    datafile: Datafile,
    error: unknown,
    { document, replacing }: { document: PlainObject; replacing: unknown },
  ): Promise<unknown> {
    if (!isUniqueViolation(error)) {
      this.file.discardCache();
      return error;
    }
    const others = scan(datafile, {}).filter((other) => other._id !== replacing);
    for (const index of this.file.indexes.values()) {
      if (index.unique && others.some((other) => sameKey(other, document, index.fields))) {
        return new DuplicateKeyError(this.file.name, index.name, { cause: error });
      }
    }
    return new DuplicateKeyError(this.file.name, 'unknown', { cause: error });
  }
}

type UpdateOutcome =
  | { kind: 'none' }
  | { kind: 'inserted' | 'modified' | 'unchanged'; document: PlainObject };

/**
 * The cached documents matching a filter, in a new array of live references into NeDB's cache, to
 * be read (never changed, never handed out) inside a queued task or a read. The cache is read
 * directly rather than through NeDB's cursor and executor; when the filter wants plain values of an
 * indexed field (equality or `$in`), only the documents that index holds for them are looked at.
 */
function scan(datafile: Datafile, filter: object): PlainObject[] {
  // No condition: every document (`getAllData` gives a new array), nothing to check.
  if (Object.keys(filter).length === 0) return datafile.getAllData();
  const candidates = indexedCandidates(datafile, filter);
  // An index answers a filter on its field alone exactly; anything more is checked per document.
  if (candidates !== undefined && Object.keys(filter).length === 1) return [...candidates];
  return (candidates ?? datafile.getAllData()).filter((document) => matchesFilter(document, filter));
}

/**
 * The fewest documents any usable index gives for the filter (maybe the index's own array: never
 * to be changed), or undefined when none applies. A NeDB index finds a plain value exactly as MongoDB's equality matches it (by type and
 * value, an array holding the value included), which the contract suite checks.
 */
function indexedCandidates(datafile: Datafile, filter: object): readonly PlainObject[] | undefined {
  const indexes = indexesOf(datafile);
  let fewest: readonly PlainObject[] | undefined;
  for (const [field, wanted] of Object.entries(filter)) {
    const index = Object.hasOwn(indexes, field) ? indexes[field] : undefined;
    const keys = index && indexKeys(wanted);
    if (!index || !keys) continue;
    // One key is looked up as such: given an array, NeDB builds a union even of one key's documents.
    const found = keys.length === 1 ? index.getMatching(keys[0]) : index.getMatching(keys);
    if (fewest === undefined || found.length < fewest.length) fewest = found;
  }
  return fewest;
}

/** NeDB's indexes by field (`Datastore.indexes`, a documented property its typings leave out). */
function indexesOf(
  datafile: Datafile,
): Record<string, { getMatching(keys: unknown): readonly PlainObject[] }> {
  return (datafile as unknown as { indexes: ReturnType<typeof indexesOf> }).indexes;
}

/** NeDB's TTL indexes by field (`Datastore.ttlIndexes`: seconds), which its typings leave out. */
function ttlIndexesOf(datafile: Datafile): Record<string, number> {
  return (datafile as unknown as { ttlIndexes: Record<string, number> }).ttlIndexes;
}

/** The plain values (strings, booleans, finite numbers) a filter wants of a field, if that is all. */
function indexKeys(wanted: unknown): unknown[] | undefined {
  if (isIndexKey(wanted)) return [wanted];
  if (!isPlainObject(wanted) || Object.keys(wanted).length !== 1 || !Array.isArray(wanted.$in)) {
    return undefined;
  }
  const values: unknown[] = wanted.$in;
  return values.every(isIndexKey) ? values : undefined;
}

function isIndexKey(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
}

/** The fields of an include-only projection (`_id` first, always), checked. */
function projectedFields(projection: Projection<string>): string[] {
  const fields = ['_id'];
  for (const [field, include] of Object.entries(projection)) {
    if (include !== 1) throw new TypeError(`Projection of ${field} must be 1 (include-only)`);
    if (field.includes('.') || field.startsWith('$')) {
      throw new TypeError(`Projection of ${field}: top-level fields only`);
    }
    if (field !== '_id') fields.push(field);
  }
  return fields;
}

/** A copy of the named fields of a cached document (those it has). */
function pickFields(cached: PlainObject, fields: readonly string[]): PlainObject {
  const picked: PlainObject = {};
  for (const field of fields) {
    if (!Object.hasOwn(cached, field)) continue;
    const value = cached[field];
    picked[field] = value === null || typeof value !== 'object' ? value : cloneStored(value);
  }
  return picked;
}

function toDocument<T extends Doc>(cached: PlainObject): T {
  return cloneStored(cached) as T;
}

function checkedDocument(doc: Doc): PlainObject {
  if (!isPlainObject(doc)) throw new TypeError('A document must be a plain object');
  if (typeof doc._id !== 'string') throw new TypeError('A document needs a string _id');
  return doc;
}

function count(name: string, value: number | undefined, allowNegative = false): number {
  if (value === undefined) return 0;
  if (!Number.isInteger(value) || (value < 0 && !allowNegative)) {
    throw new TypeError(`${name} must be a whole number${allowNegative ? '' : ' ≥ 0'}`);
  }
  return value;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'errorType' in error && error.errorType === 'uniqueViolated';
}

function sameFields(a: readonly string[], b: readonly string[], ordered: boolean): boolean {
  if (a.length !== b.length) return false;
  const [x, y] = ordered ? [a, b] : [[...a].sort(), [...b].sort()];
  return x.every((field, index) => field === y[index]);
}

/**
 * The first unique index on which a new document's key is already held, by a stored document or an
 * earlier new one (what NeDB refused without saying which): each document's keys as `sameKey`
 * compares them, as text, in one set per index.
 */
function duplicatedIndex(
  indexes: Iterable<IndexSpec>,
  stored: readonly PlainObject[],
  added: readonly PlainObject[],
): string | undefined {
  const keysOf = (document: PlainObject, fields: readonly string[]) =>
    fields.length > 1
      ? [JSON.stringify(fields.map((field) => valuesAtPath(document, field)))]
      : [
          ...new Set(
            valuesAtPath(document, fields[0] ?? '_id')
              .flat()
              .map((key) => JSON.stringify(key)),
          ),
        ];
  for (const index of indexes) {
    if (!index.unique) continue;
    const taken = new Set(stored.flatMap((document) => keysOf(document, index.fields)));
    for (const document of added) {
      const keys = keysOf(document, index.fields);
      if (keys.some((key) => taken.has(key))) return index.name;
      for (const key of keys) taken.add(key);
    }
  }
  return undefined;
}

function sameKey(a: PlainObject, b: PlainObject, fields: readonly string[]): boolean {
  if (fields.length > 1) {
    return fields.every((field) => valuesEqual(valuesAtPath(a, field), valuesAtPath(b, field)));
  }
  const [field = '_id'] = fields;
  const keysOf = (document: PlainObject) => valuesAtPath(document, field).flat();
  const keysOfB = keysOf(b);
  return keysOf(a).some((key) => keysOfB.some((other) => valuesEqual(key, other)));
}
