import { type FetchFunction, request, type TokenProvider } from './request.js';
import type { Send } from './send.js';
import { type SessionApi, sessionApi } from './session.js';

/** Default time a call may take before it fails with a `TimeoutError`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface ClientOptions {
  /** The server's origin (and path prefix, if any), e.g. `window.location.origin` or `http://localhost:5005`. */
  baseUrl: string;
  /** The fetch to use; the global one by default. */
  fetch?: FetchFunction;
  /** Called before every request; a returned token is sent as `Authorization: Bearer …`. */
  getToken?: TokenProvider;
  /** Default timeout of every call in milliseconds (0 disables); a call's own `timeoutMs` wins. */
  timeoutMs?: number;
}

/** The typed client: one property per group of calls. */
export interface LineupLabClient {
  readonly session: SessionApi;
}

/**
 * Creates a client for one Lineup Lab server.
 *
 * @example
 * const client = createClient({ baseUrl: 'http://localhost:5005', getToken: () => auth.token });
 * const health = await client.session.health();
 * console.log(health.status); // 'ok'
 */
export function createClient(options: ClientOptions): LineupLabClient {
  const protocol = URL.canParse(options.baseUrl) ? new URL(options.baseUrl).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TypeError(`createClient: baseUrl must be an absolute http(s) URL, got "${options.baseUrl}"`);
  }
  const fetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const context = {
    baseUrl: options.baseUrl,
    fetch: fetchFunction,
    getToken: options.getToken,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const send: Send = (call, callOptions) => request(context, call, callOptions);
  return { session: sessionApi(send) };
}
