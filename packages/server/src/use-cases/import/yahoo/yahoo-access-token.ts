import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { AppError } from '../../../errors/app-error.js';
import { COLLECTIONS } from '../../../ports/collections.js';
import { HostError } from '../../../ports/host-error.js';
import { forgetTokens, refreshYahooTokens } from './refresh-yahoo-tokens.js';
import { REFRESH_MARGIN_MS, type YahooDeps } from './yahoo-deps.js';
import { openTokens, requireOAuth, requireSecrets } from './yahoo-token-vault.js';

/** The refreshes under way in this process, by user: parallel callers share one. */
export type RefreshesUnderWay = Map<string, Promise<string>>;

export interface AccessTokenOptions {
  /**
   * The access token Yahoo just refused (401): a new one is fetched unless the stored one is
   * already another (someone refreshed meanwhile), whatever its expiry says.
   */
  rejected?: string;
}

/** Said when the kept tokens cannot be opened (another key, damaged). */
const UNREADABLE_TOKENS =
  'Lineup Lab can no longer read the Yahoo sign-in it kept for you. Connect your Yahoo account again.';

/**
 * A current access token of the caller's Yahoo account, for the Fantasy API: the stored one while
 * more than 5 minutes of it remain (and Yahoo has not refused it); else the tokens are refreshed
 * (`refresh-yahoo-tokens.ts`: one refresh for every caller at once, in this process through
 * `refreshes` and across processes through the store). When Yahoo refuses the refresh (consent
 * revoked, password changed) the connection is removed and `HostError('yahoo', 'consent_revoked')`
 * thrown. Not connected: 409; no Yahoo app or no key to open the tokens: 503.
 */
export async function yahooAccessToken(
  deps: YahooDeps,
  refreshes: RefreshesUnderWay,
  ownerId: string,
  options: AccessTokenOptions = {},
): Promise<string> {
  requireOAuth(deps);
  const underWay = refreshes.get(ownerId);
  if (underWay) return underWay;
  const record = await COLLECTIONS.yahooConnections.of(deps.ctx.store).findOne({ _id: ownerId });
  if (record?.tokens === undefined) throw new AppError('CONFLICT', IMPORT_MESSAGES.yahooNotConnected);
  requireSecrets(deps);
  let tokens: ReturnType<typeof openTokens>;
  try {
    tokens = openTokens(deps.secrets, ownerId, record.tokens);
  } catch (cause) {
    // Sealed with another key (LINEUP_SECRET_KEY changed, the key file lost) or damaged: what
    // cannot be opened is of no use, and the person can connect again.
    await forgetTokens(deps, ownerId, record.tokenVersion ?? 0);
    throw new HostError('yahoo', 'consent_revoked', UNREADABLE_TOKENS, { cause });
  }
  const left = Date.parse(record.accessExpiresAt ?? '') - deps.ctx.clock.now().getTime();
  const refused = options.rejected !== undefined && options.rejected === tokens.accessToken;
  if (left > REFRESH_MARGIN_MS && !refused) return tokens.accessToken;

  let refresh = refreshes.get(ownerId);
  if (!refresh) {
    refresh = refreshYahooTokens(deps, record, tokens).finally(() => refreshes.delete(ownerId));
    refreshes.set(ownerId, refresh);
  }
  return refresh;
}
