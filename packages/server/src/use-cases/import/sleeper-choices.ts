import type { SleeperLeagueChoice, SleeperRosterChoice } from '@lineup-lab/core';
import type { SleeperLeague, SleeperLeagueUser, SleeperRoster } from '../../ports/sleeper-schemas.js';
import { sleeperScoring } from './sleeper-scoring.js';

/** A Sleeper league as the import lists it. */
export function leagueChoiceOf(league: SleeperLeague, alreadyImported: boolean): SleeperLeagueChoice {
  return {
    leagueId: league.league_id,
    name: league.name,
    season: Number(league.season),
    size: league.total_rosters,
    scoringType: sleeperScoring(league.scoring_settings).format,
    status: league.status,
    rosterPositions: league.roster_positions,
    alreadyImported,
  };
}

/** A league's roster as the import lists it: named by its owner's display name and team name. */
export function rosterChoiceOf(
  roster: SleeperRoster,
  users: readonly SleeperLeagueUser[],
): SleeperRosterChoice {
  const owner = users.find((user) => user.user_id === roster.owner_id);
  return {
    rosterId: roster.roster_id,
    ownerName: owner ? owner.display_name || owner.username || null : null,
    teamName: owner?.metadata?.team_name?.trim() || null,
    playerCount: new Set(roster.players).size,
  };
}
