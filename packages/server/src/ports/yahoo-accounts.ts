import type { YahooConnection, YahooConnectResponse, YahooLeaguesResponse } from '@lineup-lab/core';

/**
 * A user's Yahoo account as the import reaches it: connecting it (OAuth 2.0 authorization code
 * with PKCE, through the server's callback), its connection state, its NFL leagues, and a current
 * access token for reading a league (refreshed before expiry). Present only on a server with a
 * Yahoo app (`YAHOO_CLIENT_ID` and `YAHOO_CLIENT_SECRET`); absent, Yahoo import is "not set up on
 * this server". Yahoo's failures are `HostError`s (provider `yahoo`); tokens are sealed at rest and
 * never answered nor logged.
 */
export interface YahooAccounts {
  /** Whether the caller's Yahoo account is connected, and since when (`configured` is true). */
  connection(ownerId: string): Promise<YahooConnection>;
  /** Starts connecting: the Yahoo consent page to send the browser to. */
  connect(ownerId: string): Promise<YahooConnectResponse>;
  /** Forgets the caller's tokens (and tells Yahoo); answers the connection as it now is. */
  disconnect(ownerId: string): Promise<YahooConnection>;
  /** The connected account's NFL leagues of the season under way. */
  leagues(ownerId: string): Promise<YahooLeaguesResponse>;
  /**
   * A current access token of the caller's account, refreshed first when it is about to expire.
   * Not connected: a CONFLICT refusal (`IMPORT_MESSAGES.yahooNotConnected`); consent revoked: a
   * `HostError` `consent_revoked`. `rejected` names a token Yahoo just refused (401): a new one
   * is fetched whatever its expiry says (unless another caller has done so meanwhile).
   */
  accessToken(ownerId: string, options?: { rejected?: string }): Promise<string>;
}
