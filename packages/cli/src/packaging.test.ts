/**
 * Packaging: `pnpm pack` of the built CLI gives a tarball that installs with npm into an empty
 * folder outside the workspace and runs there with nothing else present — the workspace packages
 * (core, sdk) bundled into dist by tsup, every other dependency declared and installed from the
 * registry. Slow (a real `npm install`, some seconds with a warm cache): it runs with the rest.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { builtCli, CLI_ROOT } from './test-support/built-cli.js';

const INSTALL_TIMEOUT_MS = 240_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end, whatever its exit code. */
function run(file: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { ...options, timeout: INSTALL_TIMEOUT_MS }, (error, stdout, stderr) => {
      const code = error ? error.code : 0;
      if (typeof code !== 'number') reject(error);
      else resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The environment of a shell outside the workspace: none of pnpm's, npm's or Node's settings of this
 * run (npm_config_*, NODE_PATH, NODE_OPTIONS …), so nothing resolves from the workspace.
 */
function outsideEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|pnpm_|NODE_PATH$|NODE_OPTIONS$|VITEST|TEST$|INIT_CWD$)/i.test(key),
    ),
  );
  return { ...env, ...extra };
}

/** pnpm, as this run was started with it (npm_execpath), else the one on PATH. */
function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
  }
  return ['pnpm', args];
}

let dir: string;
let app: string;
let tarball: string;
let lineup: string;

beforeAll(async () => {
  await builtCli();
  dir = await mkdtemp(join(tmpdir(), 'lineup-cli-pack-'));
  // dist is built (above, or by `npm test`): the prepack build is not run again under the other tests.
  const [file, args] = pnpm(['pack', '--ignore-scripts', '--pack-destination', dir]);
  const packed = await run(file, args, { cwd: CLI_ROOT, env: process.env });
  expect(packed.stderr).not.toMatch(/ERR_/);
  expect(packed.code).toBe(0);
  const [name] = (await readdir(dir)).filter((entry) => entry.endsWith('.tgz'));
  if (!name) throw new Error(`pnpm pack made no tarball:\n${packed.stdout}\n${packed.stderr}`);
  tarball = join(dir, name);
  app = join(dir, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'empty-folder', private: true }));
  lineup = join(app, 'node_modules', '.bin', 'lineup');
}, INSTALL_TIMEOUT_MS);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the packed CLI', () => {
  it('holds dist, the README and a manifest whose dependencies are all on the registry', async () => {
    const listing = await run('tar', ['-tzf', tarball], { cwd: dir, env: process.env });
    const files = listing.stdout.trim().split('\n').sort();
    expect(files).toEqual(
      expect.arrayContaining(['package/README.md', 'package/dist/main.js', 'package/package.json']),
    );
    expect(files.filter((file) => !/^package\/(dist\/|README\.md$|package\.json$)/.test(file))).toEqual([]);

    const manifest = JSON.parse(
      (await run('tar', ['-xzOf', tarball, 'package/package.json'], { cwd: dir, env: process.env })).stdout,
    ) as { bin: Record<string, string>; dependencies: Record<string, string> };
    expect(manifest.bin).toEqual({ lineup: './dist/main.js' });
    // the workspace packages are bundled, not dependencies: they are not published
    for (const [name, range] of Object.entries(manifest.dependencies)) {
      expect(name).not.toMatch(/^@lineup-lab\//);
      expect(range).not.toMatch(/^workspace:/);
    }
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining([
        'commander',
        'ink',
        'react',
        'openid-client',
        'csv-parse',
        'zod',
        'proper-lockfile',
        'string-width',
      ]),
    );
  });

  it(
    'installs with npm into an empty folder, alone, and runs `lineup --help` and `lineup health` there',
    async () => {
      const installed = await run(
        'npm',
        ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', tarball],
        { cwd: app, env: outsideEnv() },
      );
      expect(installed.stderr).not.toMatch(/ERR!/);
      expect(installed.code).toBe(0);
      // nothing of the workspace: the CLI's own files, and no @lineup-lab package beside it
      expect(await readdir(join(app, 'node_modules', '@lineup-lab'))).toEqual(['cli']);
      expect(await realpath(lineup)).toBe(
        join(await realpath(app), 'node_modules', '@lineup-lab', 'cli', 'dist', 'main.js'),
      );

      const env = outsideEnv({ LINEUP_CONFIG_DIR: join(dir, 'config') });
      const help = await run(lineup, ['--help'], { cwd: app, env });
      expect(help).toMatchObject({ code: 0, stderr: '' });
      const [, list = ''] = help.stdout.split('\nCommands:\n');
      const commands = [...list.matchAll(/^ {2}([a-z-]+)\b/gm)].map((match) => match[1]);
      expect(commands).toEqual([
        'login',
        'logout',
        'whoami',
        'teams',
        'import',
        'leagues',
        'show',
        'add',
        'move',
        'bench',
        'drop',
        'optimize',
        'mode',
        'scoring',
        'history',
        'restore',
        'record',
        'waivers',
        'trade',
        'players',
        'scenarios',
        'advise',
        'plan',
        'health',
        'admin',
        'help',
      ]);
      expect(await run(lineup, ['--version'], { cwd: app, env })).toEqual({
        code: 0,
        stdout: `${packageJson.version}\n`,
        stderr: '',
      });

      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
      await new Promise((resolve) => closed.close(resolve));
      expect(await run(lineup, ['health', '--server', deadUrl], { cwd: app, env })).toEqual({
        code: 1,
        stdout: '',
        stderr: `Error: ${deadUrl}: Network connection failed. Please check your internet connection.\n`,
      });
    },
    INSTALL_TIMEOUT_MS,
  );
});
