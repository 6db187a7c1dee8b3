import type { RequestOptions } from '../request.js';
import type { Call, RouteOutput } from '../route-types.js';

/** Calls about the session (spec §7 "Session and user"). */
export interface SessionApi {
  /** `GET /api/session/health` (public): the server is up, its version, and whether the token sent was accepted. */
  health(options?: RequestOptions): Promise<RouteOutput<'health'>>;
}

/** The session group, bound to a client's `call`. */
export function sessionApi(call: Call): SessionApi {
  return {
    health: (options) => call('health', {}, options),
  };
}
