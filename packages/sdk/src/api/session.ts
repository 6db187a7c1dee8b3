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
}

/** The session group, bound to a client's `call`. */
export function sessionApi(call: Call): SessionApi {
  return {
    health: (options) => call('health', {}, options),
    authConfig: (options) => call('authConfig', {}, options),
  };
}
