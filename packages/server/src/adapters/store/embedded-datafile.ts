import { open } from 'node:fs/promises';
import Datastore from '@seald-io/nedb';
import type { PlainObject } from './document-values.js';

/** A loaded NeDB datastore holding one collection. */
export type Datafile = Datastore<PlainObject>;

const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;

/**
 * Opens and loads one collection's datafile (created, with its folders, when missing). A torn last
 * line is cut off first (see `trimTornTail`).
 */
export async function openDatafile(filename: string): Promise<Datafile> {
  await trimTornTail(filename);
  const datafile: Datafile = new Datastore<PlainObject>({ filename });
  await datafile.loadDatabaseAsync();
  return datafile;
}

/**
 * Cuts an unfinished last line off a datafile; returns whether it did. NeDB appends one complete
 * `line\n` per changed document and a write is acknowledged only once the append has finished, so a
 * line without its newline is a write that was cut short by a crash and never acknowledged. Left in
 * place, NeDB would count it as corruption, and in a small file one such line is over NeDB's 10 %
 * corruption threshold: the store would refuse to open.
 */
async function trimTornTail(filename: string): Promise<boolean> {
  const handle = await open(filename, 'r+').catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (handle === undefined) return false;
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(CHUNK);
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, end - start, start);
      const newline = buffer.subarray(0, bytesRead).lastIndexOf(NEWLINE);
      if (newline === bytesRead - 1 && end === size) return false;
      if (newline >= 0) {
        await handle.truncate(start + newline + 1);
        return true;
      }
      end = start;
    }
    if (size === 0) return false;
    await handle.truncate(0);
    return true;
  } finally {
    await handle.close();
  }
}
