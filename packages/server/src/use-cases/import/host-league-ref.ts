import { espnLeagueOf, IMPORT_MESSAGES, type LeagueRef } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { HostLeagueRef } from '../../ports/league-source.js';
import type { LeagueRecord } from '../../records/league-record.js';
import { espnCookiesOf } from './espn-cookies.js';
import { openEspnCookies } from './espn-credentials.js';
import type { ImportContext } from './import-context.js';
import { yahooAccountsOf } from './yahoo-account-calls.js';

/**
 * How to reach the league a request names: Sleeper's id as it is; ESPN's id (or the page address
 * pasted) with the season given, else the address's `seasonId`, else the season under way, and
 * the cookies normalised (`espnCookiesOf`) when both are given; Yahoo's league key with a current
 * access token of the caller's account (503 without a Yahoo app, 409 when not connected).
 */
export async function hostRefOf(ctx: ImportContext, ownerId: string, ref: LeagueRef): Promise<HostLeagueRef> {
  switch (ref.provider) {
    case 'sleeper':
      return { provider: 'sleeper', leagueId: ref.leagueId };
    case 'espn': {
      const league = espnLeagueOf(ref.league);
      if (!league) throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.espnLeague);
      const season = ref.season ?? league.season ?? (await ctx.calendar.current()).calendarSeason;
      const cookies =
        ref.espnS2 !== undefined && ref.swid !== undefined
          ? espnCookiesOf({ espnS2: ref.espnS2, swid: ref.swid })
          : null;
      return { provider: 'espn', leagueId: league.leagueId, season, cookies };
    }
    case 'yahoo':
      return {
        provider: 'yahoo',
        leagueId: ref.leagueId,
        accessToken: await yahooAccountsOf(ctx).accessToken(ownerId),
      };
  }
}

/**
 * How a sync reaches an imported league again: its host, its id there and its season (ESPN), with
 * a private ESPN league's sealed cookies opened, and a current Yahoo access token.
 */
export async function storedLeagueRefOf(ctx: ImportContext, league: LeagueRecord): Promise<HostLeagueRef> {
  switch (league.provider) {
    case 'sleeper':
      return { provider: 'sleeper', leagueId: league.providerLeagueId };
    case 'espn':
      return {
        provider: 'espn',
        leagueId: league.providerLeagueId,
        season: league.season,
        cookies: league.credentials
          ? openEspnCookies(ctx, { _id: league._id, credentials: league.credentials })
          : null,
      };
    case 'yahoo':
      return {
        provider: 'yahoo',
        leagueId: league.providerLeagueId,
        accessToken: await yahooAccountsOf(ctx).accessToken(league.ownerId),
      };
  }
}
