import type { AuthConfig } from '@lineup-lab/core';
import * as oidc from 'openid-client';
import { CliError } from '../cli-error.js';
import type { CliIo } from '../io.js';

/** The `lineup` command's client at the embedded provider: public, device flow and refresh tokens. */
export const CLI_CLIENT_ID = 'lineup-cli';

/** Where and as which client the CLI signs in to a server. */
export interface SignInSettings {
  issuer: string;
  clientId: string;
  /** The API's resource indicator, sent as `resource` with every token request. */
  audience: string;
  scope: string;
}

/**
 * The CLI's sign-in settings from the server's public `GET /api/auth/config`: its issuer, audience
 * and scopes (with `offline_access`, which brings the refresh token), as the CLI's own client: the
 * one the server names (`cliClientId`), else `LINEUP_CLIENT_ID`, else `lineup-cli`.
 */
export function signInSettings(config: AuthConfig, env: CliIo['env']): SignInSettings {
  const scopes = config.scopes.includes('offline_access')
    ? config.scopes
    : [...config.scopes, 'offline_access'];
  return {
    issuer: config.issuer,
    clientId: config.cliClientId ?? (env.LINEUP_CLIENT_ID || CLI_CLIENT_ID),
    audience: config.audience,
    scope: scopes.join(' '),
  };
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * openid-client's configuration for an issuer, by discovery. A plain-http issuer is allowed on
 * loopback only (a local server); anywhere else the issuer must be https.
 */
export async function discoverIssuer(settings: Pick<SignInSettings, 'issuer' | 'clientId'>) {
  const issuer = new URL(settings.issuer);
  if (issuer.protocol === 'http:' && !isLoopback(issuer)) {
    throw new CliError(
      `The server signs in at ${settings.issuer}, which is not https: the CLI sends tokens over https only (or to this machine).`,
    );
  }
  return oidc.discovery(issuer, settings.clientId, undefined, oidc.None(), {
    ...(issuer.protocol === 'http:' && { execute: [oidc.allowInsecureRequests] }),
  });
}

/** The OAuth error code of an issuer's refusal (`invalid_grant`, `expired_token` …), if it is one. */
export function oauthErrorOf(error: unknown): string | undefined {
  return error instanceof oidc.ResponseBodyError ? error.error : undefined;
}

/**
 * What to tell the user when the issuer could not be asked or refused: the issuer's own
 * description when it gave one, else the failure (with the unreachable server named).
 */
export function issuerFailure(issuer: string, error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof oidc.ResponseBodyError) {
    return new CliError(`${issuer}: ${error.error_description ?? error.error}`, { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  const unreachable = reason === 'fetch failed' || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(String(error));
  return new CliError(
    unreachable ? `${issuer}: the sign-in server cannot be reached.` : `${issuer}: ${reason}`,
    { cause: error },
  );
}
