#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, land here. On a fresh machine with only
// Node and npm they fetch the pinned pnpm (through npx) when no pnpm 12 is installed, install the
// workspace from the lockfile, build every package, then start the server or run the whole test suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
} else if (task === 'test') {
  // Vitest's own summary, plus one plain closing line (`vitest: N passed, N failed, N skipped`) that
  // any CI can read, taken from its JSON report.
  const report = join(mkdtempSync(join(tmpdir(), 'lineup-lab-test-')), 'report.json');
  const args = [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const status = run(bin, [...prefix, ...args, ...process.argv.slice(3)], { allowFailure: true });
  if (existsSync(report)) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
      readFileSync(report, 'utf8'),
    );
    console.log(
      `vitest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`,
    );
  }
  console.log(`[lineup-lab] tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(status);
} else {
  console.error('usage: node scripts/workspace.mjs start|test [vitest args]');
  process.exit(2);
}
