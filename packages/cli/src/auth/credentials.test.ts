import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { configDir } from './config-dir.js';
import { CREDENTIALS_FILE, credentialStore, type StoredSession, serverKey } from './credentials.js';

const session = (accessToken: string): StoredSession => ({
  issuer: 'http://127.0.0.1:5005/oidc',
  clientId: 'lineup-cli',
  audience: 'http://127.0.0.1:5005/api',
  accessToken,
  refreshToken: `refresh-${accessToken}`,
  expiresAt: '2025-10-10T13:00:00.000Z',
  savedAt: '2025-10-10T12:00:00.000Z',
});

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'lineup-credentials-'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('credentialStore', () => {
  it('makes the directory 0700 and the file 0600, and reads back what it wrote', async () => {
    const dir = join(base, 'nested', 'lineup-lab');
    const store = credentialStore(dir);
    expect(await store.read('http://127.0.0.1:5005')).toBeUndefined();
    await store.write('http://127.0.0.1:5005', session('a'));
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, CREDENTIALS_FILE))).mode & 0o777).toBe(0o600);
    expect(await store.read('http://127.0.0.1:5005/')).toEqual(session('a'));
  });

  it('keeps one entry per server, and forgets one without touching the others', async () => {
    const store = credentialStore(base);
    await store.write('http://127.0.0.1:5005', session('a'));
    await store.write('https://lineup.example.com/', session('b'));
    await store.write('http://127.0.0.1:5005', session('c'));
    const file = JSON.parse(await readFile(store.path, 'utf8'));
    expect(Object.keys(file.servers)).toEqual(['http://127.0.0.1:5005', 'https://lineup.example.com']);
    expect(await store.remove('http://127.0.0.1:5005')).toBe(true);
    expect(await store.remove('http://127.0.0.1:5005')).toBe(false);
    expect(await store.read('https://lineup.example.com')).toEqual(session('b'));
  });

  it('tightens a directory that was left open, and leaves no temporary file behind', async () => {
    const { chmod, readdir } = await import('node:fs/promises');
    await chmod(base, 0o755);
    await credentialStore(base).write('http://127.0.0.1:5005', session('a'));
    expect((await stat(base)).mode & 0o777).toBe(0o700);
    expect(await readdir(base)).toEqual([CREDENTIALS_FILE]);
  });

  it('says which file to delete when it is not JSON, and skips entries it cannot use', async () => {
    const store = credentialStore(base);
    await writeFile(store.path, '{ not json');
    await expect(store.read('http://127.0.0.1:5005')).rejects.toThrow(CliError);
    await expect(store.read('http://127.0.0.1:5005')).rejects.toThrow(`${store.path} is not valid JSON`);
    await writeFile(store.path, JSON.stringify({ servers: { 'http://127.0.0.1:5005': { accessToken: 1 } } }));
    expect(await store.read('http://127.0.0.1:5005')).toBeUndefined();
  });
});

describe('credentialStore.locked', () => {
  it('runs one holder at a time, and takes over a lock left by a process that died', async () => {
    const store = credentialStore(base);
    const order: string[] = [];
    const hold = (name: string) =>
      store.locked(async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b')]);
    // Either may take the lock first (a loaded machine decides); the other waits for it to be let go.
    const [first] = order[0]?.split(' ') ?? [];
    const second = first === 'a' ? 'b' : 'a';
    expect(order).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);

    const { utimes } = await import('node:fs/promises');
    const lockPath = `${store.path}.lock`;
    const longAgo = new Date(Date.now() - 60_000);
    // a lock file, as the CLI left before proper-lockfile, and proper-lockfile's lock directory
    await writeFile(lockPath, '');
    await utimes(lockPath, longAgo, longAgo);
    expect(await store.locked(async () => 'taken over')).toBe('taken over');
    await mkdir(lockPath);
    await utimes(lockPath, longAgo, longAgo);
    expect(await store.locked(async () => 'taken over again')).toBe('taken over again');
    await expect(stat(lockPath)).rejects.toThrow(/ENOENT/);
  });
});

describe('serverKey', () => {
  it('is the URL without a trailing slash, with a path kept', () => {
    expect(serverKey('http://LOCALHOST:5005/')).toBe('http://localhost:5005');
    expect(serverKey('https://example.com/lineup/')).toBe('https://example.com/lineup');
  });
});

describe('configDir', () => {
  it('is LINEUP_CONFIG_DIR, else $XDG_CONFIG_HOME/lineup-lab, else ~/.config/lineup-lab', () => {
    expect(configDir({ LINEUP_CONFIG_DIR: '/tmp/x', XDG_CONFIG_HOME: '/xdg' }, 'linux')).toBe('/tmp/x');
    expect(configDir({ XDG_CONFIG_HOME: '/xdg', HOME: '/home/fan' }, 'linux')).toBe('/xdg/lineup-lab');
    expect(configDir({ XDG_CONFIG_HOME: 'relative', HOME: '/home/fan' }, 'linux')).toBe(
      '/home/fan/.config/lineup-lab',
    );
    expect(configDir({ HOME: '/home/fan' }, 'darwin')).toBe('/home/fan/.config/lineup-lab');
    expect(configDir({ APPDATA: 'C:\\Users\\fan\\AppData\\Roaming', HOME: '/h' }, 'win32')).toContain(
      'lineup-lab',
    );
  });
});
