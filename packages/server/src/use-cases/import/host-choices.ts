import type { LeagueChoice, RosterChoice } from '@lineup-lab/core';
import type { HostLeague, HostRoster } from '../../ports/league-source.js';

/** A host's league as the import lists it. */
export function leagueChoiceOf(
  league: Omit<HostLeague, 'rosters' | 'players'>,
  alreadyImported: boolean,
): LeagueChoice {
  return {
    provider: league.provider,
    leagueId: league.leagueId,
    name: league.name,
    season: league.season,
    size: league.size,
    scoringType: league.scoring.format,
    status: league.status,
    rosterPositions: [...league.rosterPositions],
    alreadyImported,
  };
}

/** A league's team as the import lists it: named by its owner's name and its team name. */
export function rosterChoiceOf(roster: HostRoster): RosterChoice {
  return {
    rosterId: roster.rosterId,
    ownerName: roster.ownerName,
    teamName: roster.teamName,
    playerCount: new Set(roster.players).size,
  };
}
