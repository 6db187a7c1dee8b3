/**
 * TEST SUPPORT: the built `lineup` (dist/main.js, what the package's `bin` runs), for the tests that
 * run it as a real process (in tmux, and installed from the packed tarball). `npm test` builds every
 * package first, so it is normally there and fresh; when it is missing or older than a source it is
 * bundled (tsup, as `pnpm build` does), once, under a lock, so that test files running at once do not
 * clean dist/ under each other.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** packages/cli. */
export const CLI_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = join(CLI_ROOT, '..');
/** What dist is bundled from: the CLI's own sources and those of the workspace packages it bundles. */
const SOURCES = [
  join(CLI_ROOT, 'src'),
  join(CLI_ROOT, 'package.json'),
  join(CLI_ROOT, 'tsup.config.ts'),
  join(PACKAGES, 'core/src'),
  join(PACKAGES, 'sdk/src'),
];
const DIST_FILES = ['main.js', 'index.js', 'index.d.ts'].map((name) => join(CLI_ROOT, 'dist', name));
const LOCK = join(
  tmpdir(),
  `lineup-cli-build-${Buffer.from(CLI_ROOT).toString('base64url').slice(-40)}.lock`,
);
const BUILD_TIMEOUT_MS = 120_000;

/** The newest modification time under `path` (tests and test support left out: they are not bundled). */
async function newest(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = 0;
  for (const entry of await readdir(path)) {
    if (/\.test(-d)?\.tsx?$/.test(entry) || entry === 'test-support') continue;
    latest = Math.max(latest, await newest(join(path, entry)));
  }
  return latest;
}

async function isFresh(): Promise<boolean> {
  const built = await Promise.all(DIST_FILES.map((file) => stat(file).catch(() => undefined)));
  if (built.some((info) => info === undefined)) return false;
  const oldest = Math.min(...built.map((info) => info?.mtimeMs ?? 0));
  const sources = await Promise.all(SOURCES.map(newest));
  return Math.max(...sources) <= oldest;
}

async function lock(): Promise<void> {
  const giveUpAt = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const since = (await stat(LOCK).catch(() => undefined))?.mtimeMs;
    if (since !== undefined && Date.now() - since > BUILD_TIMEOUT_MS)
      await rm(LOCK, { recursive: true, force: true });
    else if (Date.now() > giveUpAt) throw new Error(`${LOCK} is held: is another build of the CLI stuck?`);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path of the built `lineup` (dist/main.js), built first when it is missing or stale. */
export async function builtCli(): Promise<string> {
  if (!(await isFresh())) {
    await lock();
    try {
      if (!(await isFresh())) {
        const tsupPackage = createRequire(join(CLI_ROOT, 'package.json')).resolve('tsup/package.json');
        const { bin } = JSON.parse(await readFile(tsupPackage, 'utf8')) as { bin: { tsup: string } };
        const tsup = join(tsupPackage, '..', bin.tsup);
        await promisify(execFile)(process.execPath, [tsup], { cwd: CLI_ROOT, timeout: BUILD_TIMEOUT_MS });
      }
    } finally {
      await rm(LOCK, { recursive: true, force: true });
    }
  }
  return join(CLI_ROOT, 'dist/main.js');
}
