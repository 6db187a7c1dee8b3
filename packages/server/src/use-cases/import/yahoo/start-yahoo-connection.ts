import type { YahooConnectResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../../ports/collections.js';
import { pkceChallenge, randomToken, stateHash } from './connection-state.js';
import { PENDING_TTL_MS, type YahooDeps } from './yahoo-deps.js';
import { requireOAuth, requireSecrets, verifierContext } from './yahoo-token-vault.js';

/**
 * `POST /api/import/yahoo/connection`: starts connecting the caller's Yahoo account. Makes a
 * random `state` and PKCE verifier, keeps them for 10 minutes with the user's record (the state
 * hashed, the verifier sealed; a new attempt replaces the one under way, an existing connection
 * stays until the new one completes), and answers Yahoo's consent page address, where the browser
 * goes next; Yahoo sends it back to the callback (`finish-yahoo-connection.ts`).
 * Refused (503) when Yahoo is not configured here or tokens cannot be sealed. (The import's
 * `hostCall` counts it against the user's import rate.)
 */
export async function startYahooConnection(deps: YahooDeps, ownerId: string): Promise<YahooConnectResponse> {
  const oauth = requireOAuth(deps);
  requireSecrets(deps);
  const state = randomToken();
  const verifier = randomToken();
  const now = deps.ctx.clock.now();
  await COLLECTIONS.yahooConnections.of(deps.ctx.store).updateOne(
    { _id: ownerId, ownerId },
    {
      $set: {
        pendingStateHash: stateHash(state),
        pending: {
          verifier: deps.secrets.seal(verifier, verifierContext(ownerId)),
          expiresAt: new Date(now.getTime() + PENDING_TTL_MS).toISOString(),
        },
        updatedAt: now.toISOString(),
      },
    },
    { upsert: true },
  );
  return { authorizationUrl: oauth.authorizationUrl({ state, codeChallenge: pkceChallenge(verifier) }) };
}
