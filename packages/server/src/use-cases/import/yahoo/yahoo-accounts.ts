import type { YahooAccounts } from '../../../ports/yahoo-accounts.js';
import { disconnectYahoo } from './disconnect-yahoo.js';
import { finishYahooConnection, type YahooCallbackQuery } from './finish-yahoo-connection.js';
import { listYahooLeagues } from './list-yahoo-leagues.js';
import { startYahooConnection } from './start-yahoo-connection.js';
import { type AccessTokenOptions, type RefreshesUnderWay, yahooAccessToken } from './yahoo-access-token.js';
import { yahooConnectionStatus } from './yahoo-connection-status.js';
import type { YahooDeps } from './yahoo-deps.js';

/**
 * A user's Yahoo account as the API and the import use cases reach it (`ports/yahoo-accounts.ts`),
 * with what the port leaves out: `accessToken` may be told the token Yahoo just refused (use it
 * through `withYahooToken`), and `finish` completes a connection from the OAuth callback.
 */
export interface YahooAccountsService extends YahooAccounts {
  /**
   * A current access token for the Fantasy API (refreshed when under 5 minutes remain, or when
   * `rejected` names the one Yahoo just refused).
   */
  accessToken(ownerId: string, options?: AccessTokenOptions): Promise<string>;
  /** The OAuth callback (`GET /api/import/yahoo/callback`): where to send the browser next. */
  finish(query: YahooCallbackQuery): Promise<string>;
}

/**
 * The Yahoo connection use cases over one set of parts, with this process's shared refreshes
 * (two callers needing a refresh at once cause one).
 * @example
 * const yahooAccounts = createYahooAccounts({
 *   ctx, secrets, leagues: createYahooLeagueSource({ baseUrl: config.yahoo.apiUrl }),
 *   oauth: config.yahoo.clientId ? createYahooOAuth({ … }) : null,
 * });
 * app.get(YAHOO_CALLBACK_PATH, yahooCallbackHandler(yahooAccounts));
 */
export function createYahooAccounts(deps: YahooDeps): YahooAccountsService {
  const refreshes: RefreshesUnderWay = new Map();
  const accessToken = (ownerId: string, options?: AccessTokenOptions) =>
    yahooAccessToken(deps, refreshes, ownerId, options);
  return {
    connection: (ownerId) => yahooConnectionStatus(deps, ownerId),
    connect: (ownerId) => startYahooConnection(deps, ownerId),
    disconnect: (ownerId) => disconnectYahoo(deps, ownerId),
    leagues: (ownerId) => listYahooLeagues(deps, accessToken, ownerId),
    accessToken,
    finish: (query) => finishYahooConnection(deps, query),
  };
}
