import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { HostLeague, HostLeagueRef } from '../../ports/league-source.js';
import type { LeagueRecord } from '../../records/league-record.js';
import type { ImportContext } from './import-context.js';
import { withYahooToken } from './yahoo/with-yahoo-token.js';
import { yahooAccountsOf } from './yahoo-account-calls.js';

/**
 * The league `ref` names, read from its host's adapter (`LeagueSource.readLeague`), and the
 * caller's record of it when the caller has imported it (`null` otherwise), both at once. A host
 * this server has no adapter for is refused (503). Host failures are thrown as they are
 * (`hostCall` makes refusals of them).
 */
export async function readHostLeague(
  ctx: ImportContext,
  ownerId: string,
  ref: HostLeagueRef,
): Promise<{ league: HostLeague; imported: LeagueRecord | null }> {
  const [league, imported] = await Promise.all([
    readLeague(ctx, ownerId, ref),
    COLLECTIONS.leagues
      .of(ctx.store)
      .findOne({ ownerId, provider: ref.provider, providerLeagueId: ref.leagueId }),
  ]);
  return { league, imported };
}

function readLeague(ctx: ImportContext, ownerId: string, ref: HostLeagueRef): Promise<HostLeague> {
  const { sources } = ctx;
  switch (ref.provider) {
    case 'sleeper':
      return sources.sleeper.readLeague(ref);
    case 'espn':
      if (!sources.espn) throw new AppError('UNAVAILABLE', 'ESPN import is not set up on this server.');
      return sources.espn.readLeague(ref);
    case 'yahoo': {
      const yahoo = sources.yahoo;
      if (!yahoo) throw new AppError('UNAVAILABLE', IMPORT_MESSAGES.yahooNotConfigured);
      // A token Yahoo refuses before its expiry (revoked, rotated) is renewed once.
      return withYahooToken(
        (owner, options) =>
          options?.rejected === undefined
            ? Promise.resolve(ref.accessToken)
            : yahooAccountsOf(ctx).accessToken(owner, options),
        ownerId,
        (accessToken) => yahoo.readLeague({ ...ref, accessToken }),
      );
    }
  }
}
