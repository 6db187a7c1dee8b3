import type { HealthResponse } from '@lineup-lab/core';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from './client.js';
import { InvalidResponseError } from './errors.js';
import type { FetchFunction } from './request.js';
import { sendJson, startTestServer, type TestServer } from './test-support/http-server.js';

const health: HealthResponse = {
  status: 'ok',
  service: 'lineup-lab',
  version: '1.2.3',
  time: '2025-09-07T17:00:00.000Z',
  authenticated: false,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createClient', () => {
  it('session.health() calls GET /api/session/health and returns the typed body', async () => {
    server = await startTestServer((req, res) =>
      req.url === '/api/session/health' ? sendJson(res, 200, health) : sendJson(res, 404, {}),
    );
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => 'abc' });

    const result = await client.session.health();

    expectTypeOf(result).toEqualTypeOf<HealthResponse>();
    expect(result).toEqual(health);
    expect(server.seen[0]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer abc' } });
  });

  it('rejects a health body that is not the contract', async () => {
    server = await startTestServer((_, res) => sendJson(res, 200, { ...health, status: 'degraded' }));
    const client = createClient({ baseUrl: server.baseUrl });
    await expect(client.session.health()).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('uses an injected fetch', async () => {
    server = await startTestServer((_, res) => sendJson(res, 200, health));
    const urls: string[] = [];
    const logging: FetchFunction = (input, init) => {
      urls.push(input);
      return fetch(input, init);
    };
    const client = createClient({ baseUrl: server.baseUrl, fetch: logging });
    await client.session.health();
    expect(urls).toEqual([`${server.baseUrl}/api/session/health`]);
  });

  it('refuses a base URL that is not an absolute http(s) URL', () => {
    expect(() => createClient({ baseUrl: 'localhost:5005' })).toThrow(
      'createClient: baseUrl must be an absolute http(s) URL, got "localhost:5005"',
    );
    expect(() => createClient({ baseUrl: '/api' })).toThrow(TypeError);
  });
});
