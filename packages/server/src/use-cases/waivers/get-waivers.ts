import {
  emptyLineup,
  type Position,
  rankPickups,
  rosterOf,
  rosterPlayers,
  shortlistFreeAgents,
  WAIVER_LIST,
  type WaiversResponse,
} from '@lineup-lab/core';
import type { PlayerRef } from '../../records/team-record.js';
import { restOfSeasonOf } from '../projections/rest-of-season.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { readRostersWeek } from '../teams/roster-week.js';
import { scoringSettingsOf, teamModeOf, teamScoringOf } from '../teams/team-scoring.js';
import { freeAgentsOf } from './free-agents.js';
import { pickupTeamOf } from './pickup-team.js';

/** What a waiver list is asked for: whose team, which position, how many picks in which order. */
export interface WaiversInput {
  ownerId: string;
  teamName: string;
  position?: Position | undefined;
  limit: number;
  sort: 'season' | 'week';
}

/**
 * `GET /api/teams/:teamName/waivers` (Pro and exempt; the route's permission): the caller's team's
 * best pickups among its free agents (`freeAgentsOf`: an imported league's unrostered players at
 * its last sync, else the catalogue less the team), each with this week's and the rest of the
 * season's gain to the team's optimal lineups, the player to drop and the reason in one line.
 *
 * How: every free agent's projection of the week users plan for in the team's scoring and mode, as
 * if he plays (one read; 0 for a player who will not play), the best
 * `WAIVER_LIST.shortlistPerPosition` of each position by it (or `limit` of the one position asked,
 * when more), then their and the team's rest of the season (`restOfSeasonOf`) and core's
 * `rankPickups` on the weeks left (`pickupTeamOf`): exact on those, its bound skipping the ones
 * that cannot make the list. Ranking every free agent by his rest-of-season total instead would
 * read every week of the whole pool: on the demo season's 891 free agents that read alone took
 * 110–280 ms, the shortlist's 10–40 ms (`bench/waivers.bench.ts`). Another user's team is not found (404); a league recorded before its rosters were kept is
 * 409 until synced.
 */
export async function getWaivers(ctx: ServiceContext, input: WaiversInput): Promise<WaiversResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const mode = teamModeOf(team);
  const scoring = scoringSettingsOf(team);
  const free = await freeAgentsOf(ctx, team, input.position);
  // This week's projection of every free agent (one read), as if he plays: a cheap cut.
  const thisWeek = await readRostersWeek(ctx, [{ lineup: emptyLineup<PlayerRef>(), bench: free.players }], {
    at: await weekOfSeason(ctx, undefined),
    scoring,
  });
  const perPosition = input.position
    ? Math.max(WAIVER_LIST.shortlistPerPosition, input.limit)
    : WAIVER_LIST.shortlistPerPosition;
  const shortlist = shortlistFreeAgents(
    free.players,
    (player) => (thisWeek.weekOf(player)?.out ? 0 : (thisWeek.facts(player)?.projections[mode] ?? null)),
    perPosition,
  );
  const ros = await restOfSeasonOf(ctx, {
    playerIds: [...rosterPlayers(rosterOf(team)), ...shortlist].map((player) => player._id),
    scoring,
  });
  const ready = await pickupTeamOf(ctx, { team, candidates: shortlist, ros });
  const { picks, evaluated } = rankPickups(ready.team, shortlist, {
    limit: input.limit,
    sort: input.sort,
    lateJoiners: ready.lateJoiners,
  });
  return {
    teamName: team.teamName,
    season: ready.season.season,
    week: ready.season.week,
    weeks: ready.weeks,
    mode,
    format: teamScoringOf(team).format,
    position: input.position ?? null,
    sort: input.sort,
    pool: free.pool,
    freeAgents: free.players.length,
    evaluated,
    picks: picks.map(ready.pickOf),
  };
}
