import type { RequestOptions } from '../request.js';
import type { Call, RouteOutput } from '../route-types.js';

/** Imported leagues (spec §7 "Billing, import and contact"). */
export interface LeaguesApi {
  /** `GET /api/import/leagues`: the caller's imported leagues. */
  list(options?: RequestOptions): Promise<RouteOutput<'importLeagues'>>;
}

/** The leagues group, bound to a client's `call`. */
export function leaguesApi(call: Call): LeaguesApi {
  return {
    list: (options) => call('importLeagues', {}, options),
  };
}
