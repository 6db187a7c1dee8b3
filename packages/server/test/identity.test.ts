import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import helmet from 'helmet';
import {
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIssuerVerifier } from '../src/adapters/identity/issuer-verifier.js';
import { createStoreMailer } from '../src/adapters/mail/store-mailer.js';
import { openEmbeddedStore } from '../src/adapters/store/embedded-store.js';
import {
  createEmbeddedIdentity,
  type EmbeddedIdentity,
} from '../src/edge/identity-provider/embedded-provider.js';
import { AppError } from '../src/errors/app-error.js';
import { silentLogger } from '../src/logger.js';
import { COLLECTIONS, ensureIndexes } from '../src/ports/collections.js';
import type { Store } from '../src/ports/store.js';
import type { AccountRecord } from '../src/records/account-record.js';
import { ensureAdminAccount } from '../src/use-cases/accounts/ensure-admin-account.js';
import { type HandClock, handClock } from './support/hand-clock.js';
import {
  browserFetch,
  CookieJar,
  DEFAULT_SCOPE,
  discoverIssuer,
  readySignIn,
  refresh,
  type SignInRefusedError,
  type SignInTokens,
  signIn,
  signInWithDevice,
  signUpAndSignIn,
} from './support/oidc-sign-in.js';
import { confirmationLinkIn, newestMail } from './support/server.js';

