/**
 * `lineup login`, `whoami` and `logout` against a real server on port 0: the device flow approved
 * on the embedded provider's own pages, the stored file (mode 0600 in a 0700 directory, keyed by
 * server), the silent refresh (an expired access token, and a 401), revocation on logout, and the
 * messages when not signed in or the server cannot be reached.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZSubscriptionStatus, ZUserProfile } from '@lineup-lab/core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, approveDevice } from '@lineup-lab/testkit';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_FILE, type StoredSession } from '../auth/credentials.js';
import { CLI_CLIENT_ID, discoverIssuer } from '../auth/issuer.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal, waitFor } from '../test-support/fake-terminal.js';

let cli: CliHarness;
let url: string;
beforeAll(async () => {
  cli = await startCliHarness({ now: '2025-10-10T12:00:00.000Z' });
  url = cli.server.url;
});
afterAll(() => cli.close());

async function storedFile(dir = cli.configDir): Promise<{ servers: Record<string, StoredSession> }> {
  return JSON.parse(await readFile(join(dir, CREDENTIALS_FILE), 'utf8'));
}

async function stored(dir = cli.configDir): Promise<StoredSession> {
  const session = (await storedFile(dir)).servers[url];
  if (!session) throw new Error(`No stored sign-in for ${url}`);
  return session;
}

async function editStored(change: Partial<StoredSession>, dir = cli.configDir): Promise<void> {
  const file = await storedFile(dir);
  file.servers[url] = { ...(await stored(dir)), ...change };
  await writeFile(join(dir, CREDENTIALS_FILE), JSON.stringify(file));
}

/** A configuration directory of its own, for a test that spoils its sign-in. */
async function otherConfigDir(): Promise<{ dir: string; env: { LINEUP_CONFIG_DIR: string } }> {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-cli-other-'));
  return { dir, env: { LINEUP_CONFIG_DIR: dir } };
}

const CODE = /enter the code ([A-Z]{4}-[A-Z]{4})/;

describe('before signing in', () => {
  it.each([['whoami'], ['teams'], ['show', 'Gridiron Gang']])(
    '`%s` exits 1 telling to run lineup login',
    async (...argv) => {
      const result = await cli.run(argv);
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `Error: Not signed in to ${url}. Run \`lineup login\`.\n`,
      });
    },
  );
});

describe('lineup login (plain text) as the administrator', () => {
  it('prints the page, the code and the complete URL, polls until the code is approved on the provider’s pages, and stores the tokens', async () => {
    const login = cli.start(['login']);
    const [, userCode = ''] = await waitFor(login.stdout, CODE);
    expect(login.stdout()).toBe(
      [
        `To sign in to ${url}, open ${url}/oidc/device and enter the code ${userCode}`,
        `(or open ${url}/oidc/device?user_code=${userCode})`,
        'The code expires in 10 minutes. Waiting for approval…',
        '',
      ].join('\n'),
    );

    await approveDevice(
      { verificationUri: `${url}/oidc/device`, userCode },
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    );
    const result = await login.done;

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.endsWith(`Signed in to ${url} as ${ADMIN_EMAIL}.\n`)).toBe(true);
  }, 30_000);

  it('keeps the tokens in credentials.json, mode 0600, in a directory of mode 0700, keyed by the server', async () => {
    expect((await stat(cli.configDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(cli.configDir, CREDENTIALS_FILE))).mode & 0o777).toBe(0o600);
    const file = await storedFile();
    expect(Object.keys(file.servers)).toEqual([url]);
    expect(file.servers[url]).toMatchObject({
      issuer: `${url}/oidc`,
      clientId: CLI_CLIENT_ID,
      audience: `${url}/api`,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.stringMatching(/Z$/),
    });
  });

  it('whoami shows the email, tier and admin', async () => {
    const result = await cli.run(['whoami']);
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: `Server: ${url}\nEmail: ${ADMIN_EMAIL}\nTier: exempt (admin)\nAdmin: yes\n`,
    });
  });

  it('health sends the stored token: the server says signed in', async () => {
    const result = await cli.run(['health']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/\nSigned in: yes\n$/);
    expect(JSON.parse((await cli.run(['health', '--json'])).stdout).authenticated).toBe(true);
  });

  it('whoami --json prints { profile, subscription } as the SDK answers them', async () => {
    const result = await cli.run(['whoami', '--json']);
    expect(result.code).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(Object.keys(body)).toEqual(['profile', 'subscription']);
    expect(ZUserProfile.parse(body.profile)).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
    expect(ZSubscriptionStatus.parse(body.subscription)).toMatchObject({ tier: 'exempt' });
  });

  it('a sign-in is the server URL’s: the same server under another name is not signed in', async () => {
    const other = url.replace('127.0.0.1', 'localhost');
    const result = await cli.run(['whoami', '--server', other]);
    expect(result).toMatchObject({
      code: 1,
      stderr: `Error: Not signed in to ${other}. Run \`lineup login\`.\n`,
    });
    // a trailing slash is the same server
    expect((await cli.run(['whoami', '--server', `${url}/`])).code).toBe(0);
  });
});

