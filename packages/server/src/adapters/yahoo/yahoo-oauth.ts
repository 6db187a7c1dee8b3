import { z } from 'zod';
import { HOST_MESSAGES, HostError } from '../../ports/host-error.js';
import { type OutsideAnswer, outsideApiPost } from '../outside-api/outside-api-client.js';
import { maxBytesOf, outsideOptions, YAHOO_USER_AGENT, type YahooHttpOptions } from './yahoo-http.js';
import { YAHOO_MESSAGES } from './yahoo-messages.js';

/** Yahoo's OAuth 2.0 endpoints (`YAHOO_AUTH_URL`). */
const YAHOO_AUTH_URL = 'https://api.login.yahoo.com/oauth2';

/** The tokens one grant gives: never logged, kept only sealed. */
interface YahooTokenSet {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (the server's clock + Yahoo's `expires_in`, 3600 s). */
  expiresAt: Date;
  /** Yahoo's id for the account (`xoauth_yahoo_guid`), when Yahoo sends it. */
  yahooGuid: string | null;
}

export interface YahooOAuthOptions extends YahooHttpOptions {
  /** `YAHOO_AUTH_URL` (default `https://api.login.yahoo.com/oauth2`). */
  authUrl?: string;
  /** The operator's Yahoo app: `YAHOO_CLIENT_ID`, `YAHOO_CLIENT_SECRET`. */
  clientId: string;
  clientSecret: string;
  /** The server's callback as registered with Yahoo (`<PUBLIC_URL>/api/import/yahoo/callback`, https). */
  redirectUri: string;
}

/** Yahoo's OAuth 2.0 authorization-code flow, for one registered app. */
export interface YahooOAuth {
  /**
   * Where to send the browser to ask the person's consent: Yahoo's `request_auth` with our client,
   * callback, `state` and the PKCE challenge (S256).
   */
  authorizationUrl(request: { state: string; codeChallenge: string }): string;
  /** The tokens for the code Yahoo gave the callback (with the PKCE verifier of its challenge). */
  exchangeCode(code: string, codeVerifier: string): Promise<YahooTokenSet>;
  /** New tokens for a refresh token (Yahoo may rotate it: keep the one answered). */
  refresh(refreshToken: string): Promise<YahooTokenSet>;
  /** Tells Yahoo to forget a refresh token (and its grant): `POST /oauth2/revoke`. */
  revoke(refreshToken: string): Promise<void>;
}

/** `expires_in` arrives as a number, and by some accounts as a string. */
const seconds = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/** Yahoo's token answer (docs/hosts/yahoo-protocol.md §1, "Token request"). */
const ZTokenAnswer = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: seconds.optional(),
  token_type: z.string().optional(),
  xoauth_yahoo_guid: z.string().optional(),
});

/** `{"error": "invalid_grant", "error_description": "…"}` (either key may be missing). */
const ZTokenError = z.looseObject({ error: z.string().optional(), error_description: z.string().optional() });

/** Yahoo says access tokens last an hour; a token answer without `expires_in` is taken to. */
const DEFAULT_EXPIRES_IN_SECONDS = 3600;

/**
 * Yahoo's OAuth 2.0 endpoints for a confidential client: the consent page's address, and the
 * token endpoint (`get_token`) with HTTP Basic client authentication as Yahoo documents, through
 * the one outside-API client (limiter, time limit, retries of 429/5xx with `Retry-After`).
 * `invalid_grant` (a revoked consent, a changed password, a used or expired code) is
 * `HostError('yahoo', 'consent_revoked')`.
 *
 * PKCE: Yahoo does not document it (docs/hosts/yahoo-protocol.md §1); the challenge and verifier
 * are sent anyway (harmless if ignored), and the client secret is what Yahoo checks. No `scope`
 * is sent: the app's registered permissions apply.
 * @example
 * const oauth = createYahooOAuth({ clientId, clientSecret, redirectUri: `${publicUrl}/api/import/yahoo/callback` });
 * redirect(oauth.authorizationUrl({ state, codeChallenge }));
 * const tokens = await oauth.exchangeCode(code, verifier);
 */
