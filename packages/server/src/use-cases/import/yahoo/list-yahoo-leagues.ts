import type { YahooLeaguesResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../../ports/collections.js';
import { leagueChoiceOf } from '../host-choices.js';
import { type AccessTokenOf, withYahooToken } from './with-yahoo-token.js';
import type { YahooDeps } from './yahoo-deps.js';

/**
 * `GET /api/import/yahoo/leagues`: the connected account's NFL leagues of the season under way
 * (the calendar's), each with its roster positions and scoring type, marked when the caller has
 * imported it already. Not connected: 409. Yahoo's failures are `HostError`s (the import's
 * `hostCall` counts the call and answers them): a revoked consent `consent_revoked` (and the
 * connection is removed), Yahoo refusing the app `not_approved`, unreachable `unreachable` …
 */
export async function listYahooLeagues(
  deps: YahooDeps,
  accessToken: AccessTokenOf,
  ownerId: string,
): Promise<YahooLeaguesResponse> {
  const { calendarSeason: season } = await deps.ctx.calendar.current();
  const [listings, imported] = await Promise.all([
    withYahooToken(accessToken, ownerId, (token) => deps.leagues.leaguesOf(token, season)),
    COLLECTIONS.leagues.of(deps.ctx.store).find({ ownerId, provider: 'yahoo' }),
  ]);
  const importedKeys = new Set(imported.map((league) => league.providerLeagueId));
  return {
    season,
    leagues: listings.map((league) => leagueChoiceOf(league, importedKeys.has(league.leagueId))),
  };
}
