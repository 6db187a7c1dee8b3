import { DEFAULT_RETRY_AFTER_SECONDS } from '@lineup-lab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AuthenticationError,
  ConflictError,
  InvalidResponseError,
  LineupLabError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  TIMEOUT_ERROR_MESSAGE,
  TimeoutError,
  UpgradeRequiredError,
  ValidationError,
} from './errors.js';
import { type RequestContext, request } from './request.js';
import {
  closedPortUrl,
  sendJson,
  startTestServer,
  type TestHandler,
  type TestServer,
} from './test-support/http-server.js';

const ZEcho = z.object({ ok: z.literal(true) });
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function contextFor(
  handler: TestHandler,
  overrides: Partial<RequestContext> = {},
): Promise<RequestContext> {
  server = await startTestServer(handler);
  return {
    baseUrl: server.baseUrl,
    fetch: (input, init) => fetch(input, init),
    timeoutMs: 5_000,
    ...overrides,
  };
}

/** Runs one GET and returns what it threw. */
async function failure(context: RequestContext): Promise<LineupLabError> {
  const error = await request(context, { method: 'GET', path: '/api/thing', schema: ZEcho }).catch((e) => e);
  expect(error).toBeInstanceOf(LineupLabError);
  return error as LineupLabError;
}

describe('request', () => {
  it('sends JSON with the bearer token and returns the parsed body', async () => {
    const context = await contextFor((_, res) => sendJson(res, 200, { ok: true, extra: 'dropped' }));
    const result = await request(context, {
      token: 'token-123',
      method: 'POST',
      path: '/api/things/a%20b',
      query: { week: 5, q: 'x y', skipped: undefined },
      body: { name: 'Team' },
      schema: ZEcho,
    });

    expect(result).toEqual({ ok: true });
    const [seen] = server?.seen ?? [];
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/things/a%20b?week=5&q=x+y',
      body: '{"name":"Team"}',
      headers: {
        authorization: 'Bearer token-123',
        'content-type': 'application/json',
        accept: 'application/json',
      },
    });
  });

  it('sends no Authorization header without a token, and joins a base URL with a trailing slash', async () => {
    const context = await contextFor((_, res) => sendJson(res, 200, { ok: true }));
    await request(
      { ...context, baseUrl: `${context.baseUrl}/` },
      { method: 'GET', path: '/api/x', schema: ZEcho, token: null },
    );
    expect(server?.seen[0]?.url).toBe('/api/x');
    expect(server?.seen[0]?.headers.authorization).toBeUndefined();
    expect(server?.seen[0]?.headers['content-type']).toBeUndefined();
  });

  it.each([
    [400, 'VALIDATION_FAILED', ValidationError],
    [401, 'UNAUTHENTICATED', AuthenticationError],
    [403, 'FORBIDDEN', PermissionError],
    [404, 'NOT_FOUND', NotFoundError],
    [409, 'CONFLICT', ConflictError],
    [500, 'INTERNAL', ServerError],
    [503, 'UNAVAILABLE', ServerError],
  ] as const)('maps %i to %s as %o', async (status, code, ErrorClass) => {
    const body = { code, message: `server says ${status}`, requestId: 'req-body' };
    const error = await failure(await contextFor((_, res) => sendJson(res, status, body)));

    expect(error).toBeInstanceOf(ErrorClass);
    expect(error.name).toBe(ErrorClass.name);
    expect(error).toMatchObject({
      status,
      code,
      message: `server says ${status}`,
      requestId: 'req-body',
      body,
    });
    expect(error.retryAfter).toBeUndefined();
  });

  it('maps a 403 with upgradeRequired to UpgradeRequiredError, also a PermissionError', async () => {
    const body = { code: 'UPGRADE_REQUIRED', message: 'You have reached the limit', upgradeRequired: true };
    const error = await failure(await contextFor((_, res) => sendJson(res, 403, body)));
    expect(error).toBeInstanceOf(UpgradeRequiredError);
    expect(error).toBeInstanceOf(PermissionError);
    expect(error.code).toBe('UPGRADE_REQUIRED');
  });

  it('prefers the X-Request-Id header for the request id', async () => {
    const body = { code: 'INTERNAL', message: 'Internal server error', requestId: 'from-body' };
    const error = await failure(
      await contextFor((_, res) => sendJson(res, 500, body, { 'x-request-id': 'from-header' })),
    );
    expect(error.requestId).toBe('from-header');
  });

  it('falls back to a code and message by status when the error body is not an error body', async () => {
    const error = await failure(
      await contextFor((_, res) => {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<h1>Bad gateway</h1>');
      }),
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Request failed with status 502',
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('gives other statuses the base class', async () => {
    const error = await failure(await contextFor((_, res) => sendJson(res, 418, { nope: true })));
    expect(error.constructor).toBe(LineupLabError);
    expect(error).toMatchObject({ status: 418, code: 'UNKNOWN' });
  });

  describe('429', () => {
    const limited = { code: 'RATE_LIMITED', message: 'Slow down' };

    it('takes retryAfter from the Retry-After header', async () => {
      const error = await failure(
        await contextFor((_, res) =>
          sendJson(res, 429, { ...limited, retryAfter: 5 }, { 'retry-after': '42' }),
        ),
      );
      expect(error).toBeInstanceOf(RateLimitError);
      expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 42 });
    });

    it('then from the body', async () => {
      const error = await failure(
        await contextFor((_, res) => sendJson(res, 429, { ...limited, retryAfter: 5 })),
      );
      expect(error.retryAfter).toBe(5);
    });

    it('else defaults to DEFAULT_RETRY_AFTER_SECONDS', async () => {
      const error = await failure(await contextFor((_, res) => sendJson(res, 429, limited)));
      expect(error.retryAfter).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    });
  });

  it('fails with TimeoutError when the server does not answer in time', async () => {
    const context = await contextFor(() => {
      // never answers
    });
    const started = Date.now();
    const error = await failure({ ...context, timeoutMs: 100 });
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', message: TIMEOUT_ERROR_MESSAGE, status: undefined });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('lets a call override the client timeout', async () => {
    const context = await contextFor(() => {});
    const error = await request(
      context,
      { method: 'GET', path: '/api/slow', schema: ZEcho },
      { timeoutMs: 50 },
    ).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('rethrows the abort reason when the caller cancels', async () => {
    const context = await contextFor(() => {});
    const controller = new AbortController();
    const pending = request(
      context,
      { method: 'GET', path: '/api/slow', schema: ZEcho },
      { signal: controller.signal },
    );
    const reason = new Error('user left the page');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('fails with NetworkError when nothing listens', async () => {
    const context = { baseUrl: await closedPortUrl(), fetch, timeoutMs: 5_000 };
    const error = await failure(context);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, status: undefined });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('fails with InvalidResponseError when a 2xx body is not JSON', async () => {
    const error = await failure(
      await contextFor((_, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'x-request-id': 'r1' });
        res.end('<!doctype html>');
      }),
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
      requestId: 'r1',
      body: '<!doctype html>',
    });
    expect(error.message).toBe('Invalid response from GET /api/thing: expected JSON, got text/html');
  });

  it('fails with InvalidResponseError naming the field when a 2xx body breaks the contract', async () => {
    const error = await failure(await contextFor((_, res) => sendJson(res, 200, { ok: 'yes' })));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toContain(
      'Invalid response from GET /api/thing: the body does not match the contract.',
    );
    expect(error.message).toContain('at ok');
    expect(error.body).toEqual({ ok: 'yes' });
  });
});
