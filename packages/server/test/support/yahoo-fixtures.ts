/**
 * Yahoo Fantasy data for tests, as the fake Yahoo (`fake-yahoo.ts`) serves it in Yahoo's JSON
 * shapes (docs/hosts/yahoo-protocol.md §3). Keys follow Yahoo's formats (`{game}.l.{id}`,
 * `{game}.p.{id}`, team defences `100000 + NFL team id`); the ids, guids and the 2026 game key
 * `470` are invented (Yahoo's 2026 key was unpublished when this was written). Players are those
 * of the test catalogue (`players.ts`), plus Puka Nacua (not in it) and Fred Warner (an IDP LB).
 * - `PPR_LEAGUE_KEY` `470.l.100001`: 10 teams, PPR, QB/3 WR/2 RB/TE/W-R-T/K/DEF, 6 BN, 1 IR; Pat's
 *   team 1 has a full lineup, Christian McCaffrey on IR and Puka Nacua on the bench; Sam's team 2
 *   leaves its RB and flex slots empty;
 * - `SUPERFLEX_LEAGUE_KEY` `470.l.200002`: 8 teams, half PPR with a 300-yard passing bonus,
 *   first downs and IDP points, a `Q/W/R/T` superflex and an `LB` slot; Pat's team 4;
 * - `PRIVATE_LEAGUE_KEY` `470.l.300003`: Sam's, Pat is not in it;
 * - `PAST_LEAGUE_KEY` `461.l.6288`: Pat's league of 2025.
 */

const FIXTURE_SEASON = 2026;
const GAME_KEY = '470';

/** The Yahoo accounts: `pat` is the one tests connect. */
export const YAHOO_USERS = {
  pat: { guid: 'PATQK2LMN3XYZ4ABCDEFGHIJKL', nickname: 'Pat' },
  sam: { guid: 'SAMRT5UVW6XYZ7ABCDEFGHIJKL', nickname: 'Sam' },
} as const;

export interface FakeYahooPlayer {
  playerKey: string;
  first: string;
  last: string;
  /** Yahoo's `editorial_team_abbr`, mixed case as Yahoo writes it (`Phi`, `NYJ`). */
  teamAbbr: string;
  teamName: string;
  /** ESPN-numbered NFL team id (`nfl.t.{n}`). */
  nflTeamId: number;
  /** `display_position` (`WR`, `DEF`, `LB`). */
  position: string;
  positionType: 'O' | 'K' | 'DT' | 'DP';
  eligible: string[];
  status?: { status: string; full: string };
}

export interface FakeYahooTeam {
  teamId: number;
  name: string;
  manager: { guid: string; nickname: string };
  /** Players in Yahoo's order, each in his `selected_position`. */
  roster: Array<{ playerKey: string; position: string }>;
}

interface FakeYahooStat {
  statId: number;
  name: string;
  displayName: string;
  positionType: 'O' | 'K' | 'DT' | 'DP';
  /** Points per unit; absent: a display-only category. */
  value?: number;
  bonuses?: Array<{ target: number; points: number }>;
}

export interface FakeYahooLeague {
  leagueKey: string;
  name: string;
  season: number;
  draftStatus: 'predraft' | 'postdraft';
  isFinished: boolean;
  currentWeek: number;
  rosterPositions: Array<{ position: string; positionType?: string; count: number }>;
  stats: FakeYahooStat[];
  teams: FakeYahooTeam[];
}

interface FakeYahooGame {
  gameKey: string;
  season: number;
}

/** Everything the fake serves. */
export interface FakeYahooData {
  games: FakeYahooGame[];
  players: Record<string, FakeYahooPlayer>;
  leagues: Record<string, FakeYahooLeague>;
}

export const PPR_LEAGUE_KEY = `${GAME_KEY}.l.100001`;
export const SUPERFLEX_LEAGUE_KEY = `${GAME_KEY}.l.200002`;
export const PRIVATE_LEAGUE_KEY = `${GAME_KEY}.l.300003`;
export const PAST_LEAGUE_KEY = '461.l.6288';

const TEAMS = {
  ATL: [1, 'Atl', 'Atlanta Falcons'],
  BUF: [2, 'Buf', 'Buffalo Bills'],
  CIN: [4, 'Cin', 'Cincinnati Bengals'],
  DAL: [6, 'Dal', 'Dallas Cowboys'],
  DET: [8, 'Det', 'Detroit Lions'],
  KC: [12, 'KC', 'Kansas City Chiefs'],
  LAR: [14, 'LAR', 'Los Angeles Rams'],
  MIA: [15, 'Mia', 'Miami Dolphins'],
  MIN: [16, 'Min', 'Minnesota Vikings'],
  NYJ: [20, 'NYJ', 'New York Jets'],
  PHI: [21, 'Phi', 'Philadelphia Eagles'],
  SF: [25, 'SF', 'San Francisco 49ers'],
  BAL: [33, 'Bal', 'Baltimore Ravens'],
} as const;
type Team = keyof typeof TEAMS;

