/**
 * TEST SUPPORT: gets real tokens from the server's embedded OpenID provider without a browser, the
 * way `lineup login` does: the device flow as the `lineup-cli` client, with the code approved on the
 * provider's own pages (`approveDevice`).
 */
import * as oidc from 'openid-client';
import { approveDevice, type DeviceApprover } from './approve-device.js';

/** The tokens a sign-in gives, and where they came from (what a stored-token file holds). */
export interface SignInTokens {
  issuer: string;
  clientId: string;
  audience: string;
  accessToken: string;
  refreshToken: string | undefined;
}

/**
 * Signs in at the server's issuer (read from its public `GET /api/auth/config`) with the device flow
 * as `lineup-cli`, asking for `offline_access` so that a refresh token comes too.
 */
export async function deviceSignIn(baseUrl: string, approver: DeviceApprover): Promise<SignInTokens> {
  const response = await fetch(new URL('/api/auth/config', baseUrl));
  const settings = (await response.json()) as { issuer: string; audience: string; scopes: string[] };
  const clientId = 'lineup-cli';
  const scope = [...new Set([...settings.scopes, 'offline_access'])].join(' ');
  const config = await oidc.discovery(new URL(settings.issuer), clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  const device = await oidc.initiateDeviceAuthorization(config, { scope, resource: settings.audience });
  await approveDevice({ verificationUri: device.verification_uri, userCode: device.user_code }, approver);
  const tokens = await oidc.genericGrantRequest(config, 'urn:ietf:params:oauth:grant-type:device_code', {
    device_code: device.device_code,
    resource: settings.audience,
  });
  return {
    issuer: settings.issuer,
    clientId,
    audience: settings.audience,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}
