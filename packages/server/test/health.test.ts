import { ZErrorBody, ZHealthResponse } from '@lineup-lab/core';
import { createClient } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_JS,
  EDITOR_HTML,
  INDEX_HTML,
  LANDING_HTML,
  startTestServer,
  type TestServer,
} from './support/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/session/health', () => {
  it('answers a body valid under ZHealthResponse, through the SDK', async () => {
    const client = createClient({ baseUrl: server.url });
    const before = Date.now();

    const health = await client.session.health();

    expect(ZHealthResponse.parse(health)).toEqual(health);
    expect(health).toMatchObject({
      status: 'ok',
      service: 'lineup-lab',
      version: '9.9.9-test',
      authenticated: false,
    });
    expect(Date.parse(health.time)).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('is JSON with its length, not cached, without an ETag, and carries a request id', async () => {
    const response = await fetch(`${server.url}/api/session/health`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('etag')).toBeNull();
    const body = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });
});

describe('errors under /api', () => {
  it('answers an unknown /api path with a 404 error body', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = ZErrorBody.parse(await response.json());
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'No route for GET /api/nope' });
  });

  it('answers a known path with the wrong method with a 404 error body, not the web app', async () => {
    const response = await fetch(`${server.url}/api/session/health`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(ZErrorBody.parse(await response.json()).code).toBe('NOT_FOUND');
  });

  it('answers a malformed JSON body with 400 VALIDATION_FAILED', async () => {
    const response = await fetch(`${server.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"teamName":',
    });
    expect(response.status).toBe(400);
    expect(ZErrorBody.parse(await response.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Request body is not valid JSON',
    });
  });
});

describe('the web app', () => {
  it.each([
    ['/dashboard', INDEX_HTML],
    ['/edit-team/My%20Team', EDITOR_HTML],
    // Regression: a team name ending like a file extension answered a 404 application/octet-stream.
    ['/edit-team/Sunday%2FFunday%202.0', EDITOR_HTML],
    ['/edit-team/v1.2', EDITOR_HTML],
    ['/edit-team/favicon.svg', EDITOR_HTML],
    ['/edit-team', EDITOR_HTML],
    ['/edit-team/a/b', INDEX_HTML],
    ['/edit-team/..%2Findex', EDITOR_HTML],
    ['/Edit-Team/x', INDEX_HTML],
    ['/pages', INDEX_HTML],
    ['/', LANDING_HTML],
  ])(
    'serves the page of %s: its own in pages/ if the build wrote one, else index.html',
    async (path, html) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(html);
    },
  );

  it('serves built assets with long-lived caching', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(APP_JS);
  });

  it('sends the brotli copy the build wrote to a browser that takes it, and the file to one that does not', async () => {
    const asset = `${server.url}/assets/app-abc123.js`;
    const compressed = await fetch(asset, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await compressed.text()).toBe(APP_JS); // fetch decodes it
    // gzip taken, but the build wrote no .gz here: the file as it is.
    const plain = await fetch(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_JS);
  });

  it('sends nothing from outside the web root', async () => {
    const response = await fetch(`${server.url}/assets/%2e%2e/%2e%2e/package.json`);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('"name"');
  });

  it.each(['/assets/missing-123.js', '/assets/deeper/missing.css', '/favicon.ico', '/robots.txt'])(
    'answers a missing file (%s) with 404, not the app page',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(ZErrorBody.parse(await response.json()).code).toBe('NOT_FOUND');
    },
  );

  it('sends security headers, with a CSP that allows the app’s own scripts and styles only', async () => {
    const response = await fetch(`${server.url}/dashboard`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("sends an API answer the REST set instead: no document's policy, no page-only headers, no-store", async () => {
    for (const path of ['/api/session/health', '/api/no-such-call']) {
      const { headers } = await fetch(`${server.url}${path}`);
      expect(headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(headers.get('cache-control'), path).toBe('no-store');
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
        expect(headers.get(pageOnly), `${path} ${pageOnly}`).toBeNull();
      }
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the routes served, public, with the error body', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, { get: unknown }>;
      components: { schemas: { ErrorBody: { required: string[] } } };
    };
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Lineup Lab API', version: '9.9.9-test' },
    });
    expect(document.paths['/api/session/health']?.get).toMatchObject({ operationId: 'health', security: [] });
    expect(document.components.schemas.ErrorBody.required).toEqual(['code', 'message']);
  });
});
