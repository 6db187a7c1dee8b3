import type { RequestOptions } from '../request.js';
import type { Call, RouteOutput } from '../route-types.js';

/** Calls about the signed-in user (spec §7 "Session and user"). */
export interface UserApi {
  /**
   * `GET /api/user/profile`: who the server takes the caller for — id, email, role and admin level.
   * `role === 'admin'` is how an app learns that the caller is the administrator.
   */
  profile(options?: RequestOptions): Promise<RouteOutput<'userProfile'>>;
  /** `GET /api/user/teams`: the caller's teams, oldest first. */
  teams(options?: RequestOptions): Promise<RouteOutput<'userTeams'>>;
  /** `GET /api/user/subscription-status`: the caller's tier, usage and limits. */
  subscriptionStatus(options?: RequestOptions): Promise<RouteOutput<'subscriptionStatus'>>;
}

/** The user group, bound to a client's `call`. */
export function userApi(call: Call): UserApi {
  return {
    profile: (options) => call('userProfile', {}, options),
    teams: (options) => call('userTeams', {}, options),
    subscriptionStatus: (options) => call('subscriptionStatus', {}, options),
  };
}
