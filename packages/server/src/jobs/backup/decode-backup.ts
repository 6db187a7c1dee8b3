import { gunzipSync } from 'node:zlib';
import { isPlainObject, type PlainObject } from '../../adapters/store/document-values.js';
import { BackupError } from './backup-error.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type CollectionDocuments,
  sha256OfLines,
  type VerifiedBackup,
  ZBackupHeader,
} from './backup-format.js';
import { fromExtendedJson } from './extended-json.js';

const NEWLINE = 0x0a;

/**
 * Reads a backup file's bytes and verifies all of it before anything is restored: gzip intact,
 * our header, a format version this code reads, every collection's document count and SHA-256,
 * every line a document with a string `_id` unique in its collection, nothing after the end.
 * Throws a `BackupError` (`not-a-backup`, `newer-format` or `damaged`) whose message names `file`.
 */
export function decodeBackup(bytes: Uint8Array, file: string): VerifiedBackup {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new BackupError('not-a-backup', `${file} is not a Lineup Lab backup (it is not a gzip file).`);
  }
  let content: Buffer;
  try {
    content = gunzipSync(bytes);
  } catch (error) {
    throw damaged(file, `its gzip data does not read back (${(error as Error).message})`, error);
  }
  const lines = new LineReader(content);
  const header = readHeader(lines.next(), file);
  const collections: CollectionDocuments[] = [];
  const names = new Set<string>();
  for (const { name, count, sha256 } of header.collections) {
    if (names.has(name)) throw damaged(file, `its header lists the collection ${name} twice`);
    names.add(name);
    const raw: Buffer[] = [];
    for (let index = 0; index < count; index++) {
      const line = lines.next();
      if (line === undefined) {
        throw damaged(file, `it ends in the collection ${name} after ${index} of its ${count} documents`);
      }
      raw.push(line);
    }
    if (sha256OfLines(raw) !== sha256) {
      throw damaged(file, `the collection ${name} does not match its SHA-256 checksum`);
    }
    collections.push({ name, documents: documentsOf(raw, name, file) });
  }
  if (!lines.atEnd()) throw damaged(file, 'it holds more than its header lists');
  return { header, collections };
}

function readHeader(line: Buffer | undefined, file: string) {
  const notOurs = new BackupError(
    'not-a-backup',
    `${file} is not a Lineup Lab backup (it does not start with a ${BACKUP_FORMAT} header).`,
  );
  let value: unknown;
  try {
    value = JSON.parse(line?.toString('utf8') ?? '');
  } catch {
    throw notOurs;
  }
  if (!isPlainObject(value) || value.format !== BACKUP_FORMAT) throw notOurs;
  if (typeof value.version === 'number' && value.version > BACKUP_FORMAT_VERSION) {
    const writer =
      typeof value.appVersion === 'string' ? `Lineup Lab ${value.appVersion}` : 'a newer Lineup Lab';
    throw new BackupError(
      'newer-format',
      `${file} was written by ${writer} in backup format version ${value.version}; this server reads ` +
        `versions up to ${BACKUP_FORMAT_VERSION}. Restore it with that version of Lineup Lab or newer.`,
    );
  }
  const parsed = ZBackupHeader.safeParse(value);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw damaged(file, `its header is not valid (${problem?.path.join('.')}: ${problem?.message})`);
  }
  return parsed.data;
}

function documentsOf(lines: readonly Buffer[], collection: string, file: string): PlainObject[] {
  const ids = new Set<string>();
  return lines.map((line, index) => {
    const where = `document ${index + 1} of the collection ${collection}`;
    let document: unknown;
    try {
      document = fromExtendedJson(line.toString('utf8'));
    } catch (error) {
      throw damaged(file, `${where} is not Extended JSON`, error);
    }
    if (!isPlainObject(document) || typeof document._id !== 'string' || document._id === '') {
      throw damaged(file, `${where} is not a document with a string _id`);
    }
    if (ids.has(document._id))
      throw damaged(file, `${where} repeats the _id ${JSON.stringify(document._id)}`);
    ids.add(document._id);
    return document;
  });
}

function damaged(file: string, problem: string, cause?: unknown): BackupError {
  return new BackupError(
    'damaged',
    `${file} is damaged or incomplete: ${problem}. Nothing was restored; use another copy of the backup.`,
    cause === undefined ? undefined : { cause },
  );
}

/** The lines of a buffer, each without its newline; the last line must end with one. */
class LineReader {
  #position = 0;
  constructor(readonly content: Buffer) {}

  /** The next complete line, or `undefined` at the end (or before a last line with no newline). */
  next(): Buffer | undefined {
    const end = this.content.indexOf(NEWLINE, this.#position);
    if (end < 0) return undefined;
    const line = this.content.subarray(this.#position, end);
    this.#position = end + 1;
    return line;
  }

  atEnd(): boolean {
    return this.#position === this.content.length;
  }
}
