import type { SleeperRostersResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../store/collections.js';
import { type ImportContext, sleeperCall } from './import-context.js';
import { leagueChoiceOf, rosterChoiceOf } from './sleeper-choices.js';

/** `GET /api/import/sleeper/leagues/:leagueId/rosters`: the league and its teams, by owner, to pick the caller's. */
export function listSleeperRosters(
  ctx: ImportContext,
  input: { ownerId: string; leagueId: string },
): Promise<SleeperRostersResponse> {
  return sleeperCall(ctx, input.ownerId, async () => {
    const [league, rosters, users, imported] = await Promise.all([
      ctx.sleeper.league(input.leagueId),
      ctx.sleeper.rosters(input.leagueId),
      ctx.sleeper.users(input.leagueId),
      COLLECTIONS.leagues
        .of(ctx.store)
        .findOne({ ownerId: input.ownerId, provider: 'sleeper', providerLeagueId: input.leagueId }),
    ]);
    return {
      league: leagueChoiceOf(league, imported !== null),
      rosters: rosters.map((roster) => rosterChoiceOf(roster, users)),
    };
  });
}
