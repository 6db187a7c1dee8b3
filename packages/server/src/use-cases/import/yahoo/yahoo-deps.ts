import type { HostLeague } from '../../../ports/league-source.js';
import type { SecretBox } from '../../../ports/secret-box.js';
import type { ServiceContext } from '../../service-context.js';

/**
 * What the Yahoo connection use cases need: the store, clocks and season; the secret box the
 * tokens are sealed with; the operator's Yahoo app (`null` when `YAHOO_CLIENT_ID` /
 * `YAHOO_CLIENT_SECRET` are not set); and the Fantasy API's league list. The two Yahoo parts are
 * met by `adapters/yahoo` (`createYahooOAuth`, `createYahooLeagueSource`), declared here by what
 * the use cases call so that use cases import no adapter.
 */
export interface YahooDeps {
  ctx: Pick<ServiceContext, 'store' | 'clock' | 'calendar'>;
  secrets: SecretBox;
  oauth: YahooAuthorizer | null;
  leagues: YahooLeagueLister;
}

/** The tokens of one grant (never logged, kept only sealed). */
export interface YahooTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  yahooGuid: string | null;
}

/** Yahoo's OAuth 2.0 endpoints for the operator's app (`adapters/yahoo/yahoo-oauth.ts`). */
export interface YahooAuthorizer {
  authorizationUrl(request: { state: string; codeChallenge: string }): string;
  /** Fails with `HostError` (`consent_revoked` for a used, expired or forged code). */
  exchangeCode(code: string, codeVerifier: string): Promise<YahooTokens>;
  /** Fails with `HostError('yahoo', 'consent_revoked')` when Yahoo no longer honours the refresh token. */
  refresh(refreshToken: string): Promise<YahooTokens>;
  revoke(refreshToken: string): Promise<void>;
}

/** The connected account's NFL leagues of a season (`adapters/yahoo/yahoo-league-source.ts`). */
export interface YahooLeagueLister {
  leaguesOf(accessToken: string, season: number): Promise<Omit<HostLeague, 'rosters' | 'players'>[]>;
}

/** How long a connection under way (its `state` and PKCE verifier) is accepted by the callback. */
export const PENDING_TTL_MS = 10 * 60_000;

/** An access token with less than this left is refreshed before use. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** The messages of the Yahoo connection that core's `IMPORT_MESSAGES` does not have. */
export const YAHOO_ACCOUNT_MESSAGES = {
  noSecretKey:
    'Yahoo import is not available on this server: it has no key to keep Yahoo sign-ins safe ' +
    '(the operator sets LINEUP_SECRET_KEY).',
} as const;
