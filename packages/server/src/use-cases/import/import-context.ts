import { HostError } from '../../ports/host-error.js';
import type { HostLeagueRef, LeagueSource } from '../../ports/league-source.js';
import type { SecretBox } from '../../ports/secret-box.js';
import type { SleeperLeagueSource } from '../../ports/sleeper-league-source.js';
import type { YahooAccounts } from '../../ports/yahoo-accounts.js';
import { consumeRateLimits } from '../../rate-limit/consume-rate-limit.js';
import type { ServiceContext } from '../service-context.js';
import { hostRefusal } from './host-refusal.js';
import type { YahooLeagueLister } from './yahoo/yahoo-deps.js';

/** How the import reaches a league at one host. */
type HostRefOf<P extends HostLeagueRef['provider']> = Extract<HostLeagueRef, { provider: P }>;

/**
 * The league-source adapters, one per host. Sleeper's is always there (a public API); ESPN's and
 * Yahoo's are absent on a server that has not wired them, and importing from them is then refused
 * (503) with the reason.
 */
export interface LeagueSources {
  sleeper: SleeperLeagueSource;
  espn?: LeagueSource<HostRefOf<'espn'>> | undefined;
  /** Yahoo's also lists a connected account's leagues (`leaguesOf`). */
  yahoo?: (LeagueSource<HostRefOf<'yahoo'>> & YahooLeagueLister) | undefined;
}

/** What the import use cases need besides the store and the clock. */
export interface ImportContext extends ServiceContext {
  /** The league hosts (`ports/league-source.ts`). */
  sources: LeagueSources;
  /** Where a private ESPN league's cookies are sealed (`ports/secret-box.ts`). */
  secrets: SecretBox;
  /** The users' Yahoo accounts: present only when the server has a Yahoo app (YAHOO_CLIENT_ID/SECRET). */
  yahoo?: YahooAccounts | undefined;
}

/**
 * Calls to the import per user: 60 every 10 minutes, whatever the host. Each one calls the host
 * (one to four requests), so a user cannot spend the process's share of a host's limit (its
 * client's token bucket, shared by every user) for everyone else.
 */
export const IMPORT_RATE = { limit: 60, windowMs: 10 * 60_000 } as const;

/**
 * Runs one import call of a user: counts it against `IMPORT_RATE` (429 with the wait when over),
 * then `work`, whose host failures (`HostError`, any host) become our refusals with the host's
 * message for the user (`hostRefusal`: 404 for what the host does not have, 403 for a private
 * league, 409 for a Yahoo consent withdrawn, 503 for a host unreachable or answering what we
 * cannot read).
 */
export async function hostCall<T>(ctx: ImportContext, ownerId: string, work: () => Promise<T>): Promise<T> {
  await consumeRateLimits(ctx, [{ key: `import:user:${ownerId}`, ...IMPORT_RATE }]);
  try {
    return await work();
  } catch (error) {
    if (error instanceof HostError) throw hostRefusal(error);
    throw error;
  }
}
