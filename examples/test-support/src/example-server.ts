/**
 * TEST SUPPORT: a real Lineup Lab server on port 0 for an example's test (embedded store in a
 * temporary folder, the embedded OpenID provider, no demo season), with a clock the test sets, the
 * administrator's account, and sign-in that gives real tokens.
 */
import { spawn } from 'node:child_process';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { COLLECTIONS, type EphemeralServer, startEphemeralServer } from '@lineup-lab/server';
import { deviceSignIn, type SignInTokens } from './device-sign-in.js';

export const ADMIN_EMAIL = 'admin@lineup-lab.test';
export const ADMIN_PASSWORD = 'admin-password-123';

/** A clock the test sets by hand (the server's time: the season clock, the planning week). */
export interface SettableClock {
  now(): Date;
  set(time: string): void;
}

export interface ExampleServer {
  url: string;
  server: EphemeralServer;
  clock: SettableClock;
  /** Signs a new user up and in (device flow, confirmed by the mail's link): their tokens. */
  signUp(email: string, password?: string): Promise<SignInTokens>;
  /** Signs the administrator in: the administrator's tokens. */
  signInAdmin(): Promise<SignInTokens>;
  /** An SDK client that sends this access token (no retries: a test should not wait). */
  client(accessToken?: string): LineupLabClient;
  close(): Promise<void>;
}

/**
 * Starts the server at the time `now` (`env` on top of the defaults: no demo season, the
 * administrator's account, sign-in limits raised for one address).
 */
export async function startExampleServer(
  options: { now: string; env?: Record<string, string> } = { now: new Date().toISOString() },
): Promise<ExampleServer> {
  let now = new Date(options.now);
  const clock: SettableClock = {
    now: () => now,
    set(time) {
      now = new Date(time);
    },
  };
  const server = await startEphemeralServer(
    {
      DEMO_SEASON: 'off',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SIGN_IN_RATE_PER_CLIENT: '1000/1m',
      SIGN_UP_RATE_PER_CLIENT: '1000/1m',
      ...options.env,
    },
    { version: '9.9.9-test', clock },
  );

  async function confirmationLink(email: string): Promise<string> {
    const mails = await COLLECTIONS.outbox.of(server.store).find({ to: email.toLowerCase() });
    const newest = mails.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const link = newest && /https?:\/\/\S+\/confirm\?token=\S+/.exec(newest.text)?.[0];
    if (!link) throw new Error(`No confirmation link in a mail to ${email}`);
    return link;
  }

  return {
    url: server.url,
    server,
    clock,
    signUp: (email, password = 'password-123') =>
      deviceSignIn(server.url, { email, password, signUp: { confirmationLink } }),
    signInAdmin: () => deviceSignIn(server.url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    client: (accessToken) =>
      createClient({
        baseUrl: server.url,
        ...(accessToken && { getToken: () => accessToken }),
        retry: { delaysMs: [] },
      }),
    close: () => server.close(),
  };
}

/** What a program run printed, and its exit code. */
export interface ProgramRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs an example's `src/main.ts` as a separate process, from source, the way a user runs the
 * built one (`node dist/main.js`): with `args` and `env` on top of this process's environment.
 */
export function runProgram(
  exampleDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ProgramRun> {
  const child = spawn(
    process.execPath,
    ['--conditions=@lineup-lab/source', '--import', 'tsx', 'src/main.ts', ...args],
    { cwd: exampleDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