const FLEX_OF: Record<string, string[]> = {
  QB: ['QB', 'Q/W/R/T'],
  RB: ['RB', 'W/R', 'W/R/T', 'Q/W/R/T'],
  WR: ['WR', 'W/R', 'W/T', 'W/R/T', 'Q/W/R/T'],
  TE: ['TE', 'W/T', 'W/R/T', 'Q/W/R/T'],
  K: ['K'],
  DEF: ['DEF'],
  LB: ['LB', 'D'],
};

function player(
  game: string,
  id: number,
  first: string,
  last: string,
  team: Team,
  position: string,
  status?: FakeYahooPlayer['status'],
): FakeYahooPlayer {
  const [nflTeamId, teamAbbr, teamName] = TEAMS[team];
  const positionType = position === 'K' ? 'K' : position === 'DEF' ? 'DT' : position === 'LB' ? 'DP' : 'O';
  return {
    playerKey: `${game}.p.${id}`,
    first,
    last,
    teamAbbr,
    teamName,
    nflTeamId,
    position,
    positionType,
    eligible: FLEX_OF[position] ?? [position],
    ...(status && { status }),
  };
}

/** A team defence: Yahoo names it by its city, id `100000 + nfl team id`. */
const defence = (game: string, team: Team, city: string) =>
  player(game, 100000 + TEAMS[team][0], city, '', team, 'DEF');

const IR = { status: 'IR', full: 'Injured Reserve' };

/** The players of the 2026 game by name; the keys are what rosters list. */
export const P = {
  mahomes: player(GAME_KEY, 30123, 'Patrick', 'Mahomes', 'KC', 'QB'),
  allen: player(GAME_KEY, 30977, 'Josh', 'Allen', 'BUF', 'QB'),
  hurts: player(GAME_KEY, 32723, 'Jalen', 'Hurts', 'PHI', 'QB'),
  lamar: player(GAME_KEY, 31002, 'Lamar', 'Jackson', 'BAL', 'QB'),
  mccaffrey: player(GAME_KEY, 30121, 'Christian', 'McCaffrey', 'SF', 'RB', IR),
  barkley: player(GAME_KEY, 30972, 'Saquon', 'Barkley', 'PHI', 'RB'),
  bijan: player(GAME_KEY, 40889, 'Bijan', 'Robinson', 'ATL', 'RB'),
  henry: player(GAME_KEY, 29279, 'Derrick', 'Henry', 'BAL', 'RB'),
  hall: player(GAME_KEY, 33434, 'Breece', 'Hall', 'NYJ', 'RB'),
  chase: player(GAME_KEY, 33393, "Ja'Marr", 'Chase', 'CIN', 'WR'),
  jefferson: player(GAME_KEY, 32692, 'Justin', 'Jefferson', 'MIN', 'WR'),
  lamb: player(GAME_KEY, 32703, 'CeeDee', 'Lamb', 'DAL', 'WR'),
  hill: player(GAME_KEY, 28389, 'Tyreek', 'Hill', 'MIA', 'WR'),
  stBrown: player(GAME_KEY, 33536, 'Amon-Ra', 'St. Brown', 'DET', 'WR'),
  ajBrown: player(GAME_KEY, 31883, 'A.J.', 'Brown', 'PHI', 'WR'),
  nacua: player(GAME_KEY, 40997, 'Puka', 'Nacua', 'LAR', 'WR'),
  kelce: player(GAME_KEY, 25686, 'Travis', 'Kelce', 'KC', 'TE'),
  andrews: player(GAME_KEY, 31006, 'Mark', 'Andrews', 'BAL', 'TE'),
  laporta: player(GAME_KEY, 40923, 'Sam', 'LaPorta', 'DET', 'TE'),
  kittle: player(GAME_KEY, 30259, 'George', 'Kittle', 'SF', 'TE'),
  tucker: player(GAME_KEY, 25910, 'Justin', 'Tucker', 'BAL', 'K'),
  butker: player(GAME_KEY, 30346, 'Harrison', 'Butker', 'KC', 'K'),
  elliott: player(GAME_KEY, 29409, 'Jake', 'Elliott', 'PHI', 'K'),
  sfDef: defence(GAME_KEY, 'SF', 'San Francisco'),
  balDef: defence(GAME_KEY, 'BAL', 'Baltimore'),
  warner: player(GAME_KEY, 31011, 'Fred', 'Warner', 'SF', 'LB'),
} as const;

