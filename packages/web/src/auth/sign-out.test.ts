// @vitest-environment jsdom
/**
 * Logout at an outside issuer (AUTH_ISSUER), which the browser tests cannot reach: the app and the
 * issuer are one local HTTP server speaking the real protocols (the app's `GET /api/auth/config`,
 * OpenID discovery, RFC 7009 revocation), one with an end-session endpoint and one without.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

declare const jsdom: { reconfigure(options: { url: string }): void };

let server: Server;
let origin: string;
let withEndSession = true;
const revoked: URLSearchParams[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const issuer = `${origin}/issuer`;
    switch (request.url) {
      case '/api/auth/config':
        return json({
          issuer,
          clientId: 'spa',
          audience: 'https://api.example.com',
          scopes: ['openid', 'offline_access'],
          rolesClaim: 'roles',
        });
      case '/issuer/.well-known/openid-configuration':
        return json({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          revocation_endpoint: `${issuer}/revoke`,
          ...(withEndSession && { end_session_endpoint: `${issuer}/logout` }),
        });
      case '/issuer/revoke':
        revoked.push(new URLSearchParams(await bodyOf(request)));
        response.writeHead(200).end();
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  jsdom.reconfigure({ url: `${origin}/dashboard` });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  vi.resetModules();
  revoked.length = 0;
  localStorage.clear();
  localStorage.setItem(
    'lineup-lab.token',
    JSON.stringify({ accessToken: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' }),
  );
  localStorage.setItem(
    'lineup-lab.user',
    JSON.stringify({ sub: 'u1', email: 'sam@example.com', name: 'sam', roles: [] }),
  );
});

async function signOutWhere(): Promise<string> {
  const { signOut } = await import('./oidc.js');
  const went: string[] = [];
  await signOut((url) => went.push(url));
  expect(went).toHaveLength(1);
  return went[0] ?? '';
}

describe('Logout at an outside issuer', () => {
  it('revokes the refresh token, forgets the session and ends the issuer’s session at its end-session endpoint', async () => {
    withEndSession = true;
    const went = new URL(await signOutWhere());
    expect(revoked.map((body) => Object.fromEntries(body))).toEqual([
      { token: 'refresh-1', token_type_hint: 'refresh_token', client_id: 'spa' },
    ]);
    expect(localStorage.getItem('lineup-lab.token')).toBeNull();
    expect(`${went.origin}${went.pathname}`).toBe(`${origin}/issuer/logout`);
    expect(Object.fromEntries(went.searchParams)).toEqual({
      post_logout_redirect_uri: `${origin}/`,
      id_token_hint: 'id-1',
      client_id: 'spa',
    });
  });

  it('without an end-session endpoint, revokes and forgets all the same and says so on /signed-out', async () => {
    withEndSession = false;
    expect(await signOutWhere()).toBe('/signed-out');
    expect(revoked).toHaveLength(1);
    expect(localStorage.getItem('lineup-lab.token')).toBeNull();
    expect(localStorage.getItem('lineup-lab.user')).toBeNull();
  });
});
