import { AppError } from '../../errors/app-error.js';
import type { SleeperClient } from '../../ports/sleeper-client.js';
import { SleeperError } from '../../ports/sleeper-error.js';
import { consumeRateLimits } from '../../rate-limit/consume-rate-limit.js';
import type { ServiceContext } from '../service-context.js';
import type { SleeperPlayers } from './sleeper-players.js';

/** What the import use cases need besides the store and the clock: Sleeper, and its player list kept once a day. */
export interface ImportContext extends ServiceContext {
  sleeper: SleeperClient;
  sleeperPlayers: SleeperPlayers;
}

/**
 * Calls to the import per user: 60 every 10 minutes. Each one calls Sleeper (one to four
 * requests), so a user cannot spend the process's share of Sleeper's limit (the client's token
 * bucket, shared by every user) for everyone else.
 */
export const IMPORT_RATE = { limit: 60, windowMs: 10 * 60_000 } as const;

/**
 * Runs one import call of a user: counts it against `IMPORT_RATE` (429 with the wait when over),
 * then `work`, whose Sleeper failures become our refusals with Sleeper's message for the user: an
 * unknown user, league or season without leagues 404, Sleeper unreachable or answering what we
 * cannot read 503.
 */
export async function sleeperCall<T>(
  ctx: ImportContext,
  ownerId: string,
  work: () => Promise<T>,
): Promise<T> {
  await consumeRateLimits(ctx, [{ key: `import:user:${ownerId}`, ...IMPORT_RATE }]);
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SleeperError)) throw error;
    const notFound = ['unknown_user', 'unknown_league', 'no_leagues'].includes(error.code);
    throw new AppError(notFound ? 'NOT_FOUND' : 'UNAVAILABLE', error.message);
  }
}
