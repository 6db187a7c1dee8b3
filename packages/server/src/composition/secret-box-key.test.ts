import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../test/support/recording-logger.js';
import { SECRET_KEY_FILE, secretBoxOf } from './secret-box-key.js';

describe('secretBoxOf', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-secret-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses LINEUP_SECRET_KEY when set, writing nothing', async () => {
    const { logger, lines } = recordingLogger();
    const key = Buffer.alloc(32, 7);
    const box = await secretBoxOf({ secretKey: key, production: true, dataDir }, logger);
    expect(box.available).toBe(true);
    const sealed = box.seal('cookie', 'espn:1');
    expect(box.open(sealed, 'espn:1')).toBe('cookie');
    await expect(stat(join(dataDir, SECRET_KEY_FILE))).rejects.toThrow();
    expect(lines).toEqual([]);
  });

  it('outside production, generates a key once, keeps it owner-only in the data folder, and says so (never the key)', async () => {
    const { logger, lines } = recordingLogger();
    const first = await secretBoxOf({ secretKey: null, production: false, dataDir }, logger);
    const path = join(dataDir, SECRET_KEY_FILE);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const sealed = first.seal('espn_s2 value', 'espn:league-1');
    // A restart reads the same key: what was sealed still opens.
    const second = await secretBoxOf({ secretKey: null, production: false, dataDir }, logger);
    expect(second.open(sealed, 'espn:league-1')).toBe('espn_s2 value');
    const key = (await readFile(path, 'utf8')).trim();
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(lines.map((line) => line.level)).toEqual([40, 40]);
    expect(String(lines[0]?.msg)).toContain(path);
    expect(JSON.stringify(lines)).not.toContain(key);
  });

  it('in production without a key, refuses to keep secrets and writes no key', async () => {
    const { logger, lines } = recordingLogger();
    const box = await secretBoxOf({ secretKey: null, production: true, dataDir }, logger);
    expect(box.available).toBe(false);
    expect(() => box.seal('cookie', 'espn:1')).toThrow('No secret key is configured');
    await expect(stat(join(dataDir, SECRET_KEY_FILE))).rejects.toThrow();
    expect(String(lines[0]?.msg)).toContain('no LINEUP_SECRET_KEY');
  });

  it('refuses a key file that holds no key, rather than making another', async () => {
    await writeFile(join(dataDir, SECRET_KEY_FILE), 'not a key\n');
    await expect(
      secretBoxOf({ secretKey: null, production: false, dataDir }, recordingLogger().logger),
    ).rejects.toThrow(`${join(dataDir, SECRET_KEY_FILE)} does not hold a secret key`);
  });
});
