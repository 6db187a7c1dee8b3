import type { ImportScoring, LeagueProvider } from '@lineup-lab/core';

/**
 * The league-source port: what the import use cases (rosters, preview, import, sync) need from a
 * league host, whichever it is. Sleeper, ESPN and Yahoo are its adapters (`adapters/sleeper`,
 * `adapters/espn`, `adapters/yahoo`); each turns its host's answers into these terms, so the use
 * cases are written once. Every failure an adapter throws is a `HostError` (`host-error.ts`).
 */

/** A player as the host lists him, for matching to our catalogue. */
export interface HostPlayer {
  /** The host's id for him (Sleeper's `player_id`, ESPN's `id`, Yahoo's `player_key`). */
  readonly id: string;
  readonly name: string;
  /**
   * His position in Sleeper's terms (`QB`, `RB`, `WR`, `TE`, `K`, `DEF`); a position none of ours
   * projects keeps the host's name (`DL`, `LB`, `DB`, `P` …); `null` when the host gives none.
   */
  readonly position: string | null;
  /** His NFL team's abbreviation as the host writes it; `null` for a free agent. */
  readonly team: string | null;
}

/** One team of a league as its host has it, in the placement's terms. */
export interface HostRoster {
  /** The host's number for the team (Sleeper's `roster_id`, ESPN's team `id`, Yahoo's `team_id`). */
  readonly rosterId: number;
  readonly ownerName: string | null;
  readonly teamName: string | null;
  /**
   * Host player ids in the order of the league's starting slots (`HostLeague.rosterPositions`
   * without `BN`, `IR` and `TAXI`), one per slot; `null` is an empty slot.
   */
  readonly starters: readonly (string | null)[];
  /** Every player on the team, in the host's order (starters, bench, reserve and taxi included). */
  readonly players: readonly string[];
  /** Players on injured reserve (and Sleeper's taxi squad): not imported, said in a note. */
  readonly setAside: readonly string[];
}

/** A league as read from its host, in our terms: what preview, import and sync work from. */
export interface HostLeague {
  readonly provider: LeagueProvider;
  /** The host's id for the league (Sleeper's and ESPN's digits, Yahoo's league key `449.l.123456`). */
  readonly leagueId: string;
  readonly name: string;
  readonly season: number;
  /** Teams in the league. */
  readonly size: number;
  /** `pre_draft`, `drafting`, `in_season` or `complete` (ESPN's and Yahoo's states mapped to Sleeper's). */
  readonly status: string;
  /**
   * The league's roster slots in Sleeper's names, starting slots first: `QB`, `RB`, `WR`, `TE`,
   * `K`, `DEF`, `FLEX` (RB/WR/TE), `WRRB_FLEX`, `REC_FLEX` (WR/TE), `SUPER_FLEX` (QB/RB/WR/TE),
   * then `BN`, `IR`, `TAXI`. A slot none of ours can fill (IDP `DL`, `LB`, `DB`, a punter …) keeps
   * the host's name: the placement notes it and leaves it out.
   */
  readonly rosterPositions: readonly string[];
  /** The league's scoring as ours, with a note for every setting not applied. */
  readonly scoring: ImportScoring;
  readonly rosters: readonly HostRoster[];
  /**
   * The host's facts for the players on the rosters, by host id. ESPN and Yahoo send them with the
   * rosters; Sleeper's come from its daily player list. An id missing here is reported unmatched.
   */
  readonly players: ReadonlyMap<string, HostPlayer>;
}

/** How the import reaches a league at each host: the league's id there and the access it needs. */
export type HostLeagueRef =
  | { readonly provider: 'sleeper'; readonly leagueId: string }
  | {
      readonly provider: 'espn';
      readonly leagueId: string;
      readonly season: number;
      /** A private league's cookies (`null`: a public league). Never logged. */
      readonly cookies: { readonly espnS2: string; readonly swid: string } | null;
    }
  | {
      readonly provider: 'yahoo';
      /** The league key (`449.l.123456`). */
      readonly leagueId: string;
      /** A current OAuth access token of the user's Yahoo account. Never logged. */
      readonly accessToken: string;
    };

/** One host's adapter. */
export interface LeagueSource<R extends HostLeagueRef = HostLeagueRef> {
  readonly provider: R['provider'];
  /** The league, its scoring and every roster (with the players' facts), in our terms. */
  readLeague(ref: R): Promise<HostLeague>;
}
