import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZHealthResponse } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebRoot } from './support/server.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `lineup-server` from source (tsx, workspace packages from source too). */
function runServer(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=@lineup-lab/source', '--import', 'tsx', 'src/main.ts', ...args],
    {
      cwd: packageDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess): {
  output: { stdout: string; stderr: string };
  exited: Promise<Finished>;
} {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = new Promise<Finished>((resolve) =>
    child.on('close', (code) => resolve({ code, ...output })),
  );
  return { output, exited };
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(read: () => string, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = read().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output so far:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Each server start runs `lineup-server` from source (tsx compiles the server's modules on the way):
// 4–5 s on an idle 2-core machine, more beside the rest of the suite; a command that stops before
// serving (usage, --help, a bad setting) still loads them, 1.5–2 s. Tests that need a running server
// on the shared data folder share starts where one start can carry what each asks of it.
describe('lineup-server start', { timeout: 45_000 }, () => {
  let web: Awaited<ReturnType<typeof makeWebRoot>>;
  let dataDir: string;
  beforeAll(async () => {
    web = await makeWebRoot();
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-main-'));
  });
  afterAll(async () => {
    await web.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What every server these tests start is given: the passwords hashed at the test cost, as every test server's. */
  const serverEnv = (env: Record<string, string>) => ({
    HOST: '127.0.0.1',
    WEB_ROOT: web.dir,
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: 'test',
    ...env,
  });

  /** Starts the server on the test's data folder and answers its URL, its output and its exit. */
  async function started(args: string[], env: Record<string, string> = {}) {
    const child = runServer(
      args,
      serverEnv({
        PORT: '0',
        DATA_DIR: dataDir,
        // The command's behaviour needs no NFL data; the demo season at start has its own test.
        DEMO_SEASON: 'off',
        ...env,
      }),
    );
    const { output, exited } = collect(child);
    const [, url] = await waitFor(
      () => output.stdout,
      /Lineup Lab is running at (http:\/\/127\.0\.0\.1:\d+)/,
    );
    return { child, output, exited, url: url ?? '' };
  }

  /** A running server answers its health check, and on SIGTERM says so and exits 0. */
  async function answersThenStopsOnSigterm({ child, exited, url }: Awaited<ReturnType<typeof started>>) {
    const response = await fetch(`${url}/api/session/health`);
    expect(ZHealthResponse.parse(await response.json()).status).toBe('ok');
    child.kill('SIGTERM');
    const finished = await exited;
    expect(finished.code).toBe(0);
    expect(finished.stdout).toContain('SIGTERM received, shutting down');
    return finished;
  }

  it('prints a generated admin password on the first start only; ["start"] prints its URL, answers, and stops cleanly on SIGTERM', async () => {
    const first = await started(['start']);
    first.child.kill('SIGTERM');
    expect((await first.exited).stdout).toMatch(
      /Created the administrator admin@lineup-lab\.local with the password \S{12,}/,
    );
    const second = await started(['start']);
    try {
      const finished = await answersThenStopsOnSigterm(second);
      expect(finished.stdout).not.toContain('Created the administrator');
    } finally {
      second.child.kill('SIGKILL');
    }
  });

  it('answers requests that arrive while it starts with 503 and Retry-After, never leaving them hanging', async () => {
    const port = await freePort();
    const fresh = await mkdtemp(join(tmpdir(), 'lineup-main-start-'));
    const child = runServer(
      ['start'],
      serverEnv({
        PORT: String(port),
        DATA_DIR: fresh,
        DEMO_SEASON: 'off',
        ADMIN_PASSWORD: 'admin-password-1',
      }),
    );
    const { output, exited } = collect(child);
    try {
      // Knock from the moment it is spawned until it says it runs; every answer must come quickly.
      const answers: Array<{ status: number; retryAfter: string | null }> = [];
      while (!output.stdout.includes('Lineup Lab is running')) {
        const response = await fetch(`http://127.0.0.1:${port}/api/session/health`, {
          signal: AbortSignal.timeout(5_000),
        }).catch((error: unknown) => error as Error);
        if (response instanceof Response) {
          answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
          await response.arrayBuffer();
        } else if (response.name === 'TimeoutError') {
          throw new Error('a request made while the server started was left hanging');
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const early = answers.filter((answer) => answer.status !== 200);
      expect(early.length).toBeGreaterThan(0);
      for (const answer of early) expect(answer).toEqual({ status: 503, retryAfter: '1' });
      expect((await fetch(`http://127.0.0.1:${port}/api/session/health`)).status).toBe(200);
      child.kill('SIGTERM');
      expect((await exited).code).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(fresh, { recursive: true, force: true });
    }
  }, 60_000);

  it('on SIGTERM stops accepting, finishes the request in flight, then exits 0 with its data kept; [] starts it again, which refuses a second server on the same data folder, naming the first (regression: both ran and lost data)', async () => {
    const { child, exited, url } = await started(['start'], { ADMIN_PASSWORD: 'admin-password-1' });
    try {
      const { hostname, port } = new URL(url);
      const body = JSON.stringify({ email: 'late@example.com', source: 'landing_page' });
      // A request whose body is still arriving when the signal comes.
      const answered = new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
        const req = request(
          {
            hostname,
            port,
            path: '/api/waitlist',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(async () => {
            // By now the server has stopped accepting new connections…
            await expect(fetch(`${url}/api/session/health`)).rejects.toThrow();
            // …and the request in flight still completes.
            req.end(body.slice(10));
          }, 300);
        }, 200);
      });
      const response = await answered;
      expect(response.status).toBe(200);
      expect(JSON.parse(response.text)).toMatchObject({ ok: true });
      const finished = await exited;
      expect(finished.code).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
    // The store was closed cleanly: the sign-up made during shutdown is there on the next start, here
    // one without a command (`start` is the default).
    const again = await started([], { ADMIN_PASSWORD: 'admin-password-1' });
    try {
      const datafile = readFileSync(join(dataDir, 'waitlist.db'), 'utf8');
      expect(datafile).toContain('late@example.com');

      // A second server on the same data folder is refused, naming the first…
      const second = runServer(['start'], serverEnv({ PORT: '0', DATA_DIR: dataDir }));
      const refused = await collect(second).exited;
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The data folder ${dataDir} is in use by process ${again.child.pid}`);
      expect(refused.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      // …and the first goes on as if nothing happened, then stops cleanly.
      await answersThenStopsOnSigterm(again);
    } finally {
      again.child.kill('SIGKILL');
      await again.exited;
    }
  }, 60_000);

  it('refuses a bad PORT with a message naming it', async () => {
    const finished = await collect(runServer(['start'], { PORT: 'abc' })).exited;
    expect(finished.code).toBe(1);
    expect(finished.stderr).toContain(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });

  it.each([
    [['stop'], "error: unknown command 'stop'", 'Usage: lineup-server [options] [command]'],
    [['start', 'now'], "error: too many arguments for 'start'", 'Usage: lineup-server start [options]'],
    [['start', '--port', '1'], "error: unknown option '--port'", 'Usage: lineup-server start [options]'],
  ])('prints what is wrong and the usage, and exits 2, for %j', async (args, problem, usage) => {
    const finished = await collect(runServer(args, {})).exited;
    expect(finished.code).toBe(2);
    expect(finished.stderr).toContain(problem);
    expect(finished.stderr).toContain(usage);
  });

  it('prints its commands with --help, and exits 0', async () => {
    const finished = await collect(runServer(['--help'], {})).exited;
    expect(finished.code).toBe(0);
    expect(finished.stdout).toContain('Usage: lineup-server [options] [command]');
    expect(finished.stdout).toMatch(/start +start the Lineup Lab server \(the default\)/);
    expect(finished.stdout).toMatch(/\n {2}data +NFL data/);
    expect(finished.stdout).toMatch(/\n {2}model +the projection models/);
  });
});
