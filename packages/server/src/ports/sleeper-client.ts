import type {
  SleeperLeague,
  SleeperLeagueUser,
  SleeperPlayer,
  SleeperRoster,
  SleeperUser,
} from './sleeper-schemas.js';

/** Sleeper's player list, parsed: every usable entry, and the entries refused with why. */
export interface SleeperPlayersAnswer {
  players: SleeperPlayer[];
  rejected: Array<{ id: string; reason: string }>;
}

/** The calls the import makes to Sleeper. Every failure is a `HostError` of provider `sleeper` (`ports/host-error.ts`). */
export interface SleeperClient {
  /** `GET /user/<username>`; `unknown_user` when Sleeper has none by that name. */
  user(username: string): Promise<SleeperUser>;
  /** `GET /user/<user_id>/leagues/nfl/<season>`; `no_leagues` when there are none. */
  leagues(userId: string, season: number): Promise<SleeperLeague[]>;
  /** `GET /league/<league_id>`; `unknown_league` when there is none. */
  league(leagueId: string): Promise<SleeperLeague>;
  /** `GET /league/<league_id>/rosters`. */
  rosters(leagueId: string): Promise<SleeperRoster[]>;
  /** `GET /league/<league_id>/users`. */
  users(leagueId: string): Promise<SleeperLeagueUser[]>;
  /** `GET /players/nfl` (about 5 MB: read it through `adapters/sleeper/sleeper-players.ts`, once a day, never per request). */
  players(): Promise<SleeperPlayersAnswer>;
}
