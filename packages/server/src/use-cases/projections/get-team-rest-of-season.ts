import { emptyLineup, rosterPlayers, type TeamRestOfSeasonResponse } from '@lineup-lab/core';
import type { PlayerRef } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { scoringSettingsOf, teamModeOf, teamScoringOf } from '../teams/team-scoring.js';
import { restOfSeasonOf } from './rest-of-season.js';

/**
 * `GET /api/teams/:teamName/rest-of-season` (Pro and exempt; the route's permission): every player
 * on the caller's team, starters in slot order then the bench, with his rest-of-season total in
 * the team's scoring (`restOfSeasonOf`), and the team's mode. Another user's team is not found.
 * A player the catalogue no longer has is answered from the team's reference, without numbers.
 */
export async function getTeamRestOfSeason(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string },
): Promise<TeamRestOfSeasonResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const [lineup] = team.lineups;
  const roster = rosterPlayers({ lineup: lineup ?? emptyLineup<PlayerRef>(), bench: team.bench });
  const answer = await restOfSeasonOf(ctx, {
    playerIds: roster.map((player) => player._id),
    scoring: scoringSettingsOf(team),
  });
  return {
    teamName: team.teamName,
    season: answer.season,
    weeks: answer.weeks,
    format: teamScoringOf(team).format,
    mode: teamModeOf(team),
    correlation: answer.correlation,
    players: roster.map((player) => {
      const found = answer.players.get(player._id);
      const record = found?.record ?? player;
      const total = found?.total;
      return {
        playerId: player._id,
        playerName: record.playerName,
        position: record.position,
        teamName: record.teamName,
        floor: total ? total.floor : null,
        median: total ? total.median : null,
        ceiling: total ? total.ceiling : null,
        projectedWeeks: total?.projectedWeeks ?? 0,
        defaultWeeks: total?.defaultWeeks ?? 0,
        weeks: total ? [...total.weeks] : [],
      };
    }),
  };
}
