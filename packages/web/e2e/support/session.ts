import type { AuthConfig } from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { type APIResponse, expect, type Page, request, test } from '@playwright/test';
import * as oidc from 'openid-client';
import { type SessionUser, TOKEN_KEY, USER_KEY, userFromClaims } from '../../src/auth/session-store.js';
import { confirmLinkIn, SIGN_UP_MAIL } from './sign-up-mail.js';
import type { TestServer } from './start-server.js';

/**
 * Signed-in browsers for tests that are not about signing in. The account is signed up (or in) over
 * HTTP against the real provider, as the browser does it through its pages: the authorization
 * request of the web app's client (its callback, scopes and audience, PKCE), the provider's sign-up
 * or sign-in form posted, the mailed link opened, the code exchanged for tokens. The tokens are then
 * stored in the page as the app's callback stores them. On this machine, shared: 0.2–0.9 s a sign-up,
 * against 3.6–5.3 s through the provider's pages in the browser, which sign-up.e2e.ts,
 * sign-in.e2e.ts, landing.e2e.ts, create-team.e2e.ts and the smoke test go through.
 */

/** An account's address and password (as `newAccount` makes them). */
interface Account {
  readonly email: string;
  readonly password: string;
}

/** A user signed in over HTTP: the SDK acting as them (for a test's own data) and their session. */
export interface SignedIn {
  readonly account: Account;
  readonly client: LineupLabClient;
  /** The server they are signed in to. */
  readonly baseUrl: string;
  readonly tokens: Tokens;
  /** Who the app shows as signed in (from the identity token, as the app reads it). */
  readonly user: SessionUser;
}

/** The tokens the provider issued, as openid-client reads them. */
interface Tokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  expiresIn: number | undefined;
}

/** The page's text, or a failure naming what answered instead of `expected`. */
async function pageText(response: APIResponse, expected: string): Promise<string> {
  const html = await response.text();
  if (!response.ok() || !html.includes(expected)) {
    const alert = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? '(no message on the page)';
    throw new Error(`Expected '${expected}' at ${response.url()}, got ${response.status()}: ${alert}`);
  }
  return html;
}

/** The `action` of the page's main form (not its cancel form), as a URL. */
function formAction(html: string, base: string): string {
  for (const match of html.matchAll(/<form\b[^>]*\baction="([^"]+)"[^>]*>/g)) {
    const action = (match[1] ?? '').replaceAll('&amp;', '&');
    if (!action.endsWith('/abort')) return new URL(action, base).href;
  }
  throw new Error(`No form on ${base}`);
}

/**
 * Runs the web app's sign-in (authorization code with PKCE) in a browser of cookies only: opens
 * the provider's sign-in page, lets `submit` post its forms (the last answer ends at the app's
 * callback, redirects followed), and exchanges the code there for tokens.
 */
