import type { LeagueRef, RostersResponse } from '@lineup-lab/core';
import { leagueChoiceOf, rosterChoiceOf } from './host-choices.js';
import { hostRefOf } from './host-league-ref.js';
import { hostCall, type ImportContext } from './import-context.js';
import { readHostLeague } from './read-host-league.js';

/**
 * `POST /api/import/rosters` (and Sleeper's `GET /api/import/sleeper/leagues/:leagueId/rosters`):
 * the league at its host and its teams, by owner, to pick the caller's. Nothing is stored, not
 * even the cookies of a private ESPN league.
 */
export function listLeagueRosters(
  ctx: ImportContext,
  input: { ownerId: string; ref: LeagueRef },
): Promise<RostersResponse> {
  return hostCall(ctx, input.ownerId, async () => {
    const ref = await hostRefOf(ctx, input.ownerId, input.ref);
    const { league, imported } = await readHostLeague(ctx, input.ownerId, ref);
    return {
      league: leagueChoiceOf(league, imported !== null),
      rosters: league.rosters.map(rosterChoiceOf),
    };
  });
}
