import type { SleeperRostersResponse } from '@lineup-lab/core';
import { type ImportContext, sleeperCall } from './import-context.js';
import { readSleeperLeague } from './read-sleeper-roster.js';
import { leagueChoiceOf, rosterChoiceOf } from './sleeper-choices.js';

/** `GET /api/import/sleeper/leagues/:leagueId/rosters`: the league and its teams, by owner, to pick the caller's. */
export function listSleeperRosters(
  ctx: ImportContext,
  input: { ownerId: string; leagueId: string },
): Promise<SleeperRostersResponse> {
  return sleeperCall(ctx, input.ownerId, async () => {
    const { league, rosters, users, imported } = await readSleeperLeague(ctx, input);
    return {
      league: leagueChoiceOf(league, imported !== null),
      rosters: rosters.map((roster) => rosterChoiceOf(roster, users)),
    };
  });
}
