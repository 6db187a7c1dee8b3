import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type LineupLabClient } from './client.js';
import { NETWORK_ERROR_MESSAGE, NetworkError, ServerError, TimeoutError } from './errors.js';
import type { FetchFunction } from './request.js';
import { DEFAULT_RETRY_DELAYS_MS, isIdempotent, retryNetworkFailures, sleep } from './retry.js';
import { closedPortUrl, sendJson, startTestServer, type TestServer } from './test-support/http-server.js';
import { RESPONSES } from './test-support/responses.js';

let server: TestServer | undefined;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * A server that breaks the connection of the first `failures` requests (no response at all), then
 * answers `body`. Records when each request arrived.
 */
async function flakyServer(failures: number, body: unknown, status = 200) {
  const arrivals: number[] = [];
  server = await startTestServer((_req, res) => {
    arrivals.push(Date.now());
    if (arrivals.length <= failures) res.socket?.destroy();
    else sendJson(res, status, body);
  });
  return { arrivals, baseUrl: server.baseUrl };
}

function clientAt(baseUrl: string, delaysMs: readonly number[], extra: { fetch?: FetchFunction } = {}) {
  return createClient({ baseUrl, getToken: () => 'tok', retry: { delaysMs }, ...extra });
}

describe('network failures', () => {
  it('retries a GET twice, after each configured delay, and returns the third answer', async () => {
    const { arrivals, baseUrl } = await flakyServer(2, RESPONSES.userTeams);
    const client = clientAt(baseUrl, [60, 120]);

    await expect(client.user.teams()).resolves.toEqual(RESPONSES.userTeams);

    expect(arrivals).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = arrivals;
    expect(second - first).toBeGreaterThanOrEqual(55);
    expect(third - second).toBeGreaterThanOrEqual(115);
  });

  it('gives up with a NetworkError after 1 + 2 attempts', async () => {
    const { arrivals, baseUrl } = await flakyServer(Number.POSITIVE_INFINITY, {});
    const error = await clientAt(baseUrl, [5, 5])
      .user.teams()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR', status: undefined });
    expect(arrivals).toHaveLength(3);
  });

  it.each([
    [
      'PUT',
      (c: LineupLabClient) => c.admin.updateInjury('p-mahomes', { status: 'Out' }),
      RESPONSES.updateInjury,
    ],
    ['DELETE', (c: LineupLabClient) => c.teams.delete('Gridiron Gang'), RESPONSES.deleteTeam],
    [
      'DELETE with a body',
      (c: LineupLabClient) => c.lineups.dropPlayer({ teamName: 'Gridiron Gang', playerId: 'p-te' }),
      RESPONSES.dropPlayer,
    ],
  ] as const)('retries a %s (idempotent)', async (_, invoke, body) => {
    const { arrivals, baseUrl } = await flakyServer(2, body);
    await expect(invoke(clientAt(baseUrl, [5, 5]))).resolves.toEqual(body);
    expect(arrivals).toHaveLength(3);
  });

  it('never retries a POST: it may have been applied before the connection broke', async () => {
    const { arrivals, baseUrl } = await flakyServer(1, RESPONSES.createTeam, 201);
    const error = await clientAt(baseUrl, [5, 5])
      .teams.create({ teamName: 'Gridiron Gang' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(arrivals).toHaveLength(1);
  });

  it('retries while the server is not yet listening', async () => {
    const baseUrl = await closedPortUrl();
    const { port } = new URL(baseUrl);
    const late = createServer((_req, res) => sendJson(res, 200, RESPONSES.health));
    cleanups.push(() => new Promise((resolve) => late.close(() => resolve())));
    const timer = setTimeout(() => late.listen(Number(port), '127.0.0.1'), 30);
    cleanups.push(async () => clearTimeout(timer));
    let attempts = 0;
    const counting: FetchFunction = (input, init) => {
      attempts++;
      return fetch(input, init);
    };

    const client = clientAt(baseUrl, [250, 250], { fetch: counting });

    await expect(client.session.health()).resolves.toEqual(RESPONSES.health);
    expect(attempts).toBe(2);
  });

  it('does not retry with retry.delaysMs []', async () => {
    const { arrivals, baseUrl } = await flakyServer(1, RESPONSES.userTeams);
    await expect(clientAt(baseUrl, []).user.teams()).rejects.toBeInstanceOf(NetworkError);
    expect(arrivals).toHaveLength(1);
  });

  it('stops waiting when the caller aborts, and sends nothing more', async () => {
    const { arrivals, baseUrl } = await flakyServer(1, RESPONSES.userTeams);
    const controller = new AbortController();
    const reason = new Error('user left the page');
    const pending = clientAt(baseUrl, [10_000]).user.teams({ signal: controller.signal });
    // Abort while the client waits to retry: once the first attempt has failed on the server.
    await vi.waitFor(() => expect(arrivals).toHaveLength(1));
    const started = Date.now();
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(arrivals).toHaveLength(1);
  });
});

describe('what is not retried', () => {
  it('a timeout', async () => {
    server = await startTestServer(() => {
      // never answers
    });
    const client = createClient({ baseUrl: server.baseUrl, timeoutMs: 50, retry: { delaysMs: [5, 5] } });
    await expect(client.user.teams()).rejects.toBeInstanceOf(TimeoutError);
    expect(server.seen).toHaveLength(1);
  });

  it('an HTTP error, even a 503', async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 503, { code: 'UNAVAILABLE', message: 'Down' }),
    );
    const client = createClient({ baseUrl: server.baseUrl, retry: { delaysMs: [5, 5] } });
    await expect(client.user.teams()).rejects.toBeInstanceOf(ServerError);
    expect(server.seen).toHaveLength(1);
  });
});

describe('the policy', () => {
  it('defaults to 1 s then 2 s (spec §4)', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toEqual([1_000, 2_000]);
  });

  it('treats GET, PUT and DELETE as idempotent, POST not', () => {
    expect(['GET', 'PUT', 'DELETE', 'POST'].map((m) => isIdempotent(m as 'GET'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('retryNetworkFailures rethrows anything but a NetworkError at once', async () => {
    let attempts = 0;
    const failing = async () => {
      attempts++;
      throw new Error('boom');
    };
    await expect(retryNetworkFailures(failing, [1, 1])).rejects.toThrow('boom');
    expect(attempts).toBe(1);
  });

  it('sleep rejects at once with an already-aborted signal', async () => {
    const reason = new Error('gone');
    await expect(sleep(10_000, AbortSignal.abort(reason))).rejects.toBe(reason);
  });

  it('createClient refuses delays that are not non-negative numbers', () => {
    expect(() => createClient({ baseUrl: 'http://localhost', retry: { delaysMs: [1_000, -1] } })).toThrow(
      'createClient: retry.delaysMs must hold non-negative numbers, got [1000, -1]',
    );
  });
});
