import { Writable } from 'node:stream';
import { createLogger } from '@lineup-lab/server';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './support/server.js';

describe('CORS', () => {
  it('answers configured origins only, with credentials', async () => {
    const server = await startTestServer({ CORS_ORIGINS: 'https://app.example.com' });
    try {
      const preflight = (origin: string) =>
        fetch(`${server.url}/api/session/health`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        });
      const allowed = await preflight('https://app.example.com');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      const other = await preflight('https://evil.example.com');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('sends no CORS headers when no origin is configured', async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.url}/api/session/health`, {
        headers: { origin: 'https://x.test' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('request logs', () => {
  it('carry the request id on every line and never the bearer token', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const server = await startTestServer({}, { logger: createLogger('info', stream) });
    try {
      const response = await fetch(`${server.url}/api/session/health`, {
        headers: { authorization: 'Bearer very.secret.token', 'x-request-id': 'req-test-1' },
      });
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
    const line = lines.find((l) => l.requestId === 'req-test-1');
    expect(line).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      path: '/api/session/health',
      statusCode: 200,
    });
    expect(JSON.stringify(lines)).not.toContain('very.secret.token');
  });
});