describe('silent refresh', () => {
  it('renews an expired access token before the call, and stores the rotated tokens', async () => {
    const before = await stored();
    await editStored({ expiresAt: '2000-01-01T00:00:00.000Z' });

    const result = await cli.run(['whoami', '--json']);

    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).profile.email).toBe(ADMIN_EMAIL);
    const after = await stored();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(Date.parse(after.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect((await stat(join(cli.configDir, CREDENTIALS_FILE))).mode & 0o777).toBe(0o600);
  });

  it('lets two commands at once renew an expired token once between them (a refresh token is good once)', async () => {
    const before = await stored();
    await editStored({ expiresAt: '2000-01-01T00:00:00.000Z' });

    const [first, second] = await Promise.all([cli.run(['whoami']), cli.run(['teams', '--json'])]);

    expect([first.code, second.code, first.stderr, second.stderr]).toEqual([0, 0, '', '']);
    const after = await stored();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect((await cli.run(['whoami'])).code).toBe(0);
  });

  it('renews once when the server answers 401 to an access token it does not take', async () => {
    const before = await stored();
    await editStored({ accessToken: 'not-a-token' });

    const result = await cli.run(['whoami']);

    expect(result).toMatchObject({ code: 0, stderr: '' });
    const after = await stored();
    expect(after.accessToken).not.toBe('not-a-token');
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  it('says the sign-in ended when the refresh token is refused', async () => {
    const other = await otherConfigDir();
    try {
      await cli.signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, other.dir);
      await editStored(
        { refreshToken: 'revoked-long-ago', expiresAt: '2000-01-01T00:00:00.000Z' },
        other.dir,
      );
      // health is not a failure then: it asks without the token, and says so
      const health = await cli.run(['health'], { env: other.env });
      expect(health).toMatchObject({ code: 0, stderr: '' });
      expect(health.stdout).toMatch(/\nSigned in: no\n$/);
      const result = await cli.run(['teams'], { env: other.env });
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `Error: Your sign-in to ${url} has expired or was revoked. Run \`lineup login\`.\n`,
      });
    } finally {
      await rm(other.dir, { recursive: true, force: true });
    }
  });
});

describe('lineup logout', () => {
  it('revokes the refresh token, forgets the sign-in, and is not a failure when repeated', async () => {
    const { refreshToken = '' } = await stored();

    const result = await cli.run(['logout']);

    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: `Signed out of ${url} (the refresh token is revoked).\n`,
    });
    expect((await storedFile()).servers).toEqual({});
    const config = await discoverIssuer({ issuer: `${url}/oidc`, clientId: CLI_CLIENT_ID });
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await cli.run(['whoami'])).stderr).toBe(
      `Error: Not signed in to ${url}. Run \`lineup login\`.\n`,
    );

    const again = await cli.run(['logout', '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ server: url, signedOut: false, revoked: false });
  });
});

// The two sign-ins below each wait out the provider's polling interval (5 s): they wait together.
describe.concurrent('lineup login, two more ways', () => {
  it('--json, signing up on the provider’s page, prompts on stderr and prints the profile as JSON; whoami then shows a free user', async () => {
    const email = 'new-fan@example.com';
    const login = cli.start(['login', '--json']);
    const [, userCode = ''] = await waitFor(login.stderr, CODE);
    await approveDevice(
      { verificationUri: `${url}/oidc/device`, userCode },
      { email, password: 'fan-password-1', signUp: { confirmationLink: cli.confirmationLink } },
    );
    const result = await login.done;

    expect(result.code).toBe(0);
    expect(ZUserProfile.parse(JSON.parse(result.stdout))).toMatchObject({
      email,
      role: 'user',
      adminLevel: 0,
    });
    expect((await cli.run(['whoami'])).stdout).toBe(
      `Server: ${url}\nEmail: ${email}\nTier: free\nAdmin: no\n`,
    );
  }, 30_000);

  it('on a terminal draws the prompt with Ink, a spinner while it polls, and the outcome', async () => {
    const other = await otherConfigDir();
    const screen = fakeTerminal();
    try {
      const login = cli.start(['login'], { env: other.env, terminal: screen.terminal });
      const [, userCode = ''] = await waitFor(() => screen.stdout.text(), /\s([A-Z]{4}-[A-Z]{4})\s/);
      expect(screen.stdout.text()).toContain(`open ${url}/oidc/device`);
      await approveDevice(
        { verificationUri: `${url}/oidc/device`, userCode },
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      );
      const result = await login.done;
      expect(result).toMatchObject({ code: 0, stderr: '', stdout: '' });
      expect(screen.stdout.text()).toContain(`✔ Signed in to ${url} as ${ADMIN_EMAIL}.`);
      expect((await stored(other.dir)).accessToken).toEqual(expect.any(String));
    } finally {
      await rm(other.dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe.concurrent('when the server cannot be reached', () => {
  let closedUrl: string;
  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
  });

  it('login exits 1 naming the server', async () => {
    const result = await cli.run(['login', '--server', closedUrl]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Error: ${closedUrl}: Network connection failed. Please check your internet connection.\n`,
    );
  });

  it('a signed-in command exits 1 naming the server', async () => {
    const other = await otherConfigDir();
    try {
      const session: StoredSession = {
        issuer: `${closedUrl}/oidc`,
        clientId: CLI_CLIENT_ID,
        audience: `${closedUrl}/api`,
        accessToken: 'token',
        savedAt: '2025-10-10T12:00:00.000Z',
      };
      await writeFile(
        join(other.dir, CREDENTIALS_FILE),
        JSON.stringify({ servers: { [closedUrl]: session } }),
      );
      const result = await cli.run(['teams', '--server', closedUrl], { env: other.env });
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `Error: ${closedUrl}: Network connection failed. Please check your internet connection.\n`,
      });
    } finally {
      await rm(other.dir, { recursive: true, force: true });
    }
  });
});
