#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, land here, and `npm run smoke`. On a fresh
// machine with only Node and npm they fetch the pinned pnpm (through npx) when no pnpm 12 is
// installed, install the workspace from the lockfile, build every package, then start the server,
// run the whole test suite (Vitest, then the web app's Playwright tests in Debian's Chromium), or
// run its smoke: a few of those tests, chosen to cover install to browser (see SMOKE below).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSlowest, REPORTS } from './slowest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// The pnpm version is pinned in engines.pnpm ("^12.21.0"), not in packageManager: pnpm 12 would then
// resolve its own binaries for every platform from the registry, and fails where one is missing.
const wanted = pkg.engines.pnpm.replace(/^\^/, '');
const pinned = `pnpm@${wanted}`;
const started = Date.now();

function run(cmd, args, { allowFailure = false } = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  const installed = probe.status === 0 ? probe.stdout.trim() : undefined;
  if (installed && installed.split('.')[0] === wanted.split('.')[0]) return ['pnpm', []];
  console.log(`[lineup-lab] pnpm ${wanted} not found (have ${installed ?? 'none'}); using npx ${pinned}`);
  return ['npx', ['--yes', pinned]];
}

const [bin, prefix] = pnpmCommand();

/** Debian's Chromium, which the browser tests drive (CHROME_PATH overrides, as in e2e/support/chromium.ts). */
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/**
 * Installs Debian's package `name` (which provides `path`) with apt, when this user may (root, or
 * sudo without a password prompt). Returns why `path` is still missing, or null when it is there.
 */
function aptInstall(name, path) {
  if (!has('apt-get')) return `${path} is missing and there is no apt-get to install it with`;
  const root = process.getuid?.() === 0;
  if (!root && !(has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0)) {
    return `${path} is missing and it cannot be installed here (not root, and no sudo without a password)`;
  }
  console.log(`[lineup-lab] ${path} is missing: installing ${name} from apt`);
  const sudo = root ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', name],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env });
    if (result.status !== 0)
      return `installing ${name} failed (${args.join(' ')} exited with ${result.status})`;
  }
  return existsSync(path) || has(path) ? null : `apt installed ${name}, but ${path} is still missing`;
}

/** Makes sure Chromium is there (installed from apt when missing); why it is still missing, or null. */
function ensureChromium() {
  if (existsSync(chromiumPath)) return null;
  if (process.env.CHROME_PATH) return `CHROME_PATH is ${chromiumPath}, which does not exist`;
  return aptInstall('chromium', chromiumPath);
}

/**
 * Makes sure tmux is there, for the CLI's real-terminal tests (packages/cli/src/tty), which are
 * skipped without it: installed from apt when missing. Warns, and does not fail, when it cannot be.
 */
function ensureTmux() {
  if (has('tmux')) return;
  const missing = aptInstall('tmux', 'tmux');
  if (missing) console.warn(`[lineup-lab] ${missing}: the CLI's real-terminal tests will be skipped.`);
}

/**
 * The smoke (`npm run smoke`): after the same install and build, the real server's API tests that
 * sign users up through the embedded provider's pages and change their teams through the SDK, and
 * one browser journey (Playwright tests tagged @smoke) at the first date: the built server started
 * as `lineup-server start`, a sign-up confirmed by its mailed link in Chromium, a team created in the
 * editor. CI runs it on the Node line the whole suite does not run on.
 */
const SMOKE = {
  vitest: ['packages/server/test/api/teams.test.ts', 'packages/server/test/api/lineups.test.ts'],
  playwright: ['--grep', '@smoke', '--project', 'early-season'],
};

/**
 * The Playwright suite of the web app (`pnpm --filter @lineup-lab/web e2e`), with its list reporter
 * on screen and a JSON report (`reports`/playwright.json) for the closing line. Without Chromium it
 * is skipped, loudly, and does not fail the run.
 */
function browserTests(reports, extraArgs = []) {
  const missing = ensureChromium();
  if (missing) {
    const bar = '!'.repeat(100);
    console.warn(`\n${bar}\n!! BROWSER TESTS SKIPPED: ${missing}.`);
    console.warn(
      '!! Install it (Debian/Ubuntu: sudo apt-get install -y chromium, or set CHROME_PATH) and run npm test again.',
    );
    console.warn(`${bar}\n`);
    return { status: 0, line: 'playwright: 0 passed, 0 failed, 0 skipped (SKIPPED: no Chromium)' };
  }
  const report = join(reports, 'playwright.json');
  const result = spawnSync(
    bin,
    [...prefix, '--filter', '@lineup-lab/web', 'e2e', '--reporter=list,json', ...extraArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  if (result.error) throw result.error;
  const status = result.status ?? 1;
  if (!existsSync(report))
    return { status: status || 1, line: `playwright: no report (Playwright exited with ${status})` };
  const { stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + errors.length;
  return {
    status,
    line: `playwright: ${stats.expected + stats.flaky} passed, ${failed} failed, ${stats.skipped} skipped`,
  };
}

const pnpm = (...args) => run(bin, [...prefix, ...args]);
const task = process.argv[2];

pnpm('install', ...(process.env.CI ? ['--frozen-lockfile'] : []));
pnpm('-r', 'build');
console.log(`[lineup-lab] installed and built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

if (task === 'start') {
  // Runs the built server, which prints its URL. Ctrl-C reaches it straight from the terminal;
  // a SIGTERM sent to this process is passed on. Either way it finishes requests in flight first.
  const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js'), 'start'], {
    stdio: 'inherit',
  });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else if (task === 'test' || task === 'smoke') {
  // Vitest, then (when the whole suite is asked for, or the smoke) the Playwright browser tests
  // against the built app. Each ends with one plain closing line that any CI can read, taken from
  // its JSON report: `vitest: N passed, N failed, N skipped` and `playwright: N passed, N failed, N
  // skipped`; the whole suite then lists its slowest files (`pnpm test:slow` prints them again).
  ensureTmux();
  // The whole suite's reports are what `pnpm test:slow` reads; the smoke keeps its own beside them.
  const reports = task === 'smoke' ? join(REPORTS, 'smoke') : REPORTS;
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const report = join(reports, 'vitest.json');
  const vitestArgs = task === 'smoke' ? SMOKE.vitest : process.argv.slice(3);
  const args = [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...(task === 'test' ? ['--reporter=./scripts/file-times-reporter.mjs'] : []),
  ];
  const status = run(bin, [...prefix, ...args, ...vitestArgs], { allowFailure: true });
  let vitestLine = null;
  if (existsSync(report)) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
      readFileSync(report, 'utf8'),
    );
    vitestLine = `vitest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`;
  }
  // Arguments select vitest tests (`npm test -- packages/core`): the browser suite is left out then.
  const e2e =
    task === 'smoke'
      ? browserTests(reports, SMOKE.playwright)
      : vitestArgs.length > 0
        ? { status: 0, line: 'playwright: not run (vitest arguments given)' }
        : browserTests(reports);
  if (task === 'test') printSlowest();
  if (vitestLine) console.log(vitestLine);
  console.log(e2e.line);
  console.log(`[lineup-lab] tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(status !== 0 ? status : e2e.status);
} else {
  console.error('usage: node scripts/workspace.mjs start|test [vitest args]|smoke');
  process.exit(2);
}
