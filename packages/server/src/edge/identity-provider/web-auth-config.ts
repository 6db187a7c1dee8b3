import type { AuthConfig } from '@lineup-lab/core';
import { CLI_CLIENT_ID, WEB_CLIENT_ID, WEB_SCOPES } from './provider-configuration.js';

/** What the web app's sign-in settings are worked out from, once at start. */
export interface WebAuthConfigInput {
  /** The embedded provider's issuer (`${PUBLIC_URL}/oidc`), when it is the identity provider. */
  embeddedIssuer: string | undefined;
  /** AUTH_ISSUER, the outside issuer, when it is set. */
  outsideIssuer: string | undefined;
  /** AUTH_WEB_CLIENT_ID: the web app's client id at the outside issuer. */
  outsideClientId: string;
  /** AUTH_CLI_CLIENT_ID: the `lineup` command's client id at the outside issuer, when it has one. */
  outsideCliClientId?: string | undefined;
  /** The API audience access tokens must carry (AUTH_AUDIENCE, or `${PUBLIC_URL}/api`). */
  audience: string;
  rolesClaim: string;
}

/**
 * The body of `GET /api/auth/config`: how a browser signs in. With the embedded provider, its issuer
 * and its `lineup-web` client; with an outside issuer, that issuer (exactly as configured: its
 * trailing slash is part of the identifier) and AUTH_WEB_CLIENT_ID. The scopes are the spec's. The
 * CLI's client is named too: `lineup-cli` at the embedded provider, AUTH_CLI_CLIENT_ID (when set)
 * at an outside issuer.
 */
export function webAuthConfig(input: WebAuthConfigInput): AuthConfig {
  const issuer = input.embeddedIssuer ?? input.outsideIssuer;
  if (issuer === undefined) throw new Error('No identity provider: neither embedded nor AUTH_ISSUER');
  const embedded = input.embeddedIssuer !== undefined;
  const cliClientId = embedded ? CLI_CLIENT_ID : input.outsideCliClientId;
  return {
    issuer,
    clientId: embedded ? WEB_CLIENT_ID : input.outsideClientId,
    ...(cliClientId !== undefined && { cliClientId }),
    audience: input.audience,
    scopes: [...WEB_SCOPES],
    rolesClaim: input.rolesClaim,
  };
}
