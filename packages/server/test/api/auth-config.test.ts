import { get } from 'node:http';
import type { AuthConfig } from '@lineup-lab/core';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CALLBACK_PATH } from '../../src/composition/start-server.js';
import { browserFetch, DEFAULT_SCOPE, refresh, signUpAndSignIn } from '../support/oidc-sign-in.js';
import { startTestServer, type TestServer } from '../support/server.js';

const cspOf = async (url: string) => (await fetch(url)).headers.get('content-security-policy') ?? '';
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('GET /api/auth/config with the embedded issuer', () => {
  let server: TestServer;
  let config: AuthConfig;
  beforeAll(async () => {
    server = await startTestServer();
    config = await server.anonymous().session.authConfig();
  });
  afterAll(() => server.close());

  it('answers, without a token, the embedded issuer, the lineup-web and lineup-cli clients, the API audience and the spec’s scopes', () => {
    expect(config).toEqual({
      issuer: server.issuer,
      clientId: 'lineup-web',
      cliClientId: 'lineup-cli',
      audience: `${server.url}/api`,
      scopes: DEFAULT_SCOPE.split(' '),
      rolesClaim: 'roles',
    });
    expect(server.issuer).toBe(`${server.url}/oidc`);
  });

  it('names an issuer whose discovery document openid-client accepts, with every scope asked for', async () => {
    const discovered = await oidc.discovery(new URL(config.issuer), config.clientId, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    const metadata = discovered.serverMetadata();
    expect(metadata).toMatchObject({
      issuer: config.issuer,
      token_endpoint: `${config.issuer}/token`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(config.scopes));
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
  });

  it('lets a page of the app call the token endpoint: code + PKCE, then a refresh, with CORS allowed for its origin', async () => {
    const browser = browserFetch(server.url);
    const signedIn = await signUpAndSignIn({
      baseUrl: server.url,
      email: 'browser-fan@example.com',
      password: 'password-123',
      clientId: config.clientId,
      redirectUri: `${server.url}${WEB_CALLBACK_PATH}`,
      scope: config.scopes.join(' '),
      resource: config.audience,
      customFetch: browser.fetch,
      confirmationLink: server.confirmationLink,
    });
    const renewed = await refresh({
      baseUrl: server.url,
      refreshToken: signedIn.refreshToken ?? '',
      customFetch: browser.fetch,
    });

    const tokenCalls = browser.requests.filter((request) => request.url === `${config.issuer}/token`);
    expect(tokenCalls).toHaveLength(2);
    for (const request of browser.requests) {
      expect(request).toMatchObject({ status: 200, allowOrigin: server.url });
    }
    expect(renewed.refreshToken).toEqual(expect.any(String));
    expect(renewed.refreshToken).not.toBe(signedIn.refreshToken);
    // The renewed access token is one the API takes.
    const client = server.clientWithToken(renewed.accessToken);
    expect(await client.session.health()).toMatchObject({ authenticated: true });
    expect(await client.user.teams()).toEqual({ teams: [] });
  });

  it('answers a preflight to the token endpoint, and refuses a token request from another origin', async () => {
    const preflight = await fetch(`${config.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: server.url, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(server.url);

    const signedIn = await signUpAndSignIn({
      baseUrl: server.url,
      email: 'elsewhere-fan@example.com',
      password: 'password-123',
      redirectUri: `${server.url}${WEB_CALLBACK_PATH}`,
      confirmationLink: server.confirmationLink,
    });
    const elsewhere = browserFetch('https://evil.example.com');
    const refused = await refresh({
      baseUrl: server.url,
      refreshToken: signedIn.refreshToken ?? '',
      customFetch: elsewhere.fetch,
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ error: 'invalid_request' });
    expect(elsewhere.requests.find((request) => request.url.endsWith('/token'))).toMatchObject({
      status: 400,
      allowOrigin: null,
    });
  });

  it('keeps the browser’s connections to this origin (CSP connect-src)', async () => {
    expect(directive(await cspOf(`${server.url}/`), 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('GET /api/auth/config with an outside issuer', () => {
  const ISSUER = 'https://sso.example.com/realms/lineup/';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      AUTH_ISSUER: ISSUER,
      AUTH_AUDIENCE: 'https://api.lineup-lab.example.com',
      AUTH_ROLES_CLAIM: 'https://lineup-lab.example.com/roles',
      AUTH_WEB_CLIENT_ID: 'lineup-spa-123',
      AUTH_CLI_CLIENT_ID: 'lineup-native-456',
    });
  });
  afterAll(() => server.close());

  it('answers that issuer as configured, AUTH_WEB_CLIENT_ID, AUTH_CLI_CLIENT_ID, AUTH_AUDIENCE and the roles claim', async () => {
    expect(await server.anonymous().session.authConfig()).toEqual({
      issuer: ISSUER,
      clientId: 'lineup-spa-123',
      cliClientId: 'lineup-native-456',
      audience: 'https://api.lineup-lab.example.com',
      scopes: DEFAULT_SCOPE.split(' '),
      rolesClaim: 'https://lineup-lab.example.com/roles',
    });
  });

  it('lets the pages connect to the issuer’s origin (CSP connect-src); API answers carry the inert policy of no document', async () => {
    for (const path of ['/', '/dashboard']) {
      expect(directive(await cspOf(`${server.url}${path}`), 'connect-src')).toBe(
        "connect-src 'self' https://sso.example.com",
      );
    }
    expect(await cspOf(`${server.url}/api/auth/config`)).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('sign-in from whatever address the app is opened at (regression: "Sign-in is unavailable" at 127.0.0.1)', () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startTestServer();
  });
  afterAll(() => local.close());

  it('gives a page at localhost an issuer at localhost, with which it signs in; the API takes the token at 127.0.0.1 too', async () => {
    const { port } = new URL(local.url);
    const atLocalhost = `http://localhost:${port}`;
    const config = (await (await fetch(`${atLocalhost}/api/auth/config`)).json()) as {
      issuer: string;
      audience: string;
    };
    expect(config.issuer).toBe(`${atLocalhost}/oidc`);
    const discovery = (await (await fetch(`${config.issuer}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
    };
    expect(discovery.issuer).toBe(config.issuer);

    const signedIn = await signUpAndSignIn({
      baseUrl: atLocalhost,
      email: 'localhost-fan@example.com',
      password: 'password-123',
      redirectUri: `${atLocalhost}${WEB_CALLBACK_PATH}`,
      confirmationLink: local.confirmationLink,
    });
    expect(signedIn.accessToken).toEqual(expect.any(String));
    // The same server at its other address takes the token: one audience, every origin's issuer.
    const client = local.clientWithToken(signedIn.accessToken);
    expect(await client.session.health()).toMatchObject({ authenticated: true });
    expect(await client.user.teams()).toEqual({ teams: [] });
    // And its own address keeps its own issuer.
    expect((await local.anonymous().session.authConfig()).issuer).toBe(`${local.url}/oidc`);
  });

  it("answers a Host it does not know with its own URL's issuer", async () => {
    const { port } = new URL(local.url);
    const body = await new Promise<string>((resolve, reject) => {
      get(
        { host: '127.0.0.1', port, path: '/api/auth/config', headers: { host: 'evil.example.com' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve(text));
        },
      ).on('error', reject);
    });
    expect(JSON.parse(body)).toMatchObject({ issuer: `${local.url}/oidc` });
  });
});
