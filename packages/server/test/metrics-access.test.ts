/**
 * Who may read `GET /metrics`, on real servers: with METRICS=token only the bearer token's holder
 * (401 otherwise, the same answer for no token and a wrong one); with METRICS=off nobody (404, as
 * any unknown path, and nothing is measured).
 */
import { ZErrorBody } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue } from './support/prometheus-text.js';
import { startTestServer, type TestServer } from './support/server.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('METRICS=token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS: 'token', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  it.each([
    ['without a token', undefined],
    ['with a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['with the token under another scheme', `Basic ${TOKEN}`],
    ['with an API access token', 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln'],
  ])(
    'refuses a scrape %s: 401 with WWW-Authenticate, nothing of the metrics',
    async (_name, authorization) => {
      const response = await fetch(`${server.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = ZErrorBody.parse(await response.json());
      expect(body).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'The metrics need the bearer token (METRICS_TOKEN)',
      });
    },
  );

  it('serves the token’s holder, and counts the refusals', async () => {
    await fetch(`${server.url}/metrics`);
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(
      sampleValue(text, 'lineup_http_requests_total', { method: 'GET', route: '/metrics', status: '401' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('leaves the probes open', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});

describe('METRICS=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS: 'off' });
  });
  afterAll(() => server.close());

  it('answers /metrics 404 as any unknown path, token or not, and never the web app', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(ZErrorBody.parse(await response.json())).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No route for GET /metrics',
      });
    }
  });

  it('still answers the probes', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
