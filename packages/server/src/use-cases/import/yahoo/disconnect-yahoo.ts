import type { YahooConnection } from '@lineup-lab/core';
import { COLLECTIONS } from '../../../ports/collections.js';
import { yahooConnectionStatus } from './yahoo-connection-status.js';
import type { YahooDeps } from './yahoo-deps.js';
import { openTokens } from './yahoo-token-vault.js';

/**
 * `DELETE /api/import/yahoo/connection`: forgets the caller's Yahoo connection (its sealed tokens
 * and any connection under way), then asks Yahoo to revoke the refresh token (`/oauth2/revoke`).
 * The tokens are gone from the store whatever Yahoo answers: a failed revocation is not the
 * caller's problem, and the person can also remove the app at Yahoo. Answers the new status.
 */
export async function disconnectYahoo(deps: YahooDeps, ownerId: string): Promise<YahooConnection> {
  const connections = COLLECTIONS.yahooConnections.of(deps.ctx.store);
  const record = await connections.findOne({ _id: ownerId });
  await connections.deleteMany({ ownerId });
  if (record?.tokens !== undefined && deps.oauth !== null && deps.secrets.available) {
    try {
      await deps.oauth.revoke(openTokens(deps.secrets, ownerId, record.tokens).refreshToken);
    } catch {
      // Best effort (see above): nothing of the tokens is left here to retry with.
    }
  }
  return yahooConnectionStatus(deps, ownerId);
}
