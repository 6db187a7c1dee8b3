import type { LeagueChoice } from '@lineup-lab/core';
import type { HostLeagueRef, LeagueSource } from './league-source.js';

/** The Sleeper user a username names. */
interface SleeperAccount {
  readonly userId: string;
  readonly username: string;
  readonly displayName: string;
}

/**
 * The Sleeper adapter of the league-source port, with what only Sleeper has: finding a person's
 * leagues by username (ESPN has no such lookup; Yahoo's comes from the connected account).
 */
export interface SleeperLeagueSource extends LeagueSource<Extract<HostLeagueRef, { provider: 'sleeper' }>> {
  /**
   * The user a username names and his NFL leagues of `season`, as the import lists them (without
   * `alreadyImported`, which is ours to say). `HostError` `unknown_user` or `no_leagues` when
   * there is no such user or he has no league that season.
   */
  userLeagues(
    username: string,
    season: number,
  ): Promise<{ user: SleeperAccount; leagues: Array<Omit<LeagueChoice, 'alreadyImported'>> }>;
}
