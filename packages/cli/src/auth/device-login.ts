import * as oidc from 'openid-client';
import { CliError } from '../cli-error.js';
import type { StoredSession } from './credentials.js';
import { discoverIssuer, issuerFailure, oauthErrorOf, type SignInSettings } from './issuer.js';

/** What the user is asked to do: open the page and enter the code (or open the complete URL). */
export interface DevicePrompt {
  verificationUri: string;
  userCode: string;
  /** The page with the code filled in, when the issuer gives one. */
  verificationUriComplete: string | undefined;
  /** Seconds the code is good for. */
  expiresIn: number;
}

/** A device sign-in under way: the prompt to show, and the wait for its approval. */
export interface DeviceLogin {
  prompt: DevicePrompt;
  /** Polls the issuer until the code is approved (the session to store) or refused, or expires. */
  approved(options: { now: () => Date; signal?: AbortSignal }): Promise<StoredSession>;
}

/** The session to store from a token response: what came back, the refresh token kept when none did. */
export function sessionFrom(
  tokens: oidc.TokenEndpointResponse,
  settings: Omit<SignInSettings, 'scope'>,
  options: { now: Date; previous?: StoredSession | undefined },
): StoredSession {
  const expiresIn = tokens.expires_in;
  return {
    issuer: settings.issuer,
    clientId: settings.clientId,
    audience: settings.audience,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? options.previous?.refreshToken,
    idToken: tokens.id_token ?? options.previous?.idToken,
    expiresAt:
      expiresIn === undefined ? undefined : new Date(options.now.getTime() + expiresIn * 1000).toISOString(),
    scope: tokens.scope ?? options.previous?.scope,
    savedAt: options.now.toISOString(),
  };
}

function pollFailure(issuer: string, error: unknown): CliError {
  const code = oauthErrorOf(error);
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  if (code === 'expired_token' || timedOut) {
    return new CliError('The code expired before it was approved. Run `lineup login` again.', {
      cause: error,
    });
  }
  if (code === 'access_denied') {
    return new CliError('The sign-in was refused on the verification page.', { cause: error });
  }
  return issuerFailure(issuer, error);
}

/**
 * Starts the OAuth 2.0 device authorization grant (RFC 8628) at the issuer: discovery, then the
 * device authorization request for the CLI's client, scopes and API resource. The caller shows the
 * prompt, then waits on `approved`, which polls the token endpoint at the interval the issuer asks.
 */
export async function startDeviceLogin(settings: SignInSettings): Promise<DeviceLogin> {
  let config: oidc.Configuration;
  let device: oidc.DeviceAuthorizationResponse;
  try {
    config = await discoverIssuer(settings);
    device = await oidc.initiateDeviceAuthorization(config, {
      scope: settings.scope,
      resource: settings.audience,
    });
  } catch (error) {
    throw issuerFailure(settings.issuer, error);
  }
  return {
    prompt: {
      verificationUri: device.verification_uri,
      userCode: device.user_code,
      verificationUriComplete: device.verification_uri_complete,
      expiresIn: device.expires_in,
    },
    async approved({ now, signal }) {
      try {
        const tokens = await oidc.pollDeviceAuthorizationGrant(
          config,
          device,
          { resource: settings.audience },
          signal ? { signal } : undefined,
        );
        return sessionFrom(tokens, settings, { now: now() });
      } catch (error) {
        throw pollFailure(settings.issuer, error);
      }
    },
  };
}
