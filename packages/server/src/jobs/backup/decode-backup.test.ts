import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BackupError, type BackupErrorCode } from './backup-error.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupSnapshot } from './backup-format.js';
import { decodeBackup } from './decode-backup.js';
import { encodeBackup, writeBackup } from './encode-backup.js';

const snapshot: BackupSnapshot = {
  appVersion: '0.1.0',
  createdAt: new Date('2026-09-20T12:00:00.000Z'),
  collections: [
    {
      name: 'users',
      documents: [
        { _id: 'u1', email: 'ann@example.com', createdAt: '2026-09-01T00:00:00.000Z', teamCount: 2 },
        { _id: 'u2', email: null, note: 'Zoë — “quotes”, emoji 🏈, line\nbreak', tags: ['a', 'b'] },
      ],
    },
    { name: 'teams', documents: [{ _id: 't1', ownerId: 'u1', at: new Date('2026-09-02T03:04:05.006Z') }] },
    { name: 'outbox', documents: [] },
  ],
};

/** The backup's lines (header first), edited, gzipped again: a file whose gzip is intact. */
function edited(bytes: Buffer, edit: (lines: string[]) => string[]): Buffer {
  const lines = gunzipSync(bytes).toString('utf8').split('\n');
  return gzipSync(Buffer.from(edit(lines).join('\n'), 'utf8'));
}

function refusal(bytes: Uint8Array): BackupError {
  try {
    decodeBackup(bytes, 'b.gz');
  } catch (error) {
    if (error instanceof BackupError) return error;
    throw error;
  }
  throw new Error('decodeBackup accepted the file');
}

function expectRefused(bytes: Uint8Array, code: BackupErrorCode, message: RegExp): void {
  const error = refusal(bytes);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
}

describe('encodeBackup / decodeBackup', () => {
  const bytes = encodeBackup(snapshot);

  it('reads back every collection and document as written, Dates included', () => {
    const { header, collections } = decodeBackup(bytes, 'b.gz');
    expect(collections).toEqual(snapshot.collections);
    expect(header).toMatchObject({
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      appVersion: '0.1.0',
      createdAt: '2026-09-20T12:00:00.000Z',
      store: 'embedded',
    });
    expect(header.collections.map(({ name, count }) => [name, count])).toEqual([
      ['users', 2],
      ['teams', 1],
      ['outbox', 0],
    ]);
  });

  it('writes gzip whose first line is the header, each checksum the SHA-256 of its document lines', () => {
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    const header = JSON.parse(lines[0] ?? '');
    const usersText = `${lines[1]}\n${lines[2]}\n`;
    expect(header.collections[0].sha256).toBe(createHash('sha256').update(usersText).digest('hex'));
    expect(header.collections[2].sha256).toBe(createHash('sha256').digest('hex'));
    expect(lines).toHaveLength(1 + 3 + 1); // header, 3 documents, the empty text after the last newline
  });

  it('writes the same bytes for the same snapshot', () => {
    expect(encodeBackup(snapshot).equals(bytes)).toBe(true);
  });

  it('streams to a file, page by page, the same bytes it builds in memory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lineup-backup-'));
    try {
      const file = join(dir, 'b.gz');
      const read: string[] = [];
      const listed = await writeBackup(
        {
          appVersion: snapshot.appVersion,
          createdAt: snapshot.createdAt,
          collections: snapshot.collections.map(({ name }) => name),
          async *pages(name) {
            read.push(name);
            for (const document of snapshot.collections.find((c) => c.name === name)?.documents ?? []) {
              yield [document];
            }
          },
        },
        file,
      );
      expect((await readFile(file)).equals(bytes)).toBe(true);
      expect(listed.map(({ name, count }) => [name, count])).toEqual([
        ['users', 2],
        ['teams', 1],
        ['outbox', 0],
      ]);
      expect(read).toEqual(['users', 'teams', 'outbox', 'users', 'teams', 'outbox']); // checksums, then lines
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads an empty store back as empty collections', () => {
    const empty = { ...snapshot, collections: [{ name: 'users', documents: [] }] };
    expect(decodeBackup(encodeBackup(empty), 'e.gz').collections).toEqual(empty.collections);
  });
});

