import { bindMethods } from './bind-methods.js';
import { createCall } from './call.js';
import type { ClientMethods } from './methods.js';
import { sharedRefresh, type TokenProvider, type TokenRefresher } from './refresh.js';
import type { FetchFunction } from './request.js';
import { checkDelays, DEFAULT_RETRY_DELAYS_MS, type RetryOptions } from './retry.js';
import type { Call } from './route-types.js';

/** Default time an attempt may take before the call fails with a `TimeoutError`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The options of {@link createClient}. */
export interface ClientOptions {
  /** The server's origin (and path prefix, if any), e.g. `window.location.origin` or `http://localhost:5005`. */
  baseUrl: string;
  /** Called before every call; a returned token is sent as `Authorization: Bearer …`. */
  getToken?: TokenProvider;
  /**
   * Called on a 401 to renew the session silently (calls answered 401 together share one refresh);
   * the call is then sent once more with the token it returns. Without it, a 401 is thrown at once.
   */
  refreshToken?: TokenRefresher;
  /** The fetch to use; the global one by default. */
  fetch?: FetchFunction;
  /** Default timeout of each attempt in milliseconds (0 disables); a call's own `timeoutMs` wins. */
  timeoutMs?: number;
  /** Retries of network failures of GET, PUT and DELETE calls (default: after 1 s, then 2 s). */
  retry?: RetryOptions;
}

/**
 * The typed client: one group per area of the product, one method per call of core's `API_ROUTES`,
 * each derived from its route entry (its `sdk` path, path parameters, schemas and response): e.g.
 * `client.teams.history(teamName, query?, options?)` is the route `teamHistory`. See methods.ts.
 */
export interface LineupLabClient extends ClientMethods {
  /** Any call of `API_ROUTES` by name: the generic core every method goes through. */
  readonly call: Call;
}

function checkBaseUrl(baseUrl: string): void {
  const protocol = URL.canParse(baseUrl) ? new URL(baseUrl).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TypeError(`createClient: baseUrl must be an absolute http(s) URL, got "${baseUrl}"`);
  }
}

/**
 * Creates a client for one Lineup Lab server. Every method checks its input against core's
 * schemas before sending and the answer after, and fails with a `LineupLabError` subclass.
 *
 * @example
 * const client = createClient({
 *   baseUrl: 'http://localhost:5005',
 *   getToken: () => auth.accessToken,
 *   refreshToken: () => auth.refresh(), // the new access token, or null to sign in again
 * });
 * const { teams } = await client.user.teams();
 */
export function createClient(options: ClientOptions): LineupLabClient {
  checkBaseUrl(options.baseUrl);
  const call = createCall({
    context: {
      baseUrl: options.baseUrl,
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    },
    getToken: options.getToken,
    refresh: options.refreshToken === undefined ? undefined : sharedRefresh(options.refreshToken),
    retryDelaysMs: checkDelays(options.retry?.delaysMs ?? DEFAULT_RETRY_DELAYS_MS),
  });
  return { call, ...bindMethods(call) };
}
