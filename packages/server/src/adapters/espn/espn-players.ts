import type { HostPlayer } from '../../ports/league-source.js';

/**
 * ESPN's player facts (`playerPoolEntry.player`) in the league-source port's terms. Sources, all
 * agreeing (see `docs/hosts/espn-protocol.md` §6): `defaultPositionId` from k5cents/fflr
 * `data-raw/pos_ids.csv` and reddigari/ESPyN `constants.py` (not the slot table: mkreiser reads it
 * through the slot table by mistake, turning WRs into "RB/WR"); `proTeamId` from cwendt94/espn-api
 * PRO_TEAM_MAP, mkreiser `nflTeamIdToNFLTeamAbbreviation` and fflr `nfl_teams.csv` (no 31 or 32).
 */

/** `defaultPositionId` → the position in Sleeper's terms (D/ST → `DEF`), or ESPN's own name. */
const ESPN_POSITIONS: Readonly<Record<number, string>> = {
  1: 'QB',
  2: 'RB',
  3: 'WR',
  4: 'TE',
  5: 'K',
  7: 'P',
  9: 'DT',
  10: 'DE',
  11: 'LB',
  12: 'CB',
  13: 'S',
  14: 'HC',
  15: 'TQB',
  16: 'DEF',
};

/**
 * `proTeamId` → the team's abbreviation as ESPN writes it (upper-cased: `WSH`, `JAX`); 0 is a free
 * agent. Matching reads them through the engine's canonical teams (`WSH` → `WAS`).
 */
const ESPN_PRO_TEAMS: Readonly<Record<number, string>> = {
  1: 'ATL',
  2: 'BUF',
  3: 'CHI',
  4: 'CIN',
  5: 'CLE',
  6: 'DAL',
  7: 'DEN',
  8: 'DET',
  9: 'GB',
  10: 'TEN',
  11: 'IND',
  12: 'KC',
  13: 'LV', // OAK before 2020
  14: 'LAR',
  15: 'MIA',
  16: 'MIN',
  17: 'NE',
  18: 'NO',
  19: 'NYG',
  20: 'NYJ',
  21: 'PHI',
  22: 'ARI',
  23: 'PIT',
  24: 'LAC',
  25: 'SF',
  26: 'SEA',
  27: 'TB',
  28: 'WSH',
  29: 'CAR',
  30: 'JAX',
  33: 'BAL',
  34: 'HOU',
};

/** The fields of ESPN's player object the import reads. */
export interface EspnPlayerFacts {
  readonly id: number;
  readonly fullName: string;
  readonly defaultPositionId?: number | null | undefined;
  readonly proTeamId?: number | null | undefined;
}

/**
 * One ESPN player as a `HostPlayer`: ESPN's id as text, his full name (`49ers D/ST` for a defence),
 * his position in Sleeper's terms (`null` for an id no public client names) and his team
 * (`null` for a free agent or an unknown team id).
 * @example espnHostPlayer({ id: 3139477, fullName: 'Patrick Mahomes', defaultPositionId: 1, proTeamId: 12 })
 * // { id: '3139477', name: 'Patrick Mahomes', position: 'QB', team: 'KC' }
 */
export function espnHostPlayer(player: EspnPlayerFacts): HostPlayer {
  return {
    id: String(player.id),
    name: player.fullName.trim(),
    position: player.defaultPositionId == null ? null : (ESPN_POSITIONS[player.defaultPositionId] ?? null),
    team: player.proTeamId == null ? null : (ESPN_PRO_TEAMS[player.proTeamId] ?? null),
  };
}
