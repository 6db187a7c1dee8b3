import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Collection, Doc, Store } from '../../ports/store.js';
import { CollectionFile } from './collection-file.js';
import { lockDataDir } from './data-dir-lock.js';
import { EmbeddedCollection } from './embedded-collection.js';

/** Where the embedded store keeps its files. */
export interface EmbeddedStoreOptions {
  /** Folder of the datafiles, created when missing: one `<collection>.db` per collection. */
  dataDir: string;
}

const COLLECTION_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,119}$/;

/**
 * Opens the embedded store: `@seald-io/nedb` datafiles under `dataDir`, one per collection
 * (`<dataDir>/<name>.db`, created on first use), with the port's MongoDB semantics. For one process
 * on one machine: the folder is locked while open (`lockDataDir`), and a second process opening it
 * is refused with a message naming the first (`DataDirLockedError`).
 *
 * Durability: a write resolves once NeDB has appended its line to the datafile, so it survives the
 * process being killed (the OS holds it); like MongoDB without journaled write concern, a power cut
 * can lose the last writes. Opening and `close()` rewrite each file compactly (crash-safe: a temp
 * file, fsync, rename).
 *
 * Values: documents hold what JSON holds plus Dates (our documents keep dates as ISO strings, so
 * they sort and compare as text). Fields holding `undefined` are not stored; non-finite numbers and
 * other non-JSON values are refused with a `TypeError`.
 *
 * @example
 * const store = await openEmbeddedStore({ dataDir: '/var/lib/lineup-lab' });
 * const teams = store.collection<TeamDoc>('teams');
 * await teams.createIndex(['ownerId', 'name'], { name: 'owner_name', unique: true });
 */
export async function openEmbeddedStore({ dataDir }: EmbeddedStoreOptions): Promise<Store> {
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  const files = new Map<string, CollectionFile>();
  let closing: Promise<void> | undefined;

  function fileOf(name: string): CollectionFile {
    if (!COLLECTION_NAME.test(name)) throw new TypeError(`Invalid collection name ${JSON.stringify(name)}`);
    let file = files.get(name);
    if (file === undefined) {
      file = new CollectionFile(name, join(dataDir, `${name}.db`));
      files.set(name, file);
      if (closing !== undefined) void file.close();
    }
    return file;
  }

  return {
    kind: 'embedded',
    collection<T extends Doc>(name: string): Collection<T> {
      return new EmbeddedCollection<T>(fileOf(name));
    },
    close(): Promise<void> {
      closing ??= Promise.all([...files.values()].map((file) => file.close())).then(release);
      return closing;
    },
  };
}
