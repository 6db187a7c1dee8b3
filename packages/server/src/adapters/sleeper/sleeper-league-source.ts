import type { LeagueChoice } from '@lineup-lab/core';
import type { HostLeague, HostPlayer, HostRoster } from '../../ports/league-source.js';
import type { SleeperClient } from '../../ports/sleeper-client.js';
import type { SleeperLeagueSource } from '../../ports/sleeper-league-source.js';
import type { SleeperLeague, SleeperLeagueUser, SleeperRoster } from '../../ports/sleeper-schemas.js';
import type { SleeperPlayers } from './sleeper-players.js';
import { sleeperScoring } from './sleeper-scoring.js';

/**
 * Sleeper as a league source: a league is its `GET /league/<id>`, `/rosters` and `/users` (three
 * calls at once), with the facts of the players on its rosters from Sleeper's daily player list
 * (`sleeper-players.ts`, fetched at most once a day, never per request). Sleeper's names are the
 * port's own (slots, positions, statuses), so only the scoring is mapped (`sleeperScoring`).
 * Failures are the client's `HostError`s (provider `sleeper`).
 * @example
 * const sleeper = createSleeperLeagueSource({ client, players: createSleeperPlayers({ store, client, clock }) });
 * const league = await sleeper.readLeague({ provider: 'sleeper', leagueId: '1048313540380340224' });
 */
export function createSleeperLeagueSource(deps: {
  client: SleeperClient;
  players: Pick<SleeperPlayers, 'lookup'>;
}): SleeperLeagueSource {
  const { client } = deps;
  return {
    provider: 'sleeper',
    async readLeague(ref) {
      const [league, rosters, users] = await Promise.all([
        client.league(ref.leagueId),
        client.rosters(ref.leagueId),
        client.users(ref.leagueId),
      ]);
      const ids = new Set(rosters.flatMap(rosteredIdsOf));
      const found = await deps.players.lookup(ids);
      const players = new Map<string, HostPlayer>(
        [...found].map(([id, player]) => [
          id,
          { id, name: player.name, position: player.position, team: player.team },
        ]),
      );
      return hostLeagueOf(
        league,
        rosters.map((roster) => hostRosterOf(roster, users)),
        players,
      );
    },
    async userLeagues(username, season) {
      const user = await client.user(username);
      const leagues = await client.leagues(user.user_id, season);
      return {
        user: {
          userId: user.user_id,
          username: user.username ?? username,
          displayName: user.display_name || user.username || username,
        },
        leagues: leagues.map(leagueChoiceOf),
      };
    },
  };
}

/** A Sleeper league in the port's terms. */
function hostLeagueOf(
  league: SleeperLeague,
  rosters: HostRoster[],
  players: ReadonlyMap<string, HostPlayer>,
): HostLeague {
  return {
    provider: 'sleeper',
    leagueId: league.league_id,
    name: league.name,
    season: Number(league.season),
    size: league.total_rosters,
    status: league.status,
    rosterPositions: league.roster_positions,
    scoring: sleeperScoring(league.scoring_settings),
    rosters,
    players,
  };
}

/** A league of a user's list as the import lists it (whether it is imported is the caller's to say). */
function leagueChoiceOf(league: SleeperLeague): Omit<LeagueChoice, 'alreadyImported'> {
  const { provider, leagueId, name, season, size, status, rosterPositions, scoring } = hostLeagueOf(
    league,
    [],
    new Map(),
  );
  return {
    provider,
    leagueId,
    name,
    season,
    size,
    scoringType: scoring.format,
    status,
    rosterPositions: [...rosterPositions],
  };
}

/** A Sleeper roster in the port's terms: named by its owner's display name and team name. */
function hostRosterOf(roster: SleeperRoster, users: readonly SleeperLeagueUser[]): HostRoster {
  const owner = users.find((user) => user.user_id === roster.owner_id);
  return {
    rosterId: roster.roster_id,
    ownerName: owner ? owner.display_name || owner.username || null : null,
    teamName: owner?.metadata?.team_name?.trim() || null,
    starters: roster.starters,
    players: roster.players,
    setAside: [...roster.reserve, ...roster.taxi],
  };
}

/** Every Sleeper player id on a roster: its players, starters, reserve and taxi squad. */
function rosteredIdsOf(roster: SleeperRoster): string[] {
  return [...roster.players, ...roster.starters.flatMap((id) => id ?? []), ...roster.reserve, ...roster.taxi];
}
