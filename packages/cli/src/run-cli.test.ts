import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZHealthResponse } from '@lineup-lab/core';
import { type EphemeralServer, startEphemeralServer } from '@lineup-lab/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import type { CliIo } from './io.js';
import { runCli } from './run-cli.js';

/** An empty config directory, so no test reads the sign-ins of the user running it. */
const configDir = mkdtempSync(join(tmpdir(), 'lineup-cli-config-'));

/** Runs the CLI in-process and keeps what it printed. */
async function run(argv: string[], env: CliIo['env'] = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) };
  const code = await runCli(argv, { ...io, env: { LINEUP_CONFIG_DIR: configDir, ...env } });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let server: EphemeralServer;
let baseUrl: string;
beforeAll(async () => {
  // `lineup health` needs no NFL data: no demo season to generate and train (several seconds).
  server = await startEphemeralServer({ DEMO_SEASON: 'off' }, { version: '9.9.9-test' });
  baseUrl = server.url;
});
afterAll(async () => {
  await server.close();
  rmSync(configDir, { recursive: true, force: true });
});

describe('lineup health', () => {
  it('prints the health as text and exits 0', async () => {
    const result = await run(['health', '--server', baseUrl]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      new RegExp(`^Server: ok \\(${baseUrl}\\)\nVersion: 9\\.9\\.9-test\nTime: \\S+Z\nSigned in: no\n$`),
    );
  });

  it('prints the health body as JSON with --json', async () => {
    const result = await run(['health', '--server', baseUrl, '--json']);
    expect(result.code).toBe(0);
    const body = ZHealthResponse.parse(JSON.parse(result.stdout));
    expect(body).toMatchObject({ status: 'ok', version: '9.9.9-test', authenticated: false });
  });

  it('takes the server from LINEUP_SERVER', async () => {
    const result = await run(['health', '--json'], { LINEUP_SERVER: baseUrl });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).status).toBe('ok');
  });

  it('exits 1 with a clear message when nothing listens', async () => {
    const closed = createServer();
    const closedUrl = await listen(closed);
    await close(closed);

    const result = await run(['health', '--server', closedUrl, '--json']);

    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `Error: ${closedUrl}: Network connection failed. Please check your internet connection.\n`,
    );
  });

  it('exits 1 and shows the status and request id when the server answers with an error', async () => {
    const broken = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'x-request-id': 'req-7' });
      res.end(JSON.stringify({ code: 'UNAVAILABLE', message: 'Backend service temporarily unavailable' }));
    });
    const brokenUrl = await listen(broken);
    try {
      const result = await run(['health', '--server', brokenUrl]);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `Error: ${brokenUrl}: Backend service temporarily unavailable\n(HTTP 503, UNAVAILABLE, request id req-7)\n`,
      );
    } finally {
      await close(broken);
    }
  });

  it('exits 2 naming the source of a server URL that is not http(s)', async () => {
    expect((await run(['health', '--server', 'localhost:5005'])).stderr).toContain(
      'Error: --server must be an http(s) URL such as http://localhost:5005, got "localhost:5005"',
    );
    const fromEnv = await run(['health'], { LINEUP_SERVER: 'ftp://x' });
    expect(fromEnv.code).toBe(2);
    expect(fromEnv.stderr).toContain('LINEUP_SERVER must be an http(s) URL');
  });
});

describe('usage', () => {
  it('exits 2 on an unknown command or option', async () => {
    const unknown = await run(['nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'nope'");
    expect((await run(['health', '--bogus'])).code).toBe(2);
    expect((await run(['teams', '--bogus'])).code).toBe(2);
    expect((await run(['teams', 'create'])).stderr).toContain("missing required argument 'name'");
    expect((await run(['show'])).code).toBe(2);
    expect((await run(['show', 'A', 'B'])).code).toBe(2);
  });

  it('prints help and the version with exit 0', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['login', 'logout', 'whoami', 'teams', 'show', 'health']) {
      expect(help.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    }
    const teams = await run(['teams', '--help']);
    expect(teams.code).toBe(0);
    expect(teams.stdout).toMatch(/list \[options\]\s+list your teams \(the default\)/);
    expect(teams.stdout).toContain('create [options] <name>');
    expect(teams.stdout).toContain('delete [options] <name>');
    const version = await run(['--version']);
    expect(version).toMatchObject({ code: 0, stdout: `${packageJson.version}\n` });
  });
});
