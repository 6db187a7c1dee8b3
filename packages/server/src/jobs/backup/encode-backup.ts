import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import type { PlainObject } from '../../adapters/store/document-values.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupSnapshot,
  type TBackupCollection,
  type TBackupHeader,
} from './backup-format.js';
import { toExtendedJson } from './extended-json.js';

/**
 * Where a backup's documents come from: each collection in pages, in `_id` order, read from the
 * start again each time `pages` is called (the backup reads every collection twice: once for its
 * count and checksum, which the header holds, then to write it). The same documents both times:
 * the store is held alone while it is backed up.
 */
export interface BackupSource {
  appVersion: string;
  createdAt: Date;
  collections: readonly string[];
  pages(collection: string): AsyncIterable<readonly PlainObject[]>;
}

/**
 * Writes the backup of `source` to `file` (format in `backup-format.ts`), streamed through gzip:
 * memory holds one page of documents at a time, never the store or the file. Returns the
 * collections as the header lists them.
 * @example
 * const listed = await writeBackup({ appVersion, createdAt, collections: ['users'], pages }, 'b.gz');
 */
export async function writeBackup(source: BackupSource, file: string): Promise<TBackupCollection[]> {
  const listed: TBackupCollection[] = [];
  for (const name of source.collections) listed.push(await checksummed(name, source.pages(name)));
  const header = headerLine(source.appVersion, source.createdAt, listed);
  async function* lines(): AsyncGenerator<Buffer> {
    yield header;
    for (const name of source.collections) {
      for await (const page of source.pages(name)) yield documentLines(page);
    }
  }
  await pipeline(lines(), createGzip(), createWriteStream(file, { flush: true }));
  return listed;
}

/**
 * The whole backup of a snapshot held in memory, as bytes: the same bytes `writeBackup` streams
 * for the same documents (for tests, and backups small enough to build at once).
 * @example
 * const bytes = encodeBackup({ appVersion: '0.1.0', createdAt: new Date(), collections: [{ name: 'users', documents }] });
 */
export function encodeBackup(snapshot: BackupSnapshot): Buffer {
  const bodies = snapshot.collections.map(({ name, documents }) => ({
    name,
    count: documents.length,
    lines: documentLines(documents),
  }));
  const listed = bodies.map(({ name, count, lines }) => ({
    name,
    count,
    sha256: createHash('sha256').update(lines).digest('hex'),
  }));
  const header = headerLine(snapshot.appVersion, snapshot.createdAt, listed);
  return gzipSync(Buffer.concat([header, ...bodies.map(({ lines }) => lines)]));
}

/** A collection's count and the SHA-256 of its document lines, each with its newline. */
async function checksummed(
  name: string,
  pages: AsyncIterable<readonly PlainObject[]>,
): Promise<TBackupCollection> {
  const hash = createHash('sha256');
  let count = 0;
  for await (const page of pages) {
    hash.update(documentLines(page));
    count += page.length;
  }
  return { name, count, sha256: hash.digest('hex') };
}

/** Documents as their backup lines, each one line of Extended JSON ending in a newline. */
function documentLines(documents: readonly PlainObject[]): Buffer {
  return Buffer.from(documents.map((document) => `${toExtendedJson(document)}\n`).join(''), 'utf8');
}

function headerLine(appVersion: string, createdAt: Date, collections: TBackupCollection[]): Buffer {
  const header: TBackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    appVersion,
    createdAt: createdAt.toISOString(),
    store: 'embedded',
    collections,
  };
  return Buffer.from(`${JSON.stringify(header)}\n`, 'utf8');
}
