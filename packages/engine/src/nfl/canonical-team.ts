/**
 * Team abbreviations: one canonical spelling per franchise across seasons and sources. The canonical
 * form is today's common one (`LV`, `LAC`, `LAR`, `WAS`, `JAX`); sources' older or other spellings map
 * to it: `OAK` → `LV`, `SD` → `LAC`, `STL` and `LA` → `LAR`, `WSH` → `WAS`, `JAC` → `JAX`, and
 * Pro-Football-Reference's three-letter forms (`GNB`, `KAN`, `NWE`, `NOR`, `SFO`, `TAM`, `LVR`).
 */

/** The 32 franchises by canonical abbreviation, with their current names. */
export const NFL_TEAM_NAMES: Readonly<Record<string, string>> = {
  ARI: 'Arizona Cardinals',
  ATL: 'Atlanta Falcons',
  BAL: 'Baltimore Ravens',
  BUF: 'Buffalo Bills',
  CAR: 'Carolina Panthers',
  CHI: 'Chicago Bears',
  CIN: 'Cincinnati Bengals',
  CLE: 'Cleveland Browns',
  DAL: 'Dallas Cowboys',
  DEN: 'Denver Broncos',
  DET: 'Detroit Lions',
  GB: 'Green Bay Packers',
  HOU: 'Houston Texans',
  IND: 'Indianapolis Colts',
  JAX: 'Jacksonville Jaguars',
  KC: 'Kansas City Chiefs',
  LAC: 'Los Angeles Chargers',
  LAR: 'Los Angeles Rams',
  LV: 'Las Vegas Raiders',
  MIA: 'Miami Dolphins',
  MIN: 'Minnesota Vikings',
  NE: 'New England Patriots',
  NO: 'New Orleans Saints',
  NYG: 'New York Giants',
  NYJ: 'New York Jets',
  PHI: 'Philadelphia Eagles',
  PIT: 'Pittsburgh Steelers',
  SEA: 'Seattle Seahawks',
  SF: 'San Francisco 49ers',
  TB: 'Tampa Bay Buccaneers',
  TEN: 'Tennessee Titans',
  WAS: 'Washington Commanders',
};

/** The canonical abbreviations, sorted. */
export const NFL_TEAMS: readonly string[] = Object.keys(NFL_TEAM_NAMES).sort();

const ALIASES: Readonly<Record<string, string>> = {
  OAK: 'LV',
  LVR: 'LV',
  SD: 'LAC',
  SDG: 'LAC',
  STL: 'LAR',
  LA: 'LAR',
  RAM: 'LAR',
  WSH: 'WAS',
  JAC: 'JAX',
  GNB: 'GB',
  KAN: 'KC',
  NWE: 'NE',
  NOR: 'NO',
  SFO: 'SF',
  TAM: 'TB',
};

/**
 * The canonical abbreviation of a team as a source spells it, or `null` when it names no franchise
 * (`FA`, `Bye`, an empty cell, a typo). Case and surrounding spaces do not matter. `season` settles the
 * spellings that meant another franchise once: `HOU` before 1997 is the Oilers (now `TEN`), `BAL`
 * before 1984 the Colts (now `IND`).
 * @example
 * canonicalTeam('OAK', 2019); // 'LV'
 * canonicalTeam('LA'); // 'LAR'
 * canonicalTeam('FA'); // null
 */
export function canonicalTeam(abbreviation: string, season?: number): string | null {
  const upper = abbreviation.trim().toUpperCase();
  if (season !== undefined) {
    if (upper === 'HOU' && season < 1997) return 'TEN';
    if (upper === 'BAL' && season < 1984) return 'IND';
  }
  const canonical = ALIASES[upper] ?? upper;
  return canonical in NFL_TEAM_NAMES ? canonical : null;
}