/** The one player of the 2025 game the past league lists. */
const MAHOMES_2025 = player('461', 30123, 'Patrick', 'Mahomes', 'KC', 'QB');

const slot = (p: FakeYahooPlayer, position: string) => ({ playerKey: p.playerKey, position });

/** Yahoo's NFL stat categories used by the fixtures (names as Yahoo's settings give them). */
const S = {
  passYds: [4, 'Passing Yards', 'Pass Yds', 'O'],
  passTd: [5, 'Passing Touchdowns', 'Pass TD', 'O'],
  int: [6, 'Interceptions', 'Int', 'O'],
  rushYds: [9, 'Rushing Yards', 'Rush Yds', 'O'],
  rushTd: [10, 'Rushing Touchdowns', 'Rush TD', 'O'],
  rec: [11, 'Receptions', 'Rec', 'O'],
  recYds: [12, 'Receiving Yards', 'Rec Yds', 'O'],
  recTd: [13, 'Receiving Touchdowns', 'Rec TD', 'O'],
  retTd: [15, 'Return Touchdowns', 'Ret TD', 'O'],
  twoPt: [16, '2-Point Conversions', '2-PT', 'O'],
  fumLost: [18, 'Fumbles Lost', 'Fum Lost', 'O'],
  fg0: [19, 'Field Goals 0-19 Yards', 'FG 0-19', 'K'],
  fg20: [20, 'Field Goals 20-29 Yards', 'FG 20-29', 'K'],
  fg30: [21, 'Field Goals 30-39 Yards', 'FG 30-39', 'K'],
  fg40: [22, 'Field Goals 40-49 Yards', 'FG 40-49', 'K'],
  fg50: [23, 'Field Goals 50+ Yards', 'FG 50+', 'K'],
  fgm0: [24, 'Field Goals Missed 0-19 Yards', 'FGM 0-19', 'K'],
  fgm20: [25, 'Field Goals Missed 20-29 Yards', 'FGM 20-29', 'K'],
  fgm30: [26, 'Field Goals Missed 30-39 Yards', 'FGM 30-39', 'K'],
  fgm40: [27, 'Field Goals Missed 40-49 Yards', 'FGM 40-49', 'K'],
  fgm50: [28, 'Field Goals Missed 50+ Yards', 'FGM 50+', 'K'],
  pat: [29, 'Point After Attempt Made', 'PAT Made', 'K'],
  patMiss: [30, 'Point After Attempt Missed', 'PAT Miss', 'K'],
  ptsAllowed: [31, 'Points Allowed', 'Pts Allow', 'DT'],
  sack: [32, 'Sack', 'Sack', 'DT'],
  defInt: [33, 'Interception', 'Int', 'DT'],
  fumRec: [34, 'Fumble Recovery', 'Fum Rec', 'DT'],
  defTd: [35, 'Touchdown', 'TD', 'DT'],
  safety: [36, 'Safety', 'Safe', 'DT'],
  block: [37, 'Block Kick', 'Blk Kick', 'DT'],
  tackleSolo: [38, 'Tackle Solo', 'Tack Solo', 'DP'],
  idpSack: [40, 'Sack', 'Sack', 'DP'],
  kickRetTd: [49, 'Kickoff and Punt Return Touchdowns', 'Ret TD', 'DT'],
  pa0: [50, 'Points Allowed 0 points', 'Pts Allow 0', 'DT'],
  pa1: [51, 'Points Allowed 1-6 points', 'Pts Allow 1-6', 'DT'],
  pa7: [52, 'Points Allowed 7-13 points', 'Pts Allow 7-13', 'DT'],
  pa14: [53, 'Points Allowed 14-20 points', 'Pts Allow 14-20', 'DT'],
  pa21: [54, 'Points Allowed 21-27 points', 'Pts Allow 21-27', 'DT'],
  pa28: [55, 'Points Allowed 28-34 points', 'Pts Allow 28-34', 'DT'],
  pa35: [56, 'Points Allowed 35+ points', 'Pts Allow 35+', 'DT'],
  fumRetTd: [57, 'Offensive Fumble Return TD', 'Fum Ret TD', 'O'],
  rushFirstDowns: [81, 'Rushing 1st Downs', 'Rush 1st Downs', 'O'],
} as const;

