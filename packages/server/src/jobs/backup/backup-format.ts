import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PlainObject } from '../../adapters/store/document-values.js';

/**
 * The backup file, version 1: gzip (node:zlib) around UTF-8 lines. The first line is the header
 * (JSON, `ZBackupHeader`); then, collection by collection in the header's order, one line per
 * document (`toExtendedJson`), as many as the header's `count`. A collection's `sha256` is the hex
 * SHA-256 of its document lines exactly as written, each with its `\n`. Nothing follows the last
 * collection's lines.
 */
export const BACKUP_FORMAT = 'lineup-lab-backup';

/** The format version this code writes, and the newest it reads. */
export const BACKUP_FORMAT_VERSION = 1;

/** Store collection names: what the embedded store accepts as a file name (`<name>.db`). */
export const COLLECTION_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,119}$/;

/** One collection as the header lists it. */
const ZBackupCollection = z.object({
  name: z.string().regex(COLLECTION_NAME),
  count: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TBackupCollection = z.infer<typeof ZBackupCollection>;

/** The header: what the file is, who wrote it and when, and what each collection must hold. */
export const ZBackupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  /** The Lineup Lab server version that wrote it. */
  appVersion: z.string().min(1),
  /** When the snapshot was taken (ISO 8601). */
  createdAt: z.iso.datetime(),
  /** The store it was taken from (only the embedded store is backed up this way). */
  store: z.literal('embedded'),
  collections: z.array(ZBackupCollection),
});
export type TBackupHeader = z.infer<typeof ZBackupHeader>;

/** A collection's documents, as read from the store or from a backup. */
export interface CollectionDocuments {
  name: string;
  documents: PlainObject[];
}

/** A backup's content: who wrote it and when, and every collection's documents. */
export interface BackupSnapshot {
  appVersion: string;
  createdAt: Date;
  collections: CollectionDocuments[];
}

/** A backup read back and verified: its header and its collections' documents. */
export interface VerifiedBackup {
  header: TBackupHeader;
  collections: CollectionDocuments[];
}

/** The SHA-256 (hex) of a collection's document lines, each with its newline. */
export function sha256OfLines(lines: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  for (const line of lines) {
    hash.update(line);
    hash.update('\n');
  }
  return hash.digest('hex');
}
