/**
 * Sign-in with openid-client: authorization code + PKCE against the configured issuer (the
 * server's embedded one by default), refresh tokens, and RP-initiated logout. Loaded on demand, so
 * pages that only read the stored session never ship it.
 */
import type { AuthConfig } from '@lineup-lab/core';
import * as oidc from 'openid-client';
import { logProviderError } from './provider-errors.js';
import { safeReturnTo } from './return-path.js';
import {
  clearSession,
  readSession,
  type SessionTokens,
  saveSession,
  saveTokens,
  userFromClaims,
} from './session-store.js';
import { SIGNED_OUT_PATH } from './signed-out-path.js';

/** Where the provider sends the browser back after sign-in (registered with the embedded issuer). */
export const CALLBACK_PATH = '/auth/callback';
/**
 * The sign-ins under way in this browser, by their `state`: in localStorage, so that the sign-in
 * finishes in whichever tab the provider sends back to (a confirmation link opened from a mail
 * client opens a new tab), not only in the tab that started it.
 */
const PENDING_KEY = 'lineup-lab.sign-ins';
/** A sign-in not finished within this time is forgotten (the provider's own sign-in lasts an hour). */
const PENDING_MS = 60 * 60_000;

interface Pending {
  codeVerifier: string;
  returnTo: string;
  startedAt: number;
}

/** The sign-in no pending entry of this browser matches: started elsewhere, finished already, or forgotten. */
export class UnknownSignInError extends Error {
  override readonly name = 'UnknownSignInError';
}

function readPending(): Record<string, Pending> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const fresh = Object.entries(stored as Record<string, Pending>).filter(
      ([, pending]) => typeof pending?.startedAt === 'number' && Date.now() - pending.startedAt < PENDING_MS,
    );
    return Object.fromEntries(fresh);
  } catch {
    return {};
  }
}

function writePending(all: Record<string, Pending>): void {
  if (Object.keys(all).length === 0) localStorage.removeItem(PENDING_KEY);
  else localStorage.setItem(PENDING_KEY, JSON.stringify(all));
}

/**
 * How a sign-in asks: the address to fill in, whether to ask for the password even when signed in,
 * and whether the provider opens on its sign-up page (`screen_hint=signup`: the embedded provider
 * honours it, as Auth0's hosted pages do; a provider that does not know it shows its sign-in page).
 */
export interface SignInOptions {
  loginHint?: string | undefined;
  prompt?: 'login' | undefined;
  signUp?: boolean | undefined;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

let configuration: Promise<{ config: oidc.Configuration; auth: AuthConfig }> | undefined;

/** Discovery, once per page load. Plain http is allowed only for a loopback issuer (a local server). */
function discover(): Promise<{ config: oidc.Configuration; auth: AuthConfig }> {
  configuration ??= (async () => {
    // Imported when used: sign-in needs the SDK only for this one call.
    const { publicApi } = await import('../api/public-client.js');
    const auth = await publicApi.session.authConfig();
    const issuer = new URL(auth.issuer);
    const config = await oidc.discovery(
      issuer,
      auth.clientId,
      undefined,
      oidc.None(),
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    return { config, auth };
  })().catch((error: unknown) => {
    configuration = undefined;
    throw error;
  });
  return configuration;
}

function tokensFrom(response: oidc.TokenEndpointResponse, previous?: SessionTokens): SessionTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken,
    idToken: response.id_token ?? previous?.idToken,
    expiresAt: response.expires_in === undefined ? undefined : Date.now() + response.expires_in * 1000,
  };
}

/**
 * Sends the browser to the provider's sign-in page; it comes back to `returnTo` once signed in. The
 * return path also travels with the request (`lineup_return_to`), so that a sign-up confirmed in
 * another browser comes back there too.
 */
export async function signIn(returnTo: string, options: SignInOptions = {}): Promise<void> {
  const { config, auth } = await discover();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  writePending({ ...readPending(), [state]: { codeVerifier, returnTo, startedAt: Date.now() } });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: new URL(CALLBACK_PATH, window.location.origin).href,
    scope: auth.scopes.join(' '),
    audience: auth.audience,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    lineup_return_to: returnTo,
    ...(options.loginHint && { login_hint: options.loginHint }),
    ...(options.prompt && { prompt: options.prompt }),
    ...(options.signUp && { screen_hint: 'signup' }),
  });
  window.location.assign(url.href);
}

/**
 * Completes a sign-in on the callback page: exchanges the code (checking state and PKCE), stores
 * the session, and answers the path to return to. `UnknownSignInError` when no sign-in of this
 * browser has that state.
 */
export async function completeSignIn(currentUrl: URL): Promise<string> {
  const state = currentUrl.searchParams.get('state') ?? '';
  const all = readPending();
  const pending = all[state];
  delete all[state];
  writePending(all);
  if (!pending) throw new UnknownSignInError('No sign-in of this browser matches this answer.');
  const { config, auth } = await discover();
  const response = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: state,
  });
  const claims = response.claims();
  if (!claims) throw new Error('The identity provider returned no identity token.');
  saveSession({ tokens: tokensFrom(response), user: userFromClaims(claims, auth.rolesClaim) });
  return safeReturnTo(pending.returnTo);
}

/**
 * Renews the access token silently with the refresh token: the new access token, or `null` when the
 * session cannot be renewed (the caller then signs the user out).
 */
export async function refreshSession(): Promise<string | null> {
  const session = readSession();
  if (!session?.tokens.refreshToken) return null;
  try {
    const { config } = await discover();
    const response = await oidc.refreshTokenGrant(config, session.tokens.refreshToken);
    const tokens = tokensFrom(response, session.tokens);
    saveTokens(tokens);
    return tokens.accessToken;
  } catch (error) {
    logProviderError(error);
    return null;
  }
}

/**
 * Revokes the refresh token at the provider (RFC 7009) when it offers revocation: the grant it
 * belongs to ends, so neither it nor any token rotated from it gets tokens again. A failure is
 * logged: the sign-out goes on.
 */
async function revokeRefreshToken(config: oidc.Configuration, refreshToken: string | undefined) {
  if (!refreshToken || !config.serverMetadata().revocation_endpoint) return;
  try {
    await oidc.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
  } catch (error) {
    logProviderError(error);
  }
}

/**
 * Signs out everywhere in one click: revokes the refresh token, forgets the session here, then
 * ends the provider's session (RP-initiated logout with the identity token as hint; the embedded
 * provider asks nothing of its own app and sends the browser back to `/`), so the next visit to a
 * protected page asks for the password. A provider without an end-session endpoint keeps its own
 * session: the app then says so on `/signed-out`. `go` is where the browser goes (tests watch it).
 */
export async function signOut(
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const tokens = readSession()?.tokens;
  let config: oidc.Configuration | undefined;
  try {
    ({ config } = await discover());
  } catch (error) {
    logProviderError(error);
  }
  if (config) await revokeRefreshToken(config, tokens?.refreshToken);
  clearSession();
  if (!config) {
    go('/');
    return;
  }
  if (!config.serverMetadata().end_session_endpoint) {
    go(SIGNED_OUT_PATH);
    return;
  }
  const url = oidc.buildEndSessionUrl(config, {
    post_logout_redirect_uri: new URL('/', window.location.origin).href,
    ...(tokens?.idToken && { id_token_hint: tokens.idToken }),
  });
  go(url.href);
}
