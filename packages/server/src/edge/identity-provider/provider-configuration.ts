import {
  type AdapterFactory,
  type ClientMetadata,
  type Configuration,
  errors,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { type IdentityKeys, SIGNING_ALGORITHM } from '../../adapters/identity/signing-keys.js';
import type { Collection } from '../../ports/store.js';
import type { AccountRecord } from '../../records/account-record.js';
import { rolesFor } from '../../use-cases/accounts/account-rules.js';
import {
  deviceCodePage,
  deviceConfirmPage,
  deviceErrorMessage,
  deviceSuccessPage,
  loggedOutPage,
  logoutPage,
  providerErrorPage,
  signingOutPage,
} from '../pages/identity/provider-pages.js';
import { WRONG_USER_CODE } from './device-flow-limits.js';

/** The web app: a public client using the authorization code flow with PKCE. */
export const WEB_CLIENT_ID = 'lineup-web';
/** The `lineup` command: a public client using the device flow. */
export const CLI_CLIENT_ID = 'lineup-cli';
/** OpenID Connect scopes. `offline_access` brings a refresh token. */
const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** Scopes of the API (the resource server named by the audience). */
const API_SCOPES = ['read:teams', 'read:subscription'] as const;
/** What the web app asks for when it signs in, in the spec's order (§7). */
export const WEB_SCOPES = ['openid', 'profile', 'email', ...API_SCOPES, 'offline_access'] as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes, in seconds. */
const IDENTITY_TTL = {
  accessToken: HOUR,
  idToken: HOUR,
  authorizationCode: MINUTE,
  deviceCode: 10 * MINUTE,
  interaction: HOUR,
  session: 14 * DAY,
  /** Absolute: rotation hands on the time left, so a chain of refresh tokens ends 30 days after sign-in. */
  refreshToken: 30 * DAY,
  grant: 30 * DAY,
} as const;

/** What the provider configuration is built from. */
export interface ProviderConfigurationInput {
  audience: string;
  webRedirectUris: string[];
  webPostLogoutRedirectUris: string[];
  rolesClaim: string;
  adminEmail: string;
  keys: IdentityKeys;
  adapter: AdapterFactory;
  accounts: Collection<AccountRecord>;
}

function clients(input: ProviderConfigurationInput): ClientMetadata[] {
  return [
    {
      client_id: WEB_CLIENT_ID,
      client_name: 'Lineup Lab',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: input.webRedirectUris,
      post_logout_redirect_uris: input.webPostLogoutRedirectUris,
    },
    {
      client_id: CLI_CLIENT_ID,
      client_name: 'Lineup Lab CLI',
      application_type: 'native',
      token_endpoint_auth_method: 'none',
      grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
      response_types: [],
      redirect_uris: [],
    },
  ];
}

/**
 * Whether to sign out without asking: true for the web app signing out the account signed in here,
 * with that account's identity token as hint (the person clicked Sign out in the app), whose grant
 * is then set to end with the provider's session, refresh tokens included (oidc-provider keeps
 * grants with `offline_access` past a logout unless told otherwise). Anyone else (another client,
 * no hint, a hint of another account: a link that would sign a person out unasked) is asked.
 */
function acceptOwnAppSignOut(ctx: KoaContextWithOIDC): boolean {
  const { client, session, entities } = ctx.oidc;
  const hint = entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  if (client?.clientId !== WEB_CLIENT_ID || !session?.accountId) return false;
  if (hint?.payload?.sub !== session.accountId) return false;
  const authorization = session.authorizations?.[WEB_CLIENT_ID];
  if (authorization) authorization.persistsLogout = false;
  return true;
}

function originOf(uri: string): string | undefined {
  return URL.parse(uri)?.origin;
}

/** Lifetimes as oidc-provider takes them; a rotated refresh token hands on the time its chain has left. */
const PROVIDER_TTL: Configuration['ttl'] = {
  AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? IDENTITY_TTL.accessToken,
  AuthorizationCode: IDENTITY_TTL.authorizationCode,
  DeviceCode: IDENTITY_TTL.deviceCode,
  IdToken: IDENTITY_TTL.idToken,
  Interaction: IDENTITY_TTL.interaction,
  Session: IDENTITY_TTL.session,
  Grant: IDENTITY_TTL.grant,
  RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? IDENTITY_TTL.refreshToken,
};

/** The claims of account `accountId` in tokens: its address and its roles (under `rolesClaim`). */
function claimsReader(input: ProviderConfigurationInput) {
  return async (accountId: string): Promise<Record<string, unknown> | undefined> => {
    const account = await input.accounts.findOne({ _id: accountId });
    if (!account) return undefined;
    return { email: account.email, [input.rolesClaim]: rolesFor(account.email, input.adminEmail) };
  };
}

/** The API as the one resource server: JWT access tokens for `audience` with the API scopes. */
function resourceIndicators(audience: string): NonNullable<Configuration['features']>['resourceIndicators'] {
  return {
    enabled: true,
    defaultResource: async (_ctx, _client, oneOf) => {
      if (!oneOf) return audience;
      return oneOf.includes(audience) ? audience : oneOf;
    },
    useGrantedResource: async () => true,
    getResourceServerInfo: async (_ctx, indicator) => {
      if (indicator !== audience) throw new errors.InvalidTarget();
      return {
        scope: API_SCOPES.join(' '),
        audience,
        accessTokenFormat: 'jwt',
        accessTokenTTL: IDENTITY_TTL.accessToken,
        jwt: { sign: { alg: SIGNING_ALGORITHM } },
      };
    },
  };
}

/**
 * The device flow (the CLI) with our pages. The callbacks take oidc-provider's positional
 * parameters (4 and 5 of them): their signatures are the library's, not ours to change.
 */
const DEVICE_FLOW: NonNullable<Configuration['features']>['deviceFlow'] = {
  enabled: true,
  userCodeInputSource: (ctx, form, _out, err) => {
    if (err?.name === 'NotFoundError') ctx.state[WRONG_USER_CODE] = true;
    ctx.type = 'html';
    ctx.body = deviceCodePage(form, deviceErrorMessage(err));
  },
  userCodeConfirmSource: (ctx, form, client, _deviceInfo, userCode) => {
    ctx.type = 'html';
    ctx.body = deviceConfirmPage(form, client.clientName ?? client.clientId, userCode);
  },
  successSource: (ctx) => {
    ctx.type = 'html';
    ctx.body = deviceSuccessPage();
  },
};

/** Sign-out asked by a client, with our pages: our own app's without a question (`acceptOwnAppSignOut`). */
const RP_INITIATED_LOGOUT: NonNullable<Configuration['features']>['rpInitiatedLogout'] = {
  enabled: true,
  logoutSource: (ctx, form) => {
    ctx.type = 'html';
    ctx.body = acceptOwnAppSignOut(ctx) ? signingOutPage(form) : logoutPage(form);
  },
  postLogoutSuccessSource: (ctx) => {
    ctx.type = 'html';
    ctx.body = loggedOutPage();
  },
};

/**
 * oidc-provider's configuration for the embedded issuer: our two first-party clients, the spec's
 * scopes, PKCE always, JWT access tokens for the API audience carrying `email` and the roles claim,
 * refresh tokens with `offline_access` (rotated on every use), the device flow, keys and cookies
 * from the store, and our own pages (no inline scripts or styles).
 */
export function providerConfiguration(input: ProviderConfigurationInput): Configuration {
  const claimsOf = claimsReader(input);
  return {
    adapter: input.adapter,
    clients: clients(input),
    jwks: { keys: input.keys.signing },
    cookies: {
      keys: input.keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    scopes: [...OIDC_SCOPES, ...API_SCOPES],
    claims: {
      openid: ['sub', input.rolesClaim],
      email: ['email'],
      profile: ['preferred_username'],
    },
    // The ID token carries the claims of the granted scopes (there is no userinfo call to make).
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const claims = await claimsOf(sub);
      if (!claims) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, ...claims, preferred_username: claims.email };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      return claimsOf(token.accountId);
    },
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    rotateRefreshToken: true,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => originOf(uri) === origin) ?? false,
    ttl: PROVIDER_TTL,
    // The app path a sign-in started from: a sign-up confirmed in another browser goes back there.
    // `screen_hint=signup` (Auth0's name for it): the app's "Create account" opens the sign-up page.
    extraParams: ['lineup_return_to', 'screen_hint'],
    interactions: {
      url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: resourceIndicators(input.audience),
      deviceFlow: DEVICE_FLOW,
      rpInitiatedLogout: RP_INITIATED_LOGOUT,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(out);
    },
  };
}
