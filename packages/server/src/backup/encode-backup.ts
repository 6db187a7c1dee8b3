import { gzipSync } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupSnapshot,
  sha256OfLines,
  type TBackupHeader,
} from './backup-format.js';
import { toExtendedJson } from './extended-json.js';

/**
 * The backup file's bytes for a snapshot (format in `backup-format.ts`): the header with each
 * collection's count and checksum, then the documents, gzipped.
 * @example
 * const bytes = encodeBackup({ appVersion: '0.1.0', createdAt: new Date(), collections: [{ name: 'users', documents }] });
 */
export function encodeBackup(snapshot: BackupSnapshot): Buffer {
  const bodies = snapshot.collections.map(({ name, documents }) => {
    const lines = documents.map((document) => Buffer.from(toExtendedJson(document), 'utf8'));
    return { name, lines };
  });
  const header: TBackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    appVersion: snapshot.appVersion,
    createdAt: snapshot.createdAt.toISOString(),
    store: 'embedded',
    collections: bodies.map(({ name, lines }) => ({
      name,
      count: lines.length,
      sha256: sha256OfLines(lines),
    })),
  };
  const newline = Buffer.from('\n');
  const parts: Buffer[] = [Buffer.from(JSON.stringify(header), 'utf8'), newline];
  for (const { lines } of bodies) for (const line of lines) parts.push(line, newline);
  return gzipSync(Buffer.concat(parts));
}