const stat = (
  [statId, name, displayName, positionType]: (typeof S)[keyof typeof S],
  value?: number,
  bonuses?: FakeYahooStat['bonuses'],
): FakeYahooStat => ({
  statId,
  name,
  displayName,
  positionType,
  ...(value !== undefined && { value }),
  ...(bonuses && { bonuses }),
});

/** Kicking and defence as Yahoo's default league scores them. */
const KICKING_AND_DEFENCE: FakeYahooStat[] = [
  stat(S.fg0, 3),
  stat(S.fg20, 3),
  stat(S.fg30, 3),
  stat(S.fg40, 4),
  stat(S.fg50, 5),
  stat(S.fgm0, -1),
  stat(S.fgm20, -1),
  stat(S.fgm30, -1),
  stat(S.fgm40, -1),
  stat(S.fgm50, -1),
  stat(S.pat, 1),
  stat(S.patMiss, -1),
  stat(S.ptsAllowed),
  stat(S.sack, 1),
  stat(S.defInt, 2),
  stat(S.fumRec, 2),
  stat(S.defTd, 6),
  stat(S.safety, 2),
  stat(S.block, 2),
  stat(S.kickRetTd, 6),
  stat(S.pa0, 10),
  stat(S.pa1, 7),
  stat(S.pa7, 4),
  stat(S.pa14, 1),
  stat(S.pa21, 0),
  stat(S.pa28, -1),
  stat(S.pa35, -4),
];

/** Offence as Yahoo's default league scores it, with `receptions` points per catch. */
const offence = (receptions: number): FakeYahooStat[] => [
  stat(S.passYds, 0.04),
  stat(S.passTd, 4),
  stat(S.int, -1),
  stat(S.rushYds, 0.1),
  stat(S.rushTd, 6),
  stat(S.rec, receptions),
  stat(S.recYds, 0.1),
  stat(S.recTd, 6),
  stat(S.retTd, 6),
  stat(S.twoPt, 2),
  stat(S.fumLost, -2),
  stat(S.fumRetTd, 6),
];

const manager = (n: number) => ({ guid: `MGR${n}ABCDEFGHIJKLMNOPQRSTUVW`, nickname: `Manager ${n}` });

const PPR_LEAGUE: FakeYahooLeague = {
  leagueKey: PPR_LEAGUE_KEY,
  name: 'Touchdown Town PPR',
  season: FIXTURE_SEASON,
  draftStatus: 'postdraft',
  isFinished: false,
  currentWeek: 7,
  rosterPositions: [
    { position: 'QB', positionType: 'O', count: 1 },
    { position: 'WR', positionType: 'O', count: 3 },
    { position: 'RB', positionType: 'O', count: 2 },
    { position: 'TE', positionType: 'O', count: 1 },
    { position: 'W/R/T', positionType: 'O', count: 1 },
    { position: 'K', positionType: 'K', count: 1 },
    { position: 'DEF', positionType: 'DT', count: 1 },
    { position: 'BN', count: 6 },
    { position: 'IR', count: 1 },
  ],
  stats: [...offence(1), ...KICKING_AND_DEFENCE],
  teams: [
    {
      teamId: 1,
      name: 'Pat’s Pickers',
      manager: YAHOO_USERS.pat,
      roster: [
        slot(P.mahomes, 'QB'),
        slot(P.chase, 'WR'),
        slot(P.jefferson, 'WR'),
        slot(P.stBrown, 'WR'),
        slot(P.barkley, 'RB'),
        slot(P.bijan, 'RB'),
        slot(P.kelce, 'TE'),
        slot(P.henry, 'W/R/T'),
        slot(P.butker, 'K'),
        slot(P.sfDef, 'DEF'),
        slot(P.lamb, 'BN'),
        slot(P.hall, 'BN'),
        slot(P.kittle, 'BN'),
        slot(P.allen, 'BN'),
        slot(P.nacua, 'BN'),
        slot(P.mccaffrey, 'IR'),
      ],
    },
    {
      teamId: 2,
      name: 'Sam’s Squad',
      manager: YAHOO_USERS.sam,
      roster: [
        slot(P.hurts, 'QB'),
        slot(P.hill, 'WR'),
        slot(P.ajBrown, 'WR'),
        slot(P.laporta, 'TE'),
        slot(P.elliott, 'K'),
        slot(P.balDef, 'DEF'),
        slot(P.lamar, 'BN'),
      ],
    },
    {
      teamId: 3,
      name: 'Team Three',
      manager: manager(3),
      roster: [slot(P.andrews, 'TE'), slot(P.tucker, 'K')],
    },
    ...[4, 5, 6, 7, 8, 9, 10].map((teamId) => ({
      teamId,
      name: `Team ${teamId}`,
      manager: manager(teamId),
      roster: [],
    })),
  ],
};