export function createYahooOAuth(options: YahooOAuthOptions): YahooOAuth {
  const authUrl = (options.authUrl ?? YAHOO_AUTH_URL).replace(/\/+$/, '');
  const post = outsideApiPost(outsideOptions(options));
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`, 'utf8').toString('base64');
  const call = {
    headers: { authorization: `Basic ${basic}`, 'user-agent': YAHOO_USER_AGENT },
    maxBytes: Math.min(maxBytesOf(options), 64 * 1024),
  };

  async function tokens(
    form: Record<string, string>,
    previousRefresh: string | null,
  ): Promise<YahooTokenSet> {
    const path = '/get_token';
    const answer = await post(`${authUrl}${path}`, new URLSearchParams(form), call);
    const text = readAnswer(answer, path);
    const parsed = ZTokenAnswer.safeParse(jsonOrNull(text));
    if (!parsed.success) {
      throw new HostError('yahoo', 'bad_answer', HOST_MESSAGES.bad_answer('yahoo'), {
        path,
        status: 200,
        attempts: answer.attempts,
        cause: new Error(`token answer: ${z.prettifyError(parsed.error)}`),
      });
    }
    const refreshToken = parsed.data.refresh_token ?? previousRefresh;
    if (refreshToken === null) {
      throw new HostError('yahoo', 'bad_answer', HOST_MESSAGES.bad_answer('yahoo'), {
        path,
        cause: new Error('token answer without a refresh_token'),
      });
    }
    return {
      accessToken: parsed.data.access_token,
      refreshToken,
      expiresAt: new Date(now() + (parsed.data.expires_in ?? DEFAULT_EXPIRES_IN_SECONDS) * 1000),
      yahooGuid: parsed.data.xoauth_yahoo_guid ?? null,
    };
  }

  return {
    authorizationUrl({ state, codeChallenge }) {
      const query = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        response_type: 'code',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${authUrl}/request_auth?${query}`;
    },
    exchangeCode: (code, codeVerifier) =>
      tokens(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          code_verifier: codeVerifier,
        },
        null,
      ),
    refresh: (refreshToken) =>
      tokens(
        { grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: options.redirectUri },
        refreshToken,
      ),
    async revoke(refreshToken) {
      const path = '/revoke';
      const form = new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token' });
      readAnswer(await post(`${authUrl}${path}`, form, call), path);
    },
  };
}

/**
 * The body of a 2xx answer of the token endpoints, else the `HostError` it means:
 * `invalid_grant` / `INVALID_REFRESH_TOKEN` → `consent_revoked`; `invalid_client` → `refused`
 * (the operator's credentials); 429/5xx through the retries → `unreachable`.
 */
function readAnswer(answer: OutsideAnswer, path: string): string {
  const { attempts } = answer;
  if (answer.kind === 'failed') {
    throw new HostError('yahoo', 'unreachable', HOST_MESSAGES.unreachable('yahoo'), {
      path,
      attempts,
      ...(answer.status === undefined ? { cause: answer.cause } : { status: answer.status }),
    });
  }
  if (answer.kind === 'too_large') {
    throw new HostError('yahoo', 'bad_answer', HOST_MESSAGES.bad_answer('yahoo'), {
      path,
      status: answer.status,
      attempts,
      cause: new Error(`answer larger than ${answer.maxBytes} bytes`),
    });
  }
  const { status, text } = answer;
  if (status >= 200 && status < 300) return text;
  const body = ZTokenError.safeParse(jsonOrNull(text));
  const error = body.success ? (body.data.error ?? '') : '';
  // Yahoo's own words stay in the logs' cause, never in what the user reads.
  const cause = new Error(
    `Yahoo ${status}: ${error} ${body.success ? (body.data.error_description ?? '') : ''}`,
  );
  const facts = { path, status, attempts, cause };
  if (/^(invalid_grant|invalid_refresh_token|token_expired)$/i.test(error)) {
    throw new HostError('yahoo', 'consent_revoked', YAHOO_MESSAGES.consent_revoked, facts);
  }
  if (/^(invalid_client|invalid_client_secret|unauthorized_client)$/i.test(error)) {
    throw new HostError('yahoo', 'refused', YAHOO_MESSAGES.bad_client, facts);
  }
  throw new HostError('yahoo', 'refused', HOST_MESSAGES.refused('yahoo', status), facts);
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
