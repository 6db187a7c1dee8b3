import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.js';

async function headersOf(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(response.headers);
    for (const varying of ['date', 'etag', 'content-length', 'connection', 'keep-alive', 'x-powered-by']) {
      delete headers[varying];
    }
    return headers;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('securityHeaders', () => {
  it("sends exactly helmet's headers", async () => {
    const options = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], formAction: ["'self'"] },
      },
    };
    const ours = await headersOf(securityHeaders(options));
    expect(ours).toEqual(await headersOf(helmet(options)));
    expect(ours['content-security-policy']).toBe("default-src 'self';form-action 'self'");
    expect(ours['strict-transport-security']).toMatch(/max-age=/);
  });

  it('refuses options whose headers would depend on the request', () => {
    const nonce: never = ((_req: unknown, res: { locals: { nonce: string } }) =>
      `'nonce-${res.locals.nonce}'`) as never;
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: [nonce] } } }),
    ).toThrow();
  });
});

describe('contentSecurityPolicy', () => {
  const directive = (csp: string | undefined, name: string) =>
    csp
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it('keeps scripts, styles and connections to this origin by default', async () => {
    const csp = (await headersOf(securityHeaders({ contentSecurityPolicy: contentSecurityPolicy() })))[
      'content-security-policy'
    ];
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('lets the browser connect to an outside issuer and forms lead to the app, each origin once', async () => {
    const policy = contentSecurityPolicy({
      connectOrigins: ['https://tenant.eu.auth0.com', 'https://tenant.eu.auth0.com'],
      formActionOrigins: ['http://localhost:5173'],
    });
    const csp = (await headersOf(securityHeaders({ contentSecurityPolicy: policy })))[
      'content-security-policy'
    ];
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tenant.eu.auth0.com");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' http://localhost:5173");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });
});
