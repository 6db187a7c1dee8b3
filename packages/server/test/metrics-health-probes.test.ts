/**
 * `GET /healthz` and `GET /readyz` on real servers: alive without touching anything; ready when the
 * store answers and the identity provider can verify tokens, 503 naming the check that failed when
 * the store is closed or an outside issuer cannot be reached (and 200 when it can: another test
 * server's embedded issuer stands in for it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';

describe('the probes of a server with the embedded provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers /healthz 200 with a tiny body, not cached, without authentication', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 with each check ok', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { store: 'ok', identity: 'ok' } });
  });

  it('answers /readyz 503 naming the store once the store is closed, and /healthz 200 still', async () => {
    await server.store.close();

    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { store: 'failed', identity: 'ok' },
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('the probes of a server signing in at an outside issuer', () => {
  let issuer: TestServer;
  beforeAll(async () => {
    issuer = await startTestServer();
  });
  afterAll(() => issuer.close());

  it('answers /readyz 200 once the issuer’s discovery and keys are fetched', async () => {
    const server = await startTestServer({ AUTH_ISSUER: issuer.issuer, AUTH_AUDIENCE: `${issuer.url}/api` });
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(await response.json()).toEqual({ status: 'ready', checks: { store: 'ok', identity: 'ok' } });
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers /readyz 503 naming identity while the issuer cannot be reached', async () => {
    // A closed port on this machine: nothing listens on the discard port.
    const server = await startTestServer({ AUTH_ISSUER: 'http://127.0.0.1:9/', AUTH_AUDIENCE: 'lineup-api' });
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        checks: { store: 'ok', identity: 'failed' },
      });
    } finally {
      await server.close();
    }
  });
});
