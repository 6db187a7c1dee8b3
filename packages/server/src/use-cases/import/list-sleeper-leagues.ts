import type { SleeperLeaguesResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { hostCall, type ImportContext } from './import-context.js';

/**
 * `GET /api/import/sleeper/leagues?username=`: the Sleeper user's NFL leagues of the season under
 * way (the calendar's), each marked when the caller has imported it already. An unknown username,
 * or a user without leagues this season, is 404 with Sleeper's reason. Sleeper's alone: no other
 * host finds a person's leagues by username.
 */
export function listSleeperLeagues(
  ctx: ImportContext,
  input: { ownerId: string; username: string },
): Promise<SleeperLeaguesResponse> {
  return hostCall(ctx, input.ownerId, async () => {
    const { calendarSeason: season } = await ctx.calendar.current();
    const [{ user, leagues }, imported] = await Promise.all([
      ctx.sources.sleeper.userLeagues(input.username, season),
      COLLECTIONS.leagues.of(ctx.store).find({ ownerId: input.ownerId, provider: 'sleeper' }),
    ]);
    const importedIds = new Set(imported.map((league) => league.providerLeagueId));
    return {
      user,
      season,
      leagues: leagues.map((league) => ({ ...league, alreadyImported: importedIds.has(league.leagueId) })),
    };
  });
}
