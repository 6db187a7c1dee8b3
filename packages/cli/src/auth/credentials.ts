import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';
import { CliError } from '../cli-error.js';

/** The file in the configuration directory that keeps the tokens, one entry per server. */
export const CREDENTIALS_FILE = 'credentials.json';

/**
 * A lock not touched for this long was left by a process that died: it is taken over. The holder
 * touches it every half of this (proper-lockfile's `update` heartbeat), so a slow refresh keeps it.
 */
const STALE_LOCK_MS = 30_000;
/** How long to wait for another process's lock before giving up: this many tries, 25 ms apart. */
const LOCK_RETRIES = { retries: 400, factor: 1, minTimeout: 25, maxTimeout: 25 };

/** Only the user may read or write the file, or list the directory. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** One server's sign-in, as `lineup login` stored it and every refresh updates it. */
export interface StoredSession {
  /** The OpenID issuer that issued the tokens, and the client they were issued to. */
  issuer: string;
  clientId: string;
  /** The API audience asked for (the `resource` of the token requests). */
  audience: string;
  accessToken: string;
  /** Absent when the issuer gave none: the session then ends with the access token. */
  refreshToken?: string | undefined;
  idToken?: string | undefined;
  /** When the access token expires (ISO instant); absent when the issuer did not say. */
  expiresAt?: string | undefined;
  scope?: string | undefined;
  /** When this entry was written (ISO instant). */
  savedAt: string;
}

interface CredentialsFile {
  servers: Record<string, StoredSession>;
}

/**
 * Removes a stale lock that is a plain file: a `lineup` from before proper-lockfile (whose lock was
 * a file) died holding it, and proper-lockfile, which removes a stale lock with rmdir, cannot.
 */
async function removeStaleLockFile(lockPath: string): Promise<void> {
  const held = await stat(lockPath).catch(() => undefined);
  if (held?.isFile() && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lockPath, { force: true });
}

/**
 * The key of a server in the file: its URL without a trailing slash, so `http://localhost:5005`
 * and `http://localhost:5005/` share a sign-in, and two servers never do.
 */
export function serverKey(server: string): string {
  const url = new URL(server);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function isSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['issuer', 'clientId', 'audience', 'accessToken', 'savedAt'].every(
    (field) => typeof entry[field] === 'string',
  );
}

/** The tokens of every server the user signed in to, in one file readable by the user alone. */
export interface CredentialStore {
  /** The file's path. */
  readonly path: string;
  read(server: string): Promise<StoredSession | undefined>;
  write(server: string, session: StoredSession): Promise<void>;
  /** Forgets a server's sign-in; answers whether there was one. */
  remove(server: string): Promise<boolean>;
  /**
   * Runs `work` holding the store's lock (`credentials.json.lock`), so that two `lineup` processes
   * never refresh at once: a rotated refresh token may be used only once.
   */
  locked<T>(work: () => Promise<T>): Promise<T>;
}

/** Where the store lives: its directory and the credentials file in it. */
interface StoreLocation {
  dir: string;
  path: string;
}

/** The file's sign-ins (none when it does not exist); entries that are not sessions are dropped. */
async function loadFile(path: string): Promise<CredentialsFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { servers: {} };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: delete it and run \`lineup login\` again.`, {
      cause: error,
    });
  }
  const servers = (parsed as Partial<CredentialsFile> | null)?.servers;
  if (typeof servers !== 'object' || servers === null) return { servers: {} };
  return {
    servers: Object.fromEntries(Object.entries(servers).filter(([, entry]) => isSession(entry))),
  };
}

/** Replaces the file whole through a temporary file and a rename, user-only modes throughout. */
async function saveFile({ dir, path }: StoreLocation, file: CredentialsFile): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await chmod(dir, DIR_MODE);
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: FILE_MODE });
    await chmod(temporary, FILE_MODE);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Takes `credentials.json.lock` (a directory, made atomically by proper-lockfile, whose mtime the
 * holder refreshes while it works). The credentials file need not exist yet (`realpath: false`).
 * Answers the function that lets go of it.
 */
async function acquireLock({ dir, path }: StoreLocation): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await removeStaleLockFile(`${path}.lock`);
  try {
    return await lock(path, {
      realpath: false,
      stale: STALE_LOCK_MS,
      retries: LOCK_RETRIES,
      // A lock lost meanwhile (its heartbeat failed for a whole stale period and another process
      // took it over) is not thrown from a timer, which would end the process mid-write: the
      // work finishes, as it did with the hand-written lock, and letting go is then a no-op.
      onCompromised: () => {},
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new CliError(`${path}.lock is held by another lineup process (delete it if none is running).`, {
      cause: error,
    });
  }
}

/**
 * The credential store in `dir`: `credentials.json`, mode 0600, in a directory of mode 0700 (made
 * when missing). Every write re-reads the file and replaces it whole through a temporary file and a
 * rename, so a reader never sees half a file and other servers' entries are kept.
 */
export function credentialStore(dir: string): CredentialStore {
  const location: StoreLocation = { dir, path: join(dir, CREDENTIALS_FILE) };
  const { path } = location;
  return {
    path,
    async locked(work) {
      const release = await acquireLock(location);
      try {
        return await work();
      } finally {
        await release().catch(() => {});
      }
    },
    async read(server) {
      return (await loadFile(path)).servers[serverKey(server)];
    },
    async write(server, session) {
      const file = await loadFile(path);
      file.servers[serverKey(server)] = session;
      await saveFile(location, file);
    },
    async remove(server) {
      const file = await loadFile(path);
      const key = serverKey(server);
      if (!(key in file.servers)) return false;
      delete file.servers[key];
      await saveFile(location, file);
      return true;
    },
  };
}