describe('decodeBackup refuses', () => {
  const bytes = encodeBackup(snapshot);

  it('a file that is not gzip, or empty', () => {
    expectRefused(
      Buffer.from('_id,email\nu1,a@b.c\n'),
      'not-a-backup',
      /b\.gz is not a Lineup Lab backup \(it is not a gzip file\)/,
    );
    expectRefused(Buffer.alloc(0), 'not-a-backup', /not a gzip file/);
  });

  it('a gzip file that is not ours', () => {
    expectRefused(gzipSync('hello\n'), 'not-a-backup', /does not start with a lineup-lab-backup header/);
    expectRefused(
      gzipSync('{"format":"other-backup","version":1}\n'),
      'not-a-backup',
      /not a Lineup Lab backup/,
    );
    expectRefused(gzipSync(''), 'not-a-backup', /not a Lineup Lab backup/);
  });

  it('a truncated file, wherever it is cut', () => {
    for (const length of [2, 10, Math.floor(bytes.length / 2), bytes.length - 1]) {
      expectRefused(
        bytes.subarray(0, length),
        'damaged',
        /b\.gz is damaged or incomplete: its gzip data does not read back/,
      );
    }
  });

  it('a file with any one byte changed after the gzip header', () => {
    for (let index = 10; index < bytes.length; index++) {
      const corrupt = Buffer.from(bytes);
      corrupt[index] = (corrupt[index] ?? 0) ^ 0x01;
      const error = refusal(corrupt);
      expect(error.code).toBe('damaged');
    }
  });

  it('a document changed inside intact gzip (the checksum)', () => {
    const tampered = edited(bytes, (lines) =>
      lines.map((line) => line.replace('ann@example.com', 'eve@example.com')),
    );
    expectRefused(tampered, 'damaged', /the collection users does not match its SHA-256 checksum/);
  });

  it('a file cut at a line boundary (fewer documents than the header counts)', () => {
    const cut = edited(bytes, (lines) => [...lines.slice(0, 3), '']);
    expectRefused(cut, 'damaged', /it ends in the collection teams after 0 of its 1 documents/);
    const noNewline = edited(bytes, (lines) => lines.slice(0, 4));
    expectRefused(noNewline, 'damaged', /it ends in the collection teams/);
  });

  it('lines after the last collection', () => {
    expectRefused(
      edited(bytes, (lines) => [...lines.slice(0, -1), '{"_id":"x"}', '']),
      'damaged',
      /more than its header lists/,
    );
  });

  it('a newer format version, naming the version that wrote it', () => {
    const newer = edited(bytes, ([header = '', ...rest]) => [
      header.replace('"version":1', '"version":2').replace('"appVersion":"0.1.0"', '"appVersion":"3.0.0"'),
      ...rest,
    ]);
    expectRefused(
      newer,
      'newer-format',
      /written by Lineup Lab 3\.0\.0 in backup format version 2; this server reads versions up to 1/,
    );
  });

  it('a header that is ours but incomplete', () => {
    const broken = edited(bytes, ([header = '', ...rest]) => [
      header.replace('"store":"embedded",', ''),
      ...rest,
    ]);
    expectRefused(broken, 'damaged', /its header is not valid \(store:/);
  });

  it('a line that is not a document, or a repeated _id', () => {
    const repeat = encodeBackup({
      ...snapshot,
      collections: [{ name: 'users', documents: [{ _id: 'a' }, { _id: 'a' }] }],
    });
    expectRefused(repeat, 'damaged', /document 2 of the collection users repeats the _id "a"/);
    const noId = encodeBackup({ ...snapshot, collections: [{ name: 'users', documents: [{ email: 'x' }] }] });
    expectRefused(noId, 'damaged', /document 1 of the collection users is not a document with a string _id/);
  });
});