const SUPERFLEX_LEAGUE: FakeYahooLeague = {
  leagueKey: SUPERFLEX_LEAGUE_KEY,
  name: 'Two-QB Keepers',
  season: FIXTURE_SEASON,
  draftStatus: 'postdraft',
  isFinished: false,
  currentWeek: 7,
  rosterPositions: [
    { position: 'QB', positionType: 'O', count: 1 },
    { position: 'WR', positionType: 'O', count: 2 },
    { position: 'RB', positionType: 'O', count: 2 },
    { position: 'TE', positionType: 'O', count: 1 },
    { position: 'W/R/T', positionType: 'O', count: 1 },
    { position: 'Q/W/R/T', positionType: 'O', count: 1 },
    { position: 'K', positionType: 'K', count: 1 },
    { position: 'DEF', positionType: 'DT', count: 1 },
    { position: 'LB', positionType: 'DP', count: 1 },
    { position: 'BN', count: 5 },
    { position: 'IR', count: 1 },
  ],
  stats: [
    stat(S.passYds, 0.04, [{ target: 300, points: 3 }]),
    stat(S.passTd, 4),
    stat(S.int, -2),
    stat(S.rushYds, 0.1),
    stat(S.rushTd, 6),
    stat(S.rec, 0.5),
    stat(S.recYds, 0.1),
    stat(S.recTd, 6),
    stat(S.twoPt, 2),
    stat(S.fumLost, -2),
    stat(S.rushFirstDowns, 0.5),
    stat(S.tackleSolo, 1),
    stat(S.idpSack, 2),
    ...KICKING_AND_DEFENCE,
  ],
  teams: [
    {
      teamId: 1,
      name: 'Sam Superflex',
      manager: YAHOO_USERS.sam,
      roster: [slot(P.lamar, 'QB'), slot(P.hurts, 'Q/W/R/T')],
    },
    ...[2, 3].map((teamId) => ({ teamId, name: `Keeper ${teamId}`, manager: manager(teamId), roster: [] })),
    {
      teamId: 4,
      name: 'Pat Two QBs',
      manager: YAHOO_USERS.pat,
      roster: [
        slot(P.allen, 'QB'),
        slot(P.jefferson, 'WR'),
        slot(P.chase, 'WR'),
        slot(P.henry, 'RB'),
        slot(P.hall, 'RB'),
        slot(P.andrews, 'TE'),
        slot(P.stBrown, 'W/R/T'),
        slot(P.mahomes, 'Q/W/R/T'),
        slot(P.tucker, 'K'),
        slot(P.balDef, 'DEF'),
        slot(P.warner, 'LB'),
        slot(P.kittle, 'BN'),
        slot(P.bijan, 'BN'),
      ],
    },
    ...[5, 6, 7, 8].map((teamId) => ({
      teamId,
      name: `Keeper ${teamId}`,
      manager: manager(teamId),
      roster: [],
    })),
  ],
};

const PRIVATE_LEAGUE: FakeYahooLeague = {
  ...PPR_LEAGUE,
  leagueKey: PRIVATE_LEAGUE_KEY,
  name: 'Invite Only',
  teams: [{ teamId: 1, name: 'Sam Alone', manager: YAHOO_USERS.sam, roster: [slot(P.lamb, 'WR')] }],
};

const PAST_LEAGUE: FakeYahooLeague = {
  ...PPR_LEAGUE,
  leagueKey: PAST_LEAGUE_KEY,
  name: 'Touchdown Town PPR 2025',
  season: FIXTURE_SEASON - 1,
  isFinished: true,
  currentWeek: 17,
  teams: [{ teamId: 1, name: 'Pat 2025', manager: YAHOO_USERS.pat, roster: [slot(MAHOMES_2025, 'QB')] }],
};

/** A fresh copy of the fixtures (the fake changes what it serves: trades). */
export function defaultYahooData(): FakeYahooData {
  return structuredClone({
    games: [
      { gameKey: '461', season: FIXTURE_SEASON - 1 },
      { gameKey: GAME_KEY, season: FIXTURE_SEASON },
    ],
    players: Object.fromEntries([...Object.values(P), MAHOMES_2025].map((p) => [p.playerKey, p] as const)),
    leagues: Object.fromEntries(
      [PPR_LEAGUE, SUPERFLEX_LEAGUE, PRIVATE_LEAGUE, PAST_LEAGUE].map((league) => [league.leagueKey, league]),
    ),
  });
}
