import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { AuthenticationError } from './errors.js';
import { sharedRefresh } from './refresh.js';
import { sendJson, startTestServer, type TestServer } from './test-support/http-server.js';
import { RESPONSES } from './test-support/responses.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const unauthenticated = { code: 'UNAUTHENTICATED', message: 'Authentication required' };

/** A server that accepts only `Bearer <valid>` and answers `body`; anything else is a 401. */
async function serverAccepting(valid: string, body: unknown) {
  server = await startTestServer((req, res) => {
    if (req.headers.authorization === `Bearer ${valid}`) sendJson(res, 200, body);
    else sendJson(res, 401, unauthenticated, { 'x-request-id': 'req-401' });
  });
  return server;
}

/** A refresh that counts its calls and answers `token` after a short while. */
function countingRefresh(token: () => string | null | Promise<string | null>) {
  const counter = {
    calls: 0,
    refresh: async () => {
      counter.calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return token();
    },
  };
  return counter;
}

const authorizations = (s: TestServer) => s.seen.map((request) => request.headers.authorization);

describe('a 401', () => {
  it('refreshes the token once and sends the call again with the new token', async () => {
    const s = await serverAccepting('fresh', RESPONSES.userTeams);
    const counter = countingRefresh(() => 'fresh');
    const client = createClient({
      baseUrl: s.baseUrl,
      getToken: () => 'stale',
      refreshToken: counter.refresh,
    });

    await expect(client.user.teams()).resolves.toEqual(RESPONSES.userTeams);

    expect(counter.calls).toBe(1);
    expect(authorizations(s)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('also retries a POST: a 401 means the server did nothing', async () => {
    const s = await serverAccepting('fresh', RESPONSES.createTeam);
    const client = createClient({ baseUrl: s.baseUrl, getToken: () => 'stale', refreshToken: () => 'fresh' });
    await expect(client.teams.create({ teamName: 'Gridiron Gang' })).resolves.toEqual(RESPONSES.createTeam);
    expect(s.seen.map((request) => request.body)).toEqual([
      '{"teamName":"Gridiron Gang"}',
      '{"teamName":"Gridiron Gang"}',
    ]);
  });

  it('shares one refresh between calls refused together', async () => {
    const held: ServerResponse[] = [];
    server = await startTestServer((req, res) => {
      if (req.headers.authorization === 'Bearer fresh') {
        sendJson(
          res,
          200,
          req.url === '/api/user/teams' ? RESPONSES.userTeams : RESPONSES.subscriptionStatus,
        );
        return;
      }
      held.push(res);
      // Answer the three stale calls only once all three have arrived, so their 401s overlap.
      if (held.length === 3) for (const waiting of held) sendJson(waiting, 401, unauthenticated);
    });
    const counter = countingRefresh(() => 'fresh');
    const client = createClient({
      baseUrl: server.baseUrl,
      getToken: () => 'stale',
      refreshToken: counter.refresh,
    });

    const results = await Promise.all([
      client.user.teams(),
      client.user.subscriptionStatus(),
      client.user.teams(),
    ]);

    expect(results).toEqual([RESPONSES.userTeams, RESPONSES.subscriptionStatus, RESPONSES.userTeams]);
    expect(counter.calls).toBe(1);
    expect(authorizations(server)).toEqual([
      ...Array(3).fill('Bearer stale'),
      ...Array(3).fill('Bearer fresh'),
    ]);
  });

  it('refreshes again on a later 401, once the first refresh has settled', async () => {
    const s = await serverAccepting('fresh', RESPONSES.userTeams);
    const counter = countingRefresh(() => 'fresh');
    const client = createClient({
      baseUrl: s.baseUrl,
      getToken: () => 'stale',
      refreshToken: counter.refresh,
    });
    await client.user.teams();
    await client.user.teams();
    expect(counter.calls).toBe(2);
  });

  it('throws the AuthenticationError when the refresh fails, with the failure as its cause', async () => {
    const s = await serverAccepting('fresh', RESPONSES.userTeams);
    const failure = new Error('refresh token expired');
    const counter = countingRefresh(() => Promise.reject(failure));
    const client = createClient({
      baseUrl: s.baseUrl,
      getToken: () => 'stale',
      refreshToken: counter.refresh,
    });

    const error = await client.user.teams().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      requestId: 'req-401',
      cause: failure,
    });
    expect(counter.calls).toBe(1);
    expect(s.seen).toHaveLength(1);
  });

  it('throws the AuthenticationError when the refresh gives no token', async () => {
    const s = await serverAccepting('fresh', RESPONSES.userTeams);
    const client = createClient({ baseUrl: s.baseUrl, getToken: () => 'stale', refreshToken: () => null });
    await expect(client.user.teams()).rejects.toBeInstanceOf(AuthenticationError);
    expect(s.seen).toHaveLength(1);
  });

  it('throws the second AuthenticationError when the retry is refused too, without refreshing again', async () => {
    const s = await serverAccepting('never', RESPONSES.userTeams);
    const counter = countingRefresh(() => 'still-bad');
    const client = createClient({
      baseUrl: s.baseUrl,
      getToken: () => 'stale',
      refreshToken: counter.refresh,
    });
    await expect(client.user.teams()).rejects.toBeInstanceOf(AuthenticationError);
    expect(counter.calls).toBe(1);
    expect(authorizations(s)).toEqual(['Bearer stale', 'Bearer still-bad']);
  });

  it('is thrown at once without a refreshToken', async () => {
    const s = await serverAccepting('fresh', RESPONSES.userTeams);
    const client = createClient({ baseUrl: s.baseUrl, getToken: () => 'stale' });
    await expect(client.user.teams()).rejects.toBeInstanceOf(AuthenticationError);
    expect(s.seen).toHaveLength(1);
  });
});

describe('sharedRefresh', () => {
  it('runs one refresh for callers that overlap, and a new one after it settles', async () => {
    let runs = 0;
    const refresh = sharedRefresh(async () => `token-${++runs}`);
    await expect(Promise.all([refresh(), refresh(), refresh()])).resolves.toEqual([
      'token-1',
      'token-1',
      'token-1',
    ]);
    await expect(refresh()).resolves.toBe('token-2');
  });

  it('lets a failed refresh be tried again', async () => {
    let runs = 0;
    const refresh = sharedRefresh(() => {
      runs++;
      if (runs === 1) throw new Error('offline');
      return 'token';
    });
    await expect(refresh()).rejects.toThrow('offline');
    await expect(refresh()).resolves.toBe('token');
  });
});