const ADMIN_EMAIL = 'boss@example.com';
const ADMIN_PASSWORD = 'admin-password-1';
/** The app's Content Security Policy (src/edge/app.ts): no inline scripts or styles. */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** A real HTTP server on port 0 with the identity router, on an embedded store in a temp folder. */
interface IdentityServer {
  /** The server's clock: it stands still unless a test moves it (tokens keep the real time). */
  clock: HandClock;
  baseUrl: string;
  audience: string;
  redirectUri: string;
  identity: EmbeddedIdentity;
  store: Store;
  /** Closes the identity and the store, then opens both again on the same folder and port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Sign-in limits of the test issuer: a client may try often; four password checks run at once, eight wait. */
const LIMITS = {
  clientLimits: { signIn: { limit: 1000, windowMs: 60_000 }, signUp: { limit: 1000, windowMs: 60_000 } },
  hashing: { concurrency: 4, queue: 8 },
};

async function startIdentityServer(limits = LIMITS): Promise<IdentityServer> {
  // A fixed start (the issuer's tokens run on the real clock; the throttle and accounts on this one).
  const clock = handClock('2026-11-24T12:00:00Z');
  const dataDir = await mkdtemp(join(tmpdir(), 'lineup-identity-'));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const audience = `${baseUrl}/api`;
  const redirectUri = `${baseUrl}/callback`;

  async function open(): Promise<{ store: Store; identity: EmbeddedIdentity }> {
    const store = await openEmbeddedStore({ dataDir });
    await ensureIndexes(store);
    await ensureAdminAccount({ store, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, clock });
    const identity = await createEmbeddedIdentity({
      store,
      issuer: baseUrl,
      audience,
      clients: { webRedirectUris: [redirectUri], webPostLogoutRedirectUris: [`${baseUrl}/`] },
      adminEmail: ADMIN_EMAIL,
      logger: silentLogger,
      clock,
      mailer: createStoreMailer({ store, clock, logger: silentLogger }),
      appUrl: `${baseUrl}/dashboard`,
      ...limits,
    });
    const app = express();
    app.use(helmet({ contentSecurityPolicy: { useDefaults: false, directives: CSP } }));
    app.use(identity.router);
    server.removeAllListeners('request');
    server.on('request', app);
    return { store, identity };
  }

  let current = await open();
  async function shut(): Promise<void> {
    await current.identity.close();
    await current.store.close();
  }
  return {
    clock,
    baseUrl,
    audience,
    redirectUri,
    get identity() {
      return current.identity;
    },
    get store() {
      return current.store;
    },
    async restart() {
      await shut();
      current = await open();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await shut();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let env: IdentityServer;
let counter = 0;

function uniqueEmail(): string {
  counter += 1;
  return `fan${counter}-${Date.now()}@example.com`;
}

function flow(email: string, password: string) {
  return {
    baseUrl: env.baseUrl,
    email,
    password,
    redirectUri: env.redirectUri,
    confirmationLink: (address: string) => confirmationLinkIn(env.store, address),
  };
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
}

async function account(email: string): Promise<AccountRecord | null> {
  return COLLECTIONS.accounts.of(env.store).findOne({ email });
}

/** Signs a token with the issuer's own stored key, with any claims (to test expiry and audience). */
async function craftWithStoredKey(claims: JWTPayload): Promise<string> {
  const doc = await COLLECTIONS.identityKeys.of(env.store).findOne({ _id: 'signing' });
  const jwk = doc?.keys[0] as JWK | undefined;
  if (!jwk?.kid) throw new Error('no stored signing key');
  return new SignJWT({ email: 'fan@example.com', roles: ['user'], ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .sign(await importJWK(jwk, 'RS256'));
}

beforeAll(async () => {
  env = await startIdentityServer();
});

afterAll(async () => {
  await env?.close();
});

describe('discovery', () => {
  it('describes the embedded issuer under /oidc', async () => {
    const response = await fetch(`${env.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    const issuer = `${env.baseUrl}/oidc`;
    expect(env.identity.issuer).toBe(issuer);
    expect(document).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      device_authorization_endpoint: `${issuer}/device/auth`,
      end_session_endpoint: `${issuer}/session/end`,
      revocation_endpoint: `${issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: expect.arrayContaining(['code']),
    });
    expect(document.scopes_supported).toEqual(expect.arrayContaining(DEFAULT_SCOPE.split(' ')));
    expect(document.grant_types_supported).toEqual(
      expect.arrayContaining([
        'authorization_code',
        'refresh_token',
        'urn:ietf:params:oauth:grant-type:device_code',
      ]),
    );
    expect(document.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'roles']));
  });

  it('publishes the stored public key only', async () => {
    const jwks = (await (await fetch(`${env.baseUrl}/oidc/jwks`)).json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('sign-up and the code flow', () => {
  let email: string;
  let tokens: SignInTokens;

  beforeAll(async () => {
    email = uniqueEmail();
    tokens = await signUpAndSignIn(flow(email.toUpperCase(), 'fan-password-1'));
  });

  it('yields a JWT access token for the API with email and roles', async () => {
    const stored = await account(email);
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      iss: `${env.baseUrl}/oidc`,
      aud: env.audience,
      sub: stored?._id,
      client_id: 'lineup-web',
      email,
      roles: ['user'],
    });
    expect(String(claims.scope).split(' ').sort()).toEqual(['read:subscription', 'read:teams']);
    expect(tokens.expiresIn).toBe(3600);
  });

  it('yields an ID token with email and roles, and a refresh token', () => {
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(decodeJwt(tokens.idToken ?? '')).toMatchObject({ aud: 'lineup-web', email, roles: ['user'] });
  });

  it('gives a principal the verifier accepts', async () => {
    const stored = await account(email);
    expect(await env.identity.verifier.verify(tokens.accessToken)).toEqual({
      sub: stored?._id,
      email,
      roles: ['user'],
    });
  });

  it('signs in again with the same account and subject', async () => {
    const again = await signIn(flow(email, 'fan-password-1'));
    expect(decodeJwt(again.accessToken).sub).toBe(decodeJwt(tokens.accessToken).sub);
    expect((await account(email))?.lastLoginAt).toEqual(expect.any(String));
  });

  it('gives the admin email the admin role', async () => {
    const admin = await signIn(flow(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(decodeJwt(admin.accessToken).roles).toEqual(['admin']);
    expect((await env.identity.verifier.verify(admin.accessToken)).roles).toEqual(['admin']);
  });

  it('refreshes, rotating the refresh token and refusing the old one', async () => {
    const first = await signIn(flow(email, 'fan-password-1'));
    const oldRefresh = first.refreshToken ?? '';
    const next = await refresh({ baseUrl: env.baseUrl, refreshToken: oldRefresh });
    expect(next.refreshToken).toEqual(expect.any(String));
    expect(next.refreshToken).not.toBe(oldRefresh);
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(await env.identity.verifier.verify(next.accessToken)).toMatchObject({ email, roles: ['user'] });
    expect(await refusal(refresh({ baseUrl: env.baseUrl, refreshToken: oldRefresh }))).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('treats reuse of a rotated refresh token as theft and revokes the whole grant', async () => {
    const first = await signIn(flow(email, 'fan-password-1'));
    const next = await refresh({ baseUrl: env.baseUrl, refreshToken: first.refreshToken ?? '' });
    await refusal(refresh({ baseUrl: env.baseUrl, refreshToken: first.refreshToken ?? '' }));
    expect(
      await refusal(refresh({ baseUrl: env.baseUrl, refreshToken: next.refreshToken ?? '' })),
    ).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('gives no refresh token without offline_access', async () => {
    const noOffline = await signIn({ ...flow(email, 'fan-password-1'), scope: 'openid email read:teams' });
    expect(noOffline.refreshToken).toBeUndefined();
    expect(decodeJwt(noOffline.accessToken)).toMatchObject({ aud: env.audience, scope: 'read:teams' });
  });

  it('accepts the API audience as an explicit resource and refuses any other', async () => {
    const explicit = await signIn({ ...flow(email, 'fan-password-1'), resource: env.audience });
    expect(decodeJwt(explicit.accessToken).aud).toBe(env.audience);
    const other = await refusal(
      signIn({ ...flow(email, 'fan-password-1'), resource: 'https://other.example.com/api' }),
    );
    expect(String(other)).toMatch(/error=invalid_target/);
  });
});

describe('sign-up', () => {
  it('answers a taken address exactly as a free one, and mails its owner instead of creating anything', async () => {
    const email = uniqueEmail();
    await signUpAndSignIn(flow(email, 'fan-password-1'));
    const owner = await account(email);
    // The sign-up page answers 'Check your email' as for a new address (else it would be refused
    // before any mail is looked for); only the mail differs.
    const looked: string[] = [];
    const again = await refusal(
      signUpAndSignIn({
        ...flow(email.toUpperCase(), 'other-password'),
        confirmationLink: async (address) => {
          looked.push(address);
          throw new Error('no link for a taken address');
        },
      }),
    );
    expect(String(again)).toContain('no link for a taken address');
    expect(looked).toEqual([email.toUpperCase()]);
    const mail = await newestMail(env.store, email, 'Someone tried to create a Lineup Lab account');
    expect(mail.text).toContain(`${env.baseUrl}/dashboard`);
    expect(await account(email)).toEqual(owner);
  });

  it('creates nothing that can sign in before the address is confirmed; the right password gets a new link', async () => {
    const email = uniqueEmail();
    const started = await refusal(
      signUpAndSignIn({
        ...flow(email, 'fan-password-1'),
        confirmationLink: async () => {
          throw new Error('not opened');
        },
      }),
    );
    expect(String(started)).toContain('not opened');
    expect(await account(email)).toMatchObject({ emailVerified: false });
    expect(await refusal(signIn(flow(email, 'wrong-password-1')))).toMatchObject({
      status: 401,
      pageMessage: 'Invalid email or password',
    });
    const first = await confirmationLinkIn(env.store, email);
    env.clock.advance(1000); // the next mail is the newer one
    expect(await refusal(signIn(flow(email, 'fan-password-1')))).toMatchObject({
      status: 403,
      pageMessage: 'Confirm your email address first: we have sent you a new link.',
    });
    const second = await confirmationLinkIn(env.store, email);
    expect(second).not.toBe(first);
    // The first link was replaced; opened in another browser, the new one confirms the address and
    // leads to the app's sign-in as that address, back to where the sign-in started (the default) …
    expect((await fetch(first)).status).toBe(400);
    const appSignIn = `${env.baseUrl}/auth/sign-in?return=%2Fdashboard&login_hint=${encodeURIComponent(email)}`;
    for (let opening = 0; opening < 2; opening += 1) {
      // … and so does every later opening (a mail client's preview, a second click).
      const confirmed = await fetch(second, { redirect: 'manual' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(appSignIn);
      expect(confirmed.headers.getSetCookie().join()).toMatch(
        /^lineup_confirmed=1; Max-Age=600; Path=\/oidc;/,
      );
    }
    expect(decodeJwt((await signIn(flow(email, 'fan-password-1'))).accessToken).email).toBe(email);
  });

  it('refuses addresses with invisible or other scripts’ characters, and look-alikes of the administrator’s', async () => {
    expect(await refusal(signUpAndSignIn(flow('bo\u0455s@example.com', 'fan-password-1')))).toMatchObject({
      status: 400,
      pageMessage: 'Email addresses can only hold plain letters (a–z), digits and symbols, without spaces',
    });
    expect(await refusal(signUpAndSignIn(flow('b0ss@example.com', 'fan-password-1')))).toMatchObject({
      status: 400,
      pageMessage: 'This email address cannot be used',
    });
  });

  it('shows the validation messages', async () => {
    expect(await refusal(signUpAndSignIn(flow('not-an-email', 'fan-password-1')))).toMatchObject({
      status: 400,
      pageMessage: 'Please enter a valid email address',
    });
    expect(await refusal(signUpAndSignIn(flow(uniqueEmail(), 'short')))).toMatchObject({
      status: 400,
      pageMessage: 'Password must be at least 8 characters',
    });
  });
});

describe('the confirmation link opened anywhere (regression: it only worked in the tab that signed up)', () => {
  const statusOf = async (uid: string) =>
    (await fetch(`${env.baseUrl}/oidc/interaction/${uid}/sign-up-status`)).json();
  const uidIn = (link: string) => new URL(link).pathname.split('/')[3] ?? '';

  it('confirmed in another browser, the waiting page hears it and goes on to finish its own sign-in', async () => {
    const email = uniqueEmail();
    const seen: unknown[] = [];
    let elsewhere: Response | undefined;
    const tokens = await signUpAndSignIn({
      ...flow(email, 'fan-password-1'),
      authorizationParameters: { lineup_return_to: '/create-team' },
      confirmationLink: async (address) => {
        const link = await confirmationLinkIn(env.store, address);
        const uid = uidIn(link);
        seen.push(await statusOf(uid));
        elsewhere = await fetch(link, { redirect: 'manual' });
        seen.push(await statusOf(uid));
        // What the waiting page's script (or its button) opens, in the browser that signed up.
        return `${env.baseUrl}/oidc/interaction/${uid}/continue`;
      },
    });
    const uid = (await account(email))?.signUpInteraction ?? '';
    expect(seen).toEqual([
      { confirmed: false },
      { confirmed: true, next: `/oidc/interaction/${uid}/continue` },
    ]);
    expect(elsewhere?.headers.get('location')).toBe(
      `${env.baseUrl}/auth/sign-in?return=%2Fcreate-team&login_hint=${encodeURIComponent(email)}`,
    );
    expect(decodeJwt(tokens.accessToken).email).toBe(email);
  });

  it('answers about a sign-up it does not know as about one not yet confirmed', async () => {
    expect(await statusOf('no-such-sign-in')).toEqual({ confirmed: false });
    const taken = await fetch(`${env.baseUrl}/oidc/interaction/no-such-sign-in/continue`, {
      redirect: 'manual',
    });
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe('/oidc/interaction/no-such-sign-in?screen=sign-in');
  });

  it('mails a new link for a link out of date, which then confirms the address (the app path kept, a foreign one not taken)', async () => {
    const email = uniqueEmail();
    await refusal(
      signUpAndSignIn({
        ...flow(email, 'fan-password-1'),
        authorizationParameters: { lineup_return_to: '//evil.example/x' },
        confirmationLink: async () => {
          throw new Error('not opened');
        },
      }),
    );
    const old = await confirmationLinkIn(env.store, email);
    env.clock.advance(24 * 60 * 60_000 + 1);
    const expired = await fetch(old);
    expect(expired.status).toBe(200);
    const page = await expired.text();
    expect(page).toContain('<title>This link has expired · Lineup Lab</title>');
    expect(page).toContain(`we have sent a new link to <strong>${email}</strong>`);
    const fresh = await confirmationLinkIn(env.store, email);
    expect(uidIn(fresh)).toBe(uidIn(old));
    expect(fresh).not.toBe(old);
    const confirmed = await fetch(fresh, { redirect: 'manual' });
    expect(confirmed.headers.get('location')).toBe(
      `${env.baseUrl}/auth/sign-in?return=%2Fdashboard&login_hint=${encodeURIComponent(email)}`,
    );
    expect((await account(email))?.emailVerified).toBe(true);
  });
});

describe('sign-in throttling (regressions: parallel guesses, anyone locking anyone, enumeration)', () => {
  const THROTTLED = /^Too many sign-in attempts\. Try again in \d+ (second|seconds|minutes)\.$/;
  // The server's clock stands still here: after the three free attempts and the fourth, every
  // attempt waits until a test moves the clock on.
  const answerOf = (attempt: Promise<unknown>) =>
    attempt.then(
      () => ({ status: 200, pageMessage: 'signed in' }),
      (error: unknown) => error as { status: number; pageMessage: string },
    );

  it('lets at most four guesses through when forty wrong passwords and the right one arrive at once', async () => {
    const email = uniqueEmail();
    await signUpAndSignIn(flow(email, 'right-password'));
    const passwords = [...Array.from({ length: 40 }, (_, i) => `wrong-password-${i}`), 'right-password'];
    // Every sign-in page is open first; then all the posts go at once.
    const posts = await Promise.all(passwords.map((password) => readySignIn(flow(email, password))));
    const answers = await Promise.all(posts.map((post) => answerOf(post())));
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(4);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(answer.pageMessage).toMatch(THROTTLED);
    env.clock.advance(60 * 60_000);
  });

  it('never keeps the owner out of a browser they have signed in from, whatever others try', async () => {
    const email = uniqueEmail();
    const ownBrowser = new CookieJar();
    await signUpAndSignIn({ ...flow(email, 'right-password'), browser: ownBrowser });
    for (let attempt = 0; attempt < 6; attempt += 1) await refusal(signIn(flow(email, 'guess-password')));
    // Anonymous attempts now wait, even with the right password …
    expect(await refusal(signIn(flow(email, 'right-password')))).toMatchObject({ status: 429 });
    // … but the owner's own browser has a lane of its own: signed out there (its session cookies
    // gone), it still signs in with the password.
    ownBrowser.keepOnly('lineup_device');
    const own = await signIn({ ...flow(email, 'right-password'), browser: ownBrowser });
    expect(decodeJwt(own.accessToken).email).toBe(email);
    // Once the wait is over, anyone with the right password gets in again.
    env.clock.advance(2_000);
    expect(decodeJwt((await signIn(flow(email, 'right-password'))).accessToken).email).toBe(email);
  });

  it('answers an unknown address exactly as a known one, wrong password after wrong password', async () => {
    const known = uniqueEmail();
    await signUpAndSignIn(flow(known, 'right-password'));
    const answersFor = async (email: string) => {
      const answers: unknown[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const { status, pageMessage } = await answerOf(signIn(flow(email, 'wrong-password')));
        answers.push({ status, pageMessage });
      }
      return answers;
    };
    const forKnown = await answersFor(known);
    expect(forKnown).toEqual([
      ...Array(4).fill({ status: 401, pageMessage: 'Invalid email or password' }),
      ...Array(2).fill({ status: 429, pageMessage: 'Too many sign-in attempts. Try again in 1 second.' }),
    ]);
    expect(await answersFor(uniqueEmail())).toEqual(forKnown);
  });
});

describe('a flood of sign-in posts', () => {
  it('is answered at once past what the hashing gate holds, and one client is held to its limit', async () => {
    const small = await startIdentityServer({
      clientLimits: { signIn: { limit: 30, windowMs: 60_000 }, signUp: { limit: 5, windowMs: 60_000 } },
      hashing: { concurrency: 1, queue: 2 },
    });
    try {
      const posts = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          readySignIn({
            ...flow(`nobody-${i}@example.com`, 'any-password-1'),
            baseUrl: small.baseUrl,
            redirectUri: small.redirectUri,
          }),
        ),
      );
      const answers = await Promise.all(
        posts.map((post) =>
          post().then(
            () => ({ status: 200, pageMessage: '' }),
            (error: unknown) => error as SignInRefusedError,
          ),
        ),
      );
      const count = (status: number) => answers.filter((answer) => answer.status === status).length;
      // Past its 30 attempts in the minute, the client is refused before anything is checked …
      expect(count(429)).toBe(10);
      // … and of its 30, those the gate could not hold (one checking, two waiting) were refused at once.
      expect(count(401) + count(503)).toBe(30);
      expect(count(503)).toBeGreaterThan(0);
      for (const answer of answers.filter((a) => a.status === 503)) {
        expect(answer.pageMessage).toBe('Sign-in is busy right now. Please try again in a few seconds.');
      }
    } finally {
      await small.close();
    }
  });
});

describe('interaction pages', () => {
  async function openLoginPage(
    extra: Record<string, string> = {},
  ): Promise<{ url: URL; cookie: string; html: string }> {
    const config = await discoverIssuer(env.baseUrl);
    const { buildAuthorizationUrl, calculatePKCECodeChallenge, randomPKCECodeVerifier } = await import(
      'openid-client'
    );
    const start = buildAuthorizationUrl(config, {
      redirect_uri: env.redirectUri,
      scope: 'openid email',
      code_challenge: await calculatePKCECodeChallenge(randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: 'xyz',
      ...extra,
    });
    const first = await fetch(start, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const url = new URL(first.headers.get('location') ?? '', start);
    const cookie = first.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const page = await fetch(url, { headers: { cookie } });
    expect(page.status).toBe(200);
    return { url, cookie, html: await page.text() };
  }

  it('are plain accessible HTML with a stylesheet and no inline code', async () => {
    const { url, cookie, html } = await openLoginPage();
    expect(url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in · Lineup Lab</title>');
    expect(html).toContain('<label for="field-email">Email</label>');
    expect(html).toContain('<label for="field-password">Password</label>');
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
    expect(cookie).toMatch(/_interaction=[\w-]+; _interaction\.sig=/);
    const css = await fetch(`${env.baseUrl}/oidc/assets/identity.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('open on the sign-up page when the app asks for it (screen_hint=signup), whose Sign in link shows sign-in', async () => {
    const { url, cookie, html: signUp } = await openLoginPage({ screen_hint: 'signup' });
    expect(signUp).toContain('<title>Create your account · Lineup Lab</title>');
    const opened = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location') ?? '', url).pathname).toBe(`${url.pathname}/signup`);
    const signInHref = /Already have an account\? <a href="([^"]+)">Sign in<\/a>/.exec(signUp)?.[1] ?? '';
    const signIn = await fetch(new URL(signInHref.replaceAll('&amp;', '&'), url), { headers: { cookie } });
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain('<title>Sign in · Lineup Lab</title>');
  });

  it('refuse a form posted without the interaction cookie (cross-site)', async () => {
    const { url } = await openLoginPage();
    const response = await fetch(`${url.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in has expired');
  });

  it('send the user back to the app with access_denied on cancel', async () => {
    const { url, cookie } = await openLoginPage();
    const response = await fetch(`${url.href}/abort`, {
      method: 'POST',
      headers: { cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const resumed = await fetch(new URL(response.headers.get('location') ?? '', url), {
      headers: { cookie },
      redirect: 'manual',
    });
    const back = new URL(resumed.headers.get('location') ?? '');
    expect(back.href.startsWith(env.redirectUri)).toBe(true);
    expect(back.searchParams.get('error')).toBe('access_denied');
  });
});

describe('device flow (the CLI)', () => {
  it('lets the verification_uri_complete page submit itself under the CSP (script allowed by hash)', async () => {
    const response = await fetch(`${env.baseUrl}/oidc/device?user_code=ABCD-EFGH`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    const digest = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${digest}'`);
  });

  it('signs in lineup-cli with a refresh token and an API access token', async () => {
    const email = uniqueEmail();
    await signUpAndSignIn(flow(email, 'fan-password-1'));
    const tokens = await signInWithDevice({ baseUrl: env.baseUrl, email, password: 'fan-password-1' });
    expect(decodeJwt(tokens.accessToken)).toMatchObject({
      aud: env.audience,
      client_id: 'lineup-cli',
      email,
    });
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const next = await refresh({
      baseUrl: env.baseUrl,
      refreshToken: tokens.refreshToken ?? '',
      clientId: 'lineup-cli',
    });
    expect(await env.identity.verifier.verify(next.accessToken)).toMatchObject({ email });
  });
});

describe('device flow limits (RFC 8628 §3.5, §5.1; regressions: none were kept)', () => {
  async function poll(deviceCode: string): Promise<{ status: number; error: unknown }> {
    const response = await fetch(`${env.baseUrl}/oidc/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: deviceCode,
        client_id: 'lineup-cli',
      }),
    });
    return { status: response.status, error: ((await response.json()) as { error?: unknown }).error };
  }

  async function newDeviceCode() {
    const { initiateDeviceAuthorization } = await import('openid-client');
    return initiateDeviceAuthorization(await discoverIssuer(env.baseUrl, 'lineup-cli'), {
      scope: DEFAULT_SCOPE,
    });
  }

  it('advertises the polling interval, and answers slow_down to every poll sooner than it', async () => {
    const device = await newDeviceCode();
    expect(device.interval).toBe(5);
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await poll(device.device_code));
    expect(answers[0]).toEqual({ status: 400, error: 'authorization_pending' });
    expect(answers.slice(1)).toEqual(Array(29).fill({ status: 400, error: 'slow_down' }));
    // Each slow_down added 5 s to the wait: 140 s later is too soon still (and adds 5 s more) …
    env.clock.advance(140_000);
    expect(await poll(device.device_code)).toEqual({ status: 400, error: 'slow_down' });
    // … 155 s after that, the poll is on time.
    env.clock.advance(155_000);
    expect(await poll(device.device_code)).toEqual({ status: 400, error: 'authorization_pending' });
  });

  it('refuses code entry from a client after ten wrong codes, right codes too, until the window ends', async () => {
    const browser = new CookieJar();
    const formUrl = new URL(`${env.baseUrl}/oidc/device`);
    let html = await (await browser.fetch(formUrl)).text();
    const answers: Array<{ status: number; text: string }> = [];
    for (let i = 0; i < 60; i += 1) {
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? 'none';
      const code = `WXYZ-${String(1000 + i).replace(/\d/g, (d) => 'BCDFGHJKLM'[Number(d)] ?? 'B')}`;
      const response = await browser.fetch(formUrl, { method: 'POST', form: { xsrf, user_code: code } });
      html = await response.text();
      const text = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
      answers.push({ status: response.status, text });
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answers.slice(0, 10)).toEqual(
      Array(10).fill({ status: 200, text: 'That code is not right. Try again.' }),
    );
    expect(answers.slice(10)).toEqual(
      Array(50).fill({
        status: 429,
        text: expect.stringMatching(
          /^Too many wrong codes were entered from this network\. Try again in \d+ minutes\.$/,
        ),
      }),
    );
    const enter = async (userCode: string) => {
      const fresh = new CookieJar();
      const form = await (await fresh.fetch(formUrl)).text();
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
      return fresh.fetch(formUrl, { method: 'POST', form: { xsrf, user_code: userCode } });
    };
    expect((await enter((await newDeviceCode()).user_code)).status).toBe(429);
    env.clock.advance(10 * 60_000);
    const accepted = await enter((await newDeviceCode()).user_code);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('Confirm your device');
  });
});

describe('sign-out (regressions: the provider session and the refresh token survived it)', () => {
  /** The provider's end-session page for `idToken`, as the web app's Sign out opens it in `browser`. */
  async function openEndSession(
    browser: CookieJar,
    idToken?: string,
  ): Promise<{ url: URL; html: string; status: number }> {
    const url = new URL(`${env.baseUrl}/oidc/session/end`);
    url.searchParams.set('client_id', 'lineup-web');
    url.searchParams.set('post_logout_redirect_uri', `${env.baseUrl}/`);
    if (idToken) url.searchParams.set('id_token_hint', idToken);
    const response = await browser.fetch(url);
    return { url, status: response.status, html: await response.text() };
  }

  /** Posts the page's sign-out form as the browser (or its script) would: where it leads. */
  async function sendSignOutForm(browser: CookieJar, opened: { url: URL; html: string }): Promise<Response> {
    const action = /<form\b[^>]*\baction="([^"]+)"/.exec(opened.html)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...opened.html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/?>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    return browser.fetch(new URL(action, opened.url), {
      method: 'POST',
      form: fields as Record<string, string>,
    });
  }

  /** Where a new sign-in in `browser` lands first: the sign-in page, or straight back to the app. */
  async function nextSignInLands(browser: CookieJar): Promise<'sign-in page' | 'the app'> {
    const config = await discoverIssuer(env.baseUrl);
    const { buildAuthorizationUrl, calculatePKCECodeChallenge, randomPKCECodeVerifier } = await import(
      'openid-client'
    );
    let url = buildAuthorizationUrl(config, {
      redirect_uri: env.redirectUri,
      scope: DEFAULT_SCOPE,
      code_challenge: await calculatePKCECodeChallenge(randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: 'again',
    });
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await browser.fetch(url);
      const location = response.headers.get('location');
      if (!location) return 'sign-in page';
      url = new URL(location, url);
      if (url.href.startsWith(env.redirectUri)) return 'the app';
    }
    throw new Error('too many redirects');
  }

  it("ends the provider's session without a question for the app's own sign-out, and its refresh token with it", async () => {
    const email = uniqueEmail();
    const browser = new CookieJar();
    const tokens = await signUpAndSignIn({ ...flow(email, 'fan-password-1'), browser });
    // Signed in, the browser's next sign-in needs no password.
    expect(await nextSignInLands(browser)).toBe('the app');

    const opened = await openEndSession(browser, tokens.idToken);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('<title>Signing you out · Lineup Lab</title>');
    expect(opened.html).toMatch(/<form data-auto-submit="" action="[^"]+" method="post">/);
    expect(opened.html).toContain('<script src="/oidc/assets/identity.js" defer=""></script>');
    expect(opened.html).not.toContain('Do you want to sign out');
    const done = await sendSignOutForm(browser, opened);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${env.baseUrl}/`);

    expect(await nextSignInLands(browser)).toBe('sign-in page');
    // Even without the app's revocation (a tab closed half-way), the grant ended with the session.
    expect(
      await refusal(refresh({ baseUrl: env.baseUrl, refreshToken: tokens.refreshToken ?? '' })),
    ).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('asks first when the sign-out comes without the signed-in account’s identity token (a link sent to sign someone out)', async () => {
    const email = uniqueEmail();
    const browser = new CookieJar();
    await signUpAndSignIn({ ...flow(email, 'fan-password-1'), browser });
    const someoneElses = await signIn(flow(ADMIN_EMAIL, ADMIN_PASSWORD));
    for (const hint of [undefined, someoneElses.idToken]) {
      const opened = await openEndSession(browser, hint);
      expect(opened.status).toBe(200);
      expect(opened.html).toContain('Do you want to sign out of Lineup Lab?');
      expect(opened.html).not.toContain('data-auto-submit');
    }
    expect(await nextSignInLands(browser)).toBe('the app');
  });

  it("revokes the refresh token the web app holds (RFC 7009, from the app's origin): neither it nor the one it was rotated from gets tokens again", async () => {
    const email = uniqueEmail();
    const first = await signUpAndSignIn(flow(email, 'fan-password-1'));
    const rotated = await refresh({ baseUrl: env.baseUrl, refreshToken: first.refreshToken ?? '' });
    const app = browserFetch(env.baseUrl);
    const config = await discoverIssuer(env.baseUrl, 'lineup-web', app.fetch);
    const { tokenRevocation } = await import('openid-client');
    await tokenRevocation(config, rotated.refreshToken ?? '', { token_type_hint: 'refresh_token' });
    expect(app.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `${env.baseUrl}/oidc/token/revocation`,
      status: 200,
      allowOrigin: env.baseUrl,
    });
    for (const refreshToken of [rotated.refreshToken, first.refreshToken]) {
      expect(
        await refusal(refresh({ baseUrl: env.baseUrl, refreshToken: refreshToken ?? '' })),
      ).toMatchObject({
        error: 'invalid_grant',
      });
    }
  });
});

describe("the provider's pages answer a request's fault with a 4xx page (regression: 500)", () => {
  it.each(['/oidc/device/auth', '/oidc/device/confirm', '/oidc/device/no-such-sign-in'])(
    'GET %s without cookies: 400, a page leading to the code form',
    async (path) => {
      const response = await fetch(`${env.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<title>This sign-in has expired · Lineup Lab</title>');
      expect(html).toContain('href="/oidc/device"');
    },
  );

  it('POST /oidc/device without a saved session: back to the code form', async () => {
    const response = await fetch(`${env.baseUrl}/oidc/device`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'xsrf=x&user_code=ABCD-EFGH',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/oidc/device');
  });
});

describe('the verifier refuses', () => {
  async function expectRefused(token: string): Promise<void> {
    const error = await refusal(env.identity.verifier.verify(token));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid or expired token' });
  }

  it('a tampered token', async () => {
    const { accessToken } = await signIn(flow(ADMIN_EMAIL, ADMIN_PASSWORD));
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as JWTPayload;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'someone@example.com' })).toString(
      'base64url',
    );
    await expectRefused([header, forged, signature].join('.'));
  });

  it('an expired token and a token for another audience, though signed with the right key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = { iss: env.identity.issuer, sub: 'account-1', iat: now - 7200 };
    expect(
      await env.identity.verifier.verify(
        await craftWithStoredKey({ ...base, aud: env.audience, exp: now + 60 }),
      ),
    ).toMatchObject({
      sub: 'account-1',
    });
    await expectRefused(await craftWithStoredKey({ ...base, aud: env.audience, exp: now - 3600 }));
    await expectRefused(
      await craftWithStoredKey({ ...base, aud: 'https://other.example.com/api', exp: now + 60 }),
    );
  });

  it('a token from another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const { accessToken } = await signIn(flow(ADMIN_EMAIL, ADMIN_PASSWORD));
    const { kid } = decodeProtectedHeader(accessToken);
    const forged = await new SignJWT({ ...decodeJwt(accessToken) })
      .setProtectedHeader({ alg: 'RS256', kid: kid ?? '', typ: 'at+jwt' })
      .sign(privateKey);
    await expectRefused(forged);
  });

  it('an ID token used as an access token', async () => {
    const { idToken } = await signIn(flow(ADMIN_EMAIL, ADMIN_PASSWORD));
    await expectRefused(idToken ?? '');
  });
});

describe('createIssuerVerifier against the embedded issuer over HTTP', () => {
  it('discovers the keys and verifies like the embedded verifier', async () => {
    const verifier = createIssuerVerifier({
      issuer: env.identity.issuer,
      audience: env.audience,
      rolesClaim: 'roles',
    });
    const { accessToken } = await signIn(flow(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(await verifier.verify(accessToken)).toEqual(await env.identity.verifier.verify(accessToken));
  });

  it('refuses a token for another audience', async () => {
    const verifier = createIssuerVerifier({
      issuer: env.identity.issuer,
      audience: 'https://other.example.com/api',
    });
    const { accessToken } = await signIn(flow(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(await refusal(verifier.verify(accessToken))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers UNAVAILABLE while the issuer cannot be reached', async () => {
    const verifier = createIssuerVerifier({ issuer: 'http://127.0.0.1:9/oidc', audience: env.audience });
    expect(await refusal(verifier.verify('a.b.c'))).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('refuses plain http for a non-loopback issuer', async () => {
    const verifier = createIssuerVerifier({ issuer: 'http://id.example.com/', audience: env.audience });
    expect(await refusal(verifier.verify('a.b.c'))).toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('restart', () => {
  it('keeps keys, accounts and refresh tokens in the store', async () => {
    const email = uniqueEmail();
    const before = await signUpAndSignIn(flow(email, 'fan-password-1'));
    const jwksBefore = await (await fetch(`${env.baseUrl}/oidc/jwks`)).json();

    await env.restart();

    expect(await (await fetch(`${env.baseUrl}/oidc/jwks`)).json()).toEqual(jwksBefore);
    expect(await env.identity.verifier.verify(before.accessToken)).toMatchObject({ email, roles: ['user'] });
    const refreshed = await refresh({ baseUrl: env.baseUrl, refreshToken: before.refreshToken ?? '' });
    expect(decodeJwt(refreshed.accessToken).sub).toBe(decodeJwt(before.accessToken).sub);
    const again = await signIn(flow(email, 'fan-password-1'));
    expect(await env.identity.verifier.verify(again.accessToken)).toMatchObject({ email });
  });
});
