import type { RequestOptions } from '../request.js';
import type { Call, RouteOutput } from '../route-types.js';

/** Calls about the session (spec §7 "Session and user"). */
export interface SessionApi {
  /** `GET /api/session/health` (public): the server is up, its version, and whether the token sent was accepted. */
  health(options?: RequestOptions): Promise<RouteOutput<'health'>>;
  /**
   * `GET /api/auth/config` (public): how a browser signs in — the OpenID issuer, the web app's client
   * id, the API audience, the scopes to ask for and the roles claim. Read it once at start.
   * @example
   * const { issuer, clientId, audience, scopes } = await client.session.authConfig();
   * const config = await oidc.discovery(new URL(issuer), clientId);
   * oidc.buildAuthorizationUrl(config, { scope: scopes.join(' '), resource: audience, … });
   */
  authConfig(options?: RequestOptions): Promise<RouteOutput<'authConfig'>>;
  /**
   * `GET /api/season` (public): the season clock — the season under way (or the latest the data
   * has), its phase, the week users plan for, and each regular-season week with its kickoffs and
   * whether it has projections. Take the season and week from here rather than from the calendar.
   * @example
   * const { season, planningWeek, weeks } = await client.session.season();
   * const options = weeks.map((w) => w.week); // the weeks to offer; planningWeek is the default
   */
  season(options?: RequestOptions): Promise<RouteOutput<'season'>>;
}

/** The session group, bound to a client's `call`. */
export function sessionApi(call: Call): SessionApi {
  return {
    health: (options) => call('health', {}, options),
    authConfig: (options) => call('authConfig', {}, options),
    season: (options) => call('season', {}, options),
  };
}
