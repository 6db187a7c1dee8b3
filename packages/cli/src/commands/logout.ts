import type { Command } from 'commander';
import * as oidc from 'openid-client';
import { discoverIssuer, issuerFailure } from '../auth/issuer.js';
import { userCredentials } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { serverUrl } from '../server-url.js';

/** `lineup logout --json`: whether there was a sign-in to forget, and whether the issuer revoked it. */
interface LogoutResult {
  server: string;
  signedOut: boolean;
  revoked: boolean;
}

function logoutText(result: LogoutResult): string {
  if (!result.signedOut) return `Not signed in to ${result.server}; nothing to forget.\n`;
  return `Signed out of ${result.server}${result.revoked ? ' (the refresh token is revoked)' : ''}.\n`;
}

/**
 * Revokes the refresh token at the issuer (RFC 7009) when it offers revocation. The access token
 * is a JWT that runs out by itself within the hour.
 */
async function revoke(session: { issuer: string; clientId: string; refreshToken?: string | undefined }) {
  if (!session.refreshToken) return false;
  const config = await discoverIssuer(session);
  if (!config.serverMetadata().revocation_endpoint) return false;
  await oidc.tokenRevocation(config, session.refreshToken, { token_type_hint: 'refresh_token' });
  return true;
}

/**
 * `lineup logout`: forgets this server's tokens, after revoking the refresh token when the issuer
 * supports it. Signed out already is not a failure. When the issuer cannot be reached, the tokens
 * are forgotten all the same, with a warning.
 */
export function logoutCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program.command('logout').description('forget the sign-in to a server (and revoke it)'),
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const store = userCredentials(io);
    const session = await store.read(server);
    let revoked = false;
    if (session) {
      revoked = await revoke(session).catch((error: unknown) => {
        const reason = issuerFailure(session.issuer, error).message;
        io.stderr(`Warning: could not revoke the sign-in (${reason}); it is forgotten here all the same.\n`);
        return false;
      });
      await store.remove(server);
    }
    present(io, options, { result: { server, signedOut: session !== undefined, revoked }, text: logoutText });
  });
}
