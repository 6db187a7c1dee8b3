import { API_ROUTES, type ApiRoute, type ApiRouteName } from '@lineup-lab/core';
import { AuthenticationError } from './errors.js';
import { prepareCall, type UncheckedInput } from './prepare-call.js';
import type { TokenProvider } from './refresh.js';
import { type ApiRequest, type RequestContext, type RequestOptions, request } from './request.js';
import { isIdempotent, retryNetworkFailures } from './retry.js';
import type { Call, CallArgs, RouteOutput } from './route-types.js';

/** What the generic core needs from the client's options. */
export interface CallSettings {
  context: RequestContext;
  getToken?: TokenProvider | undefined;
  /** The shared refresh (see refresh.ts), when the client was given a `refreshToken`. */
  refresh?: (() => Promise<string | null | undefined>) | undefined;
  /** Waits before each retry of a network failure of an idempotent call. */
  retryDelaysMs: readonly number[];
}

/** The same 401, with the refresh's failure as its cause. */
function withRefreshFailure(error: AuthenticationError, cause: unknown): AuthenticationError {
  const { message, code, status, requestId, body, retryAfter, upgradeRequired, issues } = error;
  return new AuthenticationError({
    message,
    code,
    status,
    requestId,
    body,
    retryAfter,
    upgradeRequired,
    issues,
    cause,
  });
}

/**
 * Builds `call(name, input?, options?)`, the one path every method of the client takes:
 * 1. the input is checked against the route's schemas (a refused input throws `ValidationError`,
 *    nothing is sent);
 * 2. the call is sent with the token from `getToken`; a `NetworkError` of a GET, PUT or DELETE is
 *    retried after each of `retryDelaysMs` (never a POST, see `isIdempotent`; never a timeout);
 * 3. on a 401, when a refresh is configured, the (shared) refresh runs once and, if it gives a
 *    token, the call is sent once more with it; if the refresh fails or gives nothing, or the
 *    retry is refused again, the `AuthenticationError` is thrown and the app signs the user out.
 */
export function createCall(settings: CallSettings): Call {
  const { context, getToken, refresh, retryDelaysMs } = settings;

  async function send(call: ApiRequest, token: string | null | undefined, options: RequestOptions) {
    const delays = isIdempotent(call.method) ? retryDelaysMs : [];
    return retryNetworkFailures(() => request(context, { ...call, token }, options), delays, options.signal);
  }

  async function callRoute(name: ApiRouteName, input: UncheckedInput, options: RequestOptions) {
    const route: ApiRoute = API_ROUTES[name];
    const call = prepareCall(route, input);
    const token = await getToken?.();
    try {
      return await send(call, token, options);
    } catch (error) {
      if (!(error instanceof AuthenticationError) || refresh === undefined) throw error;
      let fresh: string | null | undefined;
      try {
        fresh = await refresh();
      } catch (refreshError) {
        throw withRefreshFailure(error, refreshError);
      }
      if (!fresh) throw error;
      return send(call, fresh, options);
    }
  }

  return <N extends ApiRouteName>(name: N, ...args: CallArgs<N>): Promise<RouteOutput<N>> => {
    const [input, options] = args;
    // The response schema of API_ROUTES[N] parsed the body, so it is RouteOutput<N>; TypeScript
    // cannot follow an indexed schema through a generic name, hence the one cast of the table.
    return callRoute(name, input ?? {}, options ?? {}) as Promise<RouteOutput<N>>;
  };
}
