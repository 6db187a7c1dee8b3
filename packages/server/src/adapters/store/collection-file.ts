import { randomUUID } from 'node:crypto';
import { type Datafile, openDatafile } from './embedded-datafile.js';
import { SerialQueue } from './serial-queue.js';

/** A unique, plain or TTL index, as `createIndex` was asked for it. */
export interface IndexSpec {
  name: string;
  fields: readonly string[];
  unique: boolean;
  /** A TTL index: NeDB removes a document this many seconds after the Date in its one field. */
  expireAfterSeconds?: number | undefined;
}

/** Datafile lines appended before NeDB rewrites the file compactly (at least this, or one per document). */
const COMPACT_AFTER_WRITES = 1000;

/**
 * One embedded collection: its NeDB datafile (loaded on first use), the queue that runs its
 * operations one at a time, and the indexes created on it by this process. Every typed view of the
 * collection shares it.
 */
export class CollectionFile {
  readonly indexes = new Map<string, IndexSpec>([['_id_', { name: '_id_', fields: ['_id'], unique: true }]]);
  readonly #queue = new SerialQueue();
  #loading: Promise<Datafile> | undefined;
  #current: Datafile | undefined;
  #closed = false;
  #appendedLines = 0;
  #compactAfter = COMPACT_AFTER_WRITES;
  #changes = 0;
  readonly #opening = randomUUID();

  constructor(
    readonly name: string,
    readonly filename: string,
  ) {}

  /**
   * How many times a write changed the collection since this process opened the store (what its
   * change stamp counts): every write that appended a line (an insert, a changed document, a
   * delete, an expiry), and every failed write that made the cache reload (it may have changed
   * something). Counted after NeDB's cache holds the change, so a read that follows a count sees it.
   */
  get changes(): number {
    return this.#changes;
  }

  /**
   * The change stamp (`Collection.changeStamp`): an id of this opening of the collection and its
   * count of changes. Counted in memory, which is whole because only this process may open the
   * data folder (`lockDataDir`); a later opening's counts start again at 0, under another id.
   */
  get changeStamp(): string {
    return `${this.#opening}:${this.#changes}`;
  }

  /** Runs a task on the loaded datafile after every task queued before it; refused once closed. */
  run<R>(task: (datafile: Datafile) => Promise<R>): Promise<R> {
    if (this.#closed) return Promise.reject(new Error('The store is closed'));
    return this.#queue.run(async () => {
      const datafile = await this.#load();
      await this.#expire(datafile);
      return task(datafile);
    });
  }

  /**
   * Runs a synchronous read of the loaded datafile: at once when no task is queued or running (so
   * nothing is half-done and it sees what a queued read would, without the queue's promises), and
   * otherwise queued like any task (always on a collection with a TTL index: expired documents go
   * first).
   */
  read<R>(task: (datafile: Datafile) => R): R | Promise<R> {
    if (!this.#closed && this.#current !== undefined && !this.#queue.busy && !this.#hasTtl()) {
      return task(this.#current);
    }
    return this.run(async (datafile) => task(datafile));
  }

  /**
   * Forgets the loaded datafile after a write failed for a reason other than a unique index (disk
   * full, I/O error): NeDB changes its cache before it appends to the file, so its cache would show
   * the failed write, and the append may have left a partial line that the next write's line would
   * be glued to. The next operation reloads from disk, which also cuts such a line off.
   */
  discardCache(): void {
    this.#changes += 1;
    this.#loading = undefined;
    this.#current = undefined;
  }

  /**
   * Counts a change, and the lines NeDB appended for it; once they outnumber the file's documents (and 1000), queues a
   * compaction (a crash-safe rewrite of the file with one line per live document), so a
   * long-running server's files do not grow without bound between restarts.
   */
  noteAppended(datafile: Datafile, lines: number): void {
    this.#changes += 1;
    this.#appendedLines += lines;
    if (this.#appendedLines < this.#compactAfter) return;
    this.#appendedLines = 0;
    // A failed compaction loses nothing: the appended lines stay valid and a later one retries.
    this.#queue.run(() => this.#compact(datafile)).catch(() => undefined);
  }

  /** Refuses new tasks, waits for the queued ones, then compacts the datafile if it is loaded. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#queue.run(async () => {
      if (this.#current !== undefined) await this.#compact(this.#current);
    });
  }

  #hasTtl(): boolean {
    for (const index of this.indexes.values()) if (index.expireAfterSeconds !== undefined) return true;
    return false;
  }

  /**
   * Lets NeDB remove the documents its TTL indexes say have expired. The adapter reads NeDB's cache
   * directly (`scan`), which NeDB's own expiry never sees: NeDB expires documents while its cursor
   * gathers candidates (`_getCandidatesAsync`: a document goes when `Date.now()` is past the Date
   * in the field plus `expireAfterSeconds`). So each TTL index gets a cursor over the documents whose
   * Date is past that bound (the index's range lookup), and NeDB removes them by its own rule.
   */
  async #expire(datafile: Datafile): Promise<void> {
    for (const index of this.indexes.values()) {
      const [field] = index.fields;
      if (index.expireAfterSeconds === undefined || field === undefined) continue;
      const before = datafile.getAllData().length;
      const bound = new Date(Date.now() - index.expireAfterSeconds * 1000);
      try {
        await datafile.findAsync({ [field]: { $lt: bound } });
      } catch (error) {
        this.discardCache();
        throw error;
      }
      const removed = before - datafile.getAllData().length;
      if (removed > 0) this.noteAppended(datafile, removed);
    }
  }

  async #compact(datafile: Datafile): Promise<void> {
    if (datafile !== this.#current) return;
    await datafile.compactDatafileAsync();
    this.#planCompaction(datafile);
  }

  /** The next compaction comes after as many appended lines as the file now has (at least 1000). */
  #planCompaction(datafile: Datafile): void {
    this.#appendedLines = 0;
    this.#compactAfter = Math.max(COMPACT_AFTER_WRITES, datafile.getAllData().length);
  }

  #load(): Promise<Datafile> {
    this.#loading ??= this.#open();
    return this.#loading;
  }

  async #open(): Promise<Datafile> {
    try {
      const datafile = await openDatafile(this.filename);
      this.#current = datafile;
      this.#planCompaction(datafile);
      return datafile;
    } catch (error) {
      this.#loading = undefined; // not remembered: the next operation tries again
      throw error;
    }
  }
}
