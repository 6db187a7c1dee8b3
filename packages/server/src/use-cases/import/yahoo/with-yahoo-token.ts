import { HostError } from '../../../ports/host-error.js';
import type { AccessTokenOptions } from './yahoo-access-token.js';

/** How a use case gets the caller's Yahoo access token (`YahooAccounts.accessToken`). */
export type AccessTokenOf = (ownerId: string, options?: AccessTokenOptions) => Promise<string>;

/**
 * Whether `error` is Yahoo refusing an access token (the Fantasy API's 401, `token_expired` or
 * `token_rejected`), which the Yahoo adapter throws as `HostError('yahoo', 'refused')` with status 401.
 */
function isRefusedToken(error: unknown): boolean {
  return (
    error instanceof HostError &&
    error.provider === 'yahoo' &&
    error.code === 'refused' &&
    error.status === 401
  );
}

/**
 * Runs `work` with the caller's Yahoo access token; when Yahoo refuses the token (401: it expired
 * early, or consent was revoked), gets a new one and runs `work` once more. A revoked consent ends
 * there as `HostError('yahoo', 'consent_revoked')` (and the connection is removed).
 * @example
 * const league = await withYahooToken(accounts.accessToken, ownerId, (accessToken) =>
 *   yahoo.readLeague({ provider: 'yahoo', leagueId, accessToken }));
 */
export async function withYahooToken<T>(
  accessToken: AccessTokenOf,
  ownerId: string,
  work: (accessToken: string) => Promise<T>,
): Promise<T> {
  const token = await accessToken(ownerId);
  try {
    return await work(token);
  } catch (error) {
    if (!isRefusedToken(error)) throw error;
    return work(await accessToken(ownerId, { rejected: token }));
  }
}
