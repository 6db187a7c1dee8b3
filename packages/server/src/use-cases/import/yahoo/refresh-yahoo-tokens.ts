import { setTimeout as sleep } from 'node:timers/promises';
import { COLLECTIONS } from '../../../ports/collections.js';
import { HOST_MESSAGES, HostError } from '../../../ports/host-error.js';
import type { YahooConnectionRecord, YahooTokenSecret } from '../../../records/yahoo-connection-record.js';
import type { YahooDeps, YahooTokens } from './yahoo-deps.js';
import { openTokens, requireOAuth, sealTokens } from './yahoo-token-vault.js';

/**
 * How long one process may hold the refresh of a user's tokens (the token endpoint's attempts and
 * back-offs fit in it); past it, another process may take over.
 */
const REFRESH_CLAIM_MS = 60_000;
/** How often, and how long at most, a process waits for another's refresh (real time). */
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 60_000;

/** The message of a connection that is gone (revoked, or disconnected meanwhile). */
const CONSENT_REVOKED =
  'Yahoo no longer lets Lineup Lab read your leagues (the access was removed at Yahoo, or your Yahoo ' +
  'password changed). Connect your Yahoo account again.';

/**
 * Refreshes the tokens read in `record` (version `tokenVersion`) and answers the new access token.
 * One process at a time: it claims the refresh in the store (`refreshingUntil`, for at most a
 * minute); a process that finds it claimed waits for the new tokens instead of spending the same
 * refresh token (Yahoo rotates refresh tokens: the second use would be refused). The new tokens
 * are stored sealed. Yahoo refusing the refresh (`consent_revoked`) removes the tokens (and the
 * record, unless a new connection is under way) and is thrown.
 */
export async function refreshYahooTokens(
  deps: YahooDeps,
  record: YahooConnectionRecord,
  tokens: YahooTokenSecret,
): Promise<string> {
  const connections = COLLECTIONS.yahooConnections.of(deps.ctx.store);
  const { ownerId } = record;
  const version = record.tokenVersion ?? 0;
  const now = deps.ctx.clock.now();
  const claim = await connections.updateOne(
    {
      _id: ownerId,
      tokenVersion: version,
      $or: [{ refreshingUntil: { $exists: false } }, { refreshingUntil: { $lte: now.toISOString() } }],
    },
    { $set: { refreshingUntil: new Date(now.getTime() + REFRESH_CLAIM_MS).toISOString() } },
  );
  if (claim.modifiedCount !== 1) return tokenAfterRefreshElsewhere(deps, ownerId, version);

  let fresh: YahooTokens;
  try {
    fresh = await requireOAuth(deps).refresh(tokens.refreshToken);
  } catch (error) {
    if (error instanceof HostError && error.code === 'consent_revoked') {
      await forgetTokens(deps, ownerId, version);
    } else {
      await connections.updateOne(
        { _id: ownerId, tokenVersion: version },
        { $unset: { refreshingUntil: true } },
      );
    }
    throw error;
  }
  await connections.updateOne(
    { _id: ownerId, tokenVersion: version },
    {
      $set: {
        tokens: sealTokens(deps.secrets, ownerId, fresh),
        accessExpiresAt: fresh.expiresAt.toISOString(),
        updatedAt: deps.ctx.clock.now().toISOString(),
      },
      $unset: { refreshingUntil: true },
      $inc: { tokenVersion: 1 },
    },
  );
  return fresh.accessToken;
}

/**
 * The access token another process's refresh stores: waits (real time) until the tokens change,
 * the connection is gone (`consent_revoked`), or the claim is released or lapses without new
 * tokens (then refreshes here).
 */
async function tokenAfterRefreshElsewhere(
  deps: YahooDeps,
  ownerId: string,
  version: number,
): Promise<string> {
  const connections = COLLECTIONS.yahooConnections.of(deps.ctx.store);
  for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
    const record = await connections.findOne({ _id: ownerId });
    if (record?.tokens === undefined) throw new HostError('yahoo', 'consent_revoked', CONSENT_REVOKED);
    if ((record.tokenVersion ?? 0) !== version)
      return openTokens(deps.secrets, ownerId, record.tokens).accessToken;
    const claimLapsed =
      record.refreshingUntil === undefined ||
      Date.parse(record.refreshingUntil) <= deps.ctx.clock.now().getTime();
    if (claimLapsed)
      return refreshYahooTokens(deps, record, openTokens(deps.secrets, ownerId, record.tokens));
    await sleep(WAIT_STEP_MS);
  }
  throw new HostError('yahoo', 'unreachable', HOST_MESSAGES.unreachable('yahoo'));
}

/**
 * Removes tokens Yahoo no longer honours (those of version `version`): the record goes, unless a
 * new connection is under way for the user (then only the tokens go).
 */
export async function forgetTokens(deps: YahooDeps, ownerId: string, version: number): Promise<void> {
  const connections = COLLECTIONS.yahooConnections.of(deps.ctx.store);
  await connections.updateOne(
    { _id: ownerId, tokenVersion: version },
    {
      $unset: { tokens: true, accessExpiresAt: true, connectedAt: true, refreshingUntil: true },
      $set: { updatedAt: deps.ctx.clock.now().toISOString() },
    },
  );
  await connections.deleteOne({
    _id: ownerId,
    tokens: { $exists: false },
    pendingStateHash: { $exists: false },
  });
}