async function codeFlow(
  server: TestServer,
  submit: (
    api: Awaited<ReturnType<typeof request.newContext>>,
    signInPage: APIResponse,
  ) => Promise<APIResponse>,
): Promise<{ auth: AuthConfig; tokens: Tokens }> {
  const auth = (await (await fetch(new URL('/api/auth/config', server.url))).json()) as AuthConfig;
  const config = await oidc.discovery(new URL(auth.issuer), auth.clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const start = oidc.buildAuthorizationUrl(config, {
    redirect_uri: new URL('/auth/callback', server.url).href,
    scope: auth.scopes.join(' '),
    audience: auth.audience,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const api = await request.newContext();
  try {
    const back = await submit(api, await api.get(start.href));
    const callback = new URL(back.url());
    if (callback.pathname !== '/auth/callback')
      throw new Error(`Expected the app's callback, got ${back.url()}`);
    const answer = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const tokens = {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      idToken: answer.id_token,
      expiresIn: answer.expires_in,
    };
    return { auth, tokens };
  } finally {
    await api.dispose();
  }
}

/** The claims of an identity token (read, not verified: the provider has just issued it to us). */
function claimsOf(idToken: string | undefined): Record<string, unknown> {
  const payload = idToken?.split('.')[1];
  if (!payload) throw new Error('The provider returned no identity token');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The signed-in user: the SDK with their access token, and who the app will show. */
function signedIn(
  server: TestServer,
  account: Account,
  { auth, tokens }: { auth: AuthConfig; tokens: Tokens },
): SignedIn {
  return {
    account,
    client: createClient({ baseUrl: server.url, getToken: () => tokens.accessToken }),
    baseUrl: server.url,
    tokens,
    user: userFromClaims(claimsOf(tokens.idToken), auth.rolesClaim),
  };
}

/**
 * A step of the test under way, named in Playwright's report; outside a test (the web report, which
 * uses these helpers too), just its body.
 */
function step<T>(title: string, body: () => Promise<T>): Promise<T> {
  try {
    test.info();
  } catch {
    return body();
  }
  return test.step(title, body);
}

/**
 * Signs a new account up over HTTP: "Create an account" on the sign-in page, its form posted, the
 * link of the confirmation mail (read from the server's mailbox) opened, which finishes the sign-in.
 */
export function signUpOverHttp(server: TestServer, account: Account): Promise<SignedIn> {
  return step(`sign up ${account.email} over HTTP`, async () => {
    const flow = await codeFlow(server, async (api, signInPage) => {
      const html = await pageText(signInPage, 'Create an account');
      const link = /href="([^"]*\/signup)"/.exec(html)?.[1];
      if (!link) throw new Error('No sign-up link on the sign-in page');
      const signUpPage = await api.get(new URL(link.replaceAll('&amp;', '&'), signInPage.url()).href);
      const action = formAction(await pageText(signUpPage, 'Create account'), signUpPage.url());
      const form = { email: account.email, password: account.password, confirm: account.password };
      await pageText(await api.post(action, { form }), 'Check your email');
      const mail = await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });
      return api.get(confirmLinkIn(mail));
    });
    return signedIn(server, account, flow);
  });
}

/** Signs an existing account in over HTTP: the sign-in page's form posted. */
export function signInOverHttp(server: TestServer, account: Account): Promise<SignedIn> {
  return step(`sign in ${account.email} over HTTP`, async () => {
    const flow = await codeFlow(server, async (api, signInPage) => {
      const action = formAction(await pageText(signInPage, 'Sign in'), signInPage.url());
      return api.post(action, { form: { email: account.email, password: account.password } });
    });
    return signedIn(server, account, flow);
  });
}

/**
 * Stores `who`'s session in `page` as the app's sign-in callback does (the tokens, their expiry on
 * the page's clock, and the user), then opens `startAt` (default /dashboard) and waits until the
 * browser is there.
 */
export async function openSignedIn(page: Page, who: SignedIn, startAt = '/dashboard'): Promise<void> {
  // A page of the app's origin that runs no script, to write the origin's localStorage from.
  await page.goto(new URL('/api/session/health', who.baseUrl).href);
  await page.evaluate(
    ({ keys, tokens, user }) => {
      const expiresAt = tokens.expiresIn === undefined ? undefined : Date.now() + tokens.expiresIn * 1000;
      const { accessToken, refreshToken, idToken } = tokens;
      localStorage.setItem(keys.token, JSON.stringify({ accessToken, refreshToken, idToken, expiresAt }));
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: { token: TOKEN_KEY, user: USER_KEY }, tokens: who.tokens, user: who.user },
  );
  await page.goto(startAt);
  await page.waitForURL((url) => url.pathname === startAt.split('?')[0]);
}

/**
 * Makes the user Pro as the Monthly plan's checkout does, without its pages: the checkout the
 * billing page starts, paid on the local test checkout with the test card that pays (billing.e2e.ts
 * goes through those pages in the browser).
 */
export async function payMonthly(who: SignedIn): Promise<void> {
  await step('pay Monthly over HTTP', async () => {
    const { url } = await who.client.billing.createCheckout({ planType: 'monthly' });
    const paid = await fetch(new URL(`${url}/pay`, who.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Pat Tester',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status, 'the test checkout takes the test card').toBe(303);
    expect((await who.client.user.subscriptionStatus()).tier).toBe('pro');
  });
}
