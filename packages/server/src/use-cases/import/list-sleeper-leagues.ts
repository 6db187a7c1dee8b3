import type { SleeperLeaguesResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { type ImportContext, sleeperCall } from './import-context.js';
import { leagueChoiceOf } from './sleeper-choices.js';

/**
 * `GET /api/import/sleeper/leagues?username=`: the Sleeper user's NFL leagues of the season under
 * way (the calendar's), each marked when the caller has imported it already. An unknown username,
 * or a user without leagues this season, is 404 with Sleeper's reason.
 */
export function listSleeperLeagues(
  ctx: ImportContext,
  input: { ownerId: string; username: string },
): Promise<SleeperLeaguesResponse> {
  return sleeperCall(ctx, input.ownerId, async () => {
    const { calendarSeason: season } = await ctx.calendar.current();
    const user = await ctx.sleeper.user(input.username);
    const [leagues, imported] = await Promise.all([
      ctx.sleeper.leagues(user.user_id, season),
      COLLECTIONS.leagues.of(ctx.store).find({ ownerId: input.ownerId, provider: 'sleeper' }),
    ]);
    const importedIds = new Set(imported.map((league) => league.providerLeagueId));
    return {
      user: {
        userId: user.user_id,
        username: user.username ?? input.username,
        displayName: user.display_name || user.username || input.username,
      },
      season,
      leagues: leagues.map((league) => leagueChoiceOf(league, importedIds.has(league.league_id))),
    };
  });
}
