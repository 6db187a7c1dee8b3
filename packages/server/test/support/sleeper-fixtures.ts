/**
 * Sleeper answers for tests, written from the shapes Sleeper documents (https://docs.sleeper.app):
 * - `ppr_pat`: one 4-team PPR league (QB, 2 RB, 2 WR, TE, FLEX, K, DEF, bench);
 * - `superflex_sam`: a 4-team superflex half-PPR league with custom scoring (6-point passing TDs,
 *   -2 per interception, a TE premium) and no K or DEF, and a seat in Pat's league;
 * - `no_leagues_nick`: a user without a league this season;
 * and a small NFL player list. Ids are invented in Sleeper's formats (18-digit user and league ids,
 * numeric player ids, team abbreviations for defences). Every league is of `FIXTURE_SEASON`.
 */

export const FIXTURE_SEASON = 2026;

export const SLEEPER_USERS = {
  ppr_pat: { username: 'ppr_pat', user_id: '700000000000000001', display_name: 'PPR Pat', avatar: 'a1b2c3' },
  superflex_sam: {
    username: 'superflex_sam',
    user_id: '700000000000000002',
    display_name: 'Superflex Sam',
    avatar: null,
  },
  no_leagues_nick: {
    username: 'no_leagues_nick',
    user_id: '700000000000000003',
    display_name: 'Nick',
    avatar: null,
  },
  chris: { username: 'chris', user_id: '700000000000000004', display_name: 'Chris', avatar: null },
} as const;

const PPR_ID = '1100000000000000001';
const SUPERFLEX_ID = '1100000000000000002';

const standardScoring = {
  pass_yd: 0.04,
  pass_td: 4,
  pass_int: -1,
  pass_2pt: 2,
  rush_yd: 0.1,
  rush_td: 6,
  rush_2pt: 2,
  rec_yd: 0.1,
  rec_td: 6,
  rec_2pt: 2,
  fum_lost: -2,
  fgm_0_19: 3,
  fgm_20_29: 3,
  fgm_30_39: 3,
  fgm_40_49: 4,
  fgm_50p: 5,
  xpm: 1,
  fgmiss: -1,
  xpmiss: -1,
  def_td: 6,
  sack: 1,
  int: 2,
  fum_rec: 2,
  safe: 2,
  ff: 1,
  blk_kick: 2,
  pts_allow_0: 10,
  pts_allow_1_6: 7,
  pts_allow_7_13: 4,
  pts_allow_14_20: 1,
  pts_allow_21_27: 0,
  pts_allow_28_34: -1,
  pts_allow_35p: -4,
};

export const PPR_LEAGUE = {
  total_rosters: 4,
  status: 'in_season',
  sport: 'nfl',
  settings: { num_teams: 4, playoff_teams: 2, type: 0, best_ball: 0, reserve_slots: 1, taxi_slots: 0 },
  season_type: 'regular',
  season: String(FIXTURE_SEASON),
  scoring_settings: { ...standardScoring, rec: 1 },
  roster_positions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF', 'BN', 'BN', 'BN', 'BN'],
  previous_league_id: null,
  name: 'Sunday Funday PPR',
  league_id: PPR_ID,
  draft_id: '1100000000000000901',
  avatar: null,
};

export const SUPERFLEX_LEAGUE = {
  total_rosters: 4,
  status: 'in_season',
  sport: 'nfl',
  settings: { num_teams: 4, playoff_teams: 2, type: 2, best_ball: 0, reserve_slots: 0, taxi_slots: 2 },
  season_type: 'regular',
  season: String(FIXTURE_SEASON),
  scoring_settings: { ...standardScoring, rec: 0.5, pass_td: 6, pass_int: -2, bonus_rec_te: 0.5 },
  roster_positions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'SUPER_FLEX', 'BN', 'BN', 'BN', 'BN'],
  previous_league_id: '1000000000000000002',
  name: 'Superflex Dynasty',
  league_id: SUPERFLEX_ID,
  draft_id: '1100000000000000902',
  avatar: 'f00dcafe',
};

/** Each user's leagues of `FIXTURE_SEASON`. */
export const SLEEPER_LEAGUES_BY_USER: Record<string, unknown[]> = {
  [SLEEPER_USERS.ppr_pat.user_id]: [PPR_LEAGUE],
  [SLEEPER_USERS.superflex_sam.user_id]: [SUPERFLEX_LEAGUE, PPR_LEAGUE],
  [SLEEPER_USERS.no_leagues_nick.user_id]: [],
};

const rosterSettings = { wins: 5, losses: 3, ties: 0, fpts: 812, fpts_decimal: 44, total_moves: 2 };

export const SLEEPER_ROSTERS: Record<string, unknown[]> = {
  [PPR_ID]: [
    {
      roster_id: 1,
      owner_id: SLEEPER_USERS.ppr_pat.user_id,
      co_owners: null,
      league_id: PPR_ID,
      // QB, RB, RB, WR, WR, TE, FLEX, K, DEF
      starters: ['4984', '4034', '9509', '6794', '7564', '1466', '8151', '3678', 'SF'],
      players: [
        '4984',
        '4034',
        '9509',
        '6794',
        '7564',
        '1466',
        '8151',
        '3678',
        'SF',
        '4881',
        '11999',
        '4993',
      ],
      reserve: ['11999'],
      taxi: null,
      settings: rosterSettings,
      metadata: { streak: '2W' },
    },
    {
      roster_id: 2,
      owner_id: SLEEPER_USERS.superflex_sam.user_id,
      co_owners: null,
      league_id: PPR_ID,
      starters: ['6904', '4866', '0', '6786', '5859', '9484', '7547', '1264', 'DAL'],
      players: ['6904', '4866', '6786', '5859', '9484', '7547', '1264', 'DAL'],
      reserve: null,
      taxi: null,
      settings: rosterSettings,
    },
    {
      roster_id: 3,
      owner_id: SLEEPER_USERS.chris.user_id,
      co_owners: [SLEEPER_USERS.ppr_pat.user_id],
      league_id: PPR_ID,
      starters: [],
      players: null,
      reserve: null,
      taxi: null,
      settings: rosterSettings,
    },
    {
      roster_id: 4,
      owner_id: null,
      co_owners: null,
      league_id: PPR_ID,
      starters: [],
      players: [],
      reserve: [],
      taxi: null,
      settings: rosterSettings,
    },
  ],
  [SUPERFLEX_ID]: [
    {
      roster_id: 1,
      owner_id: SLEEPER_USERS.superflex_sam.user_id,
      co_owners: null,
      league_id: SUPERFLEX_ID,
      // QB, RB, RB, WR, WR, TE, FLEX, SUPER_FLEX
      starters: ['4046', '4866', '8155', '6786', '11632', '9484', '7547', '6904'],
      players: ['4046', '4866', '8155', '6786', '11632', '9484', '7547', '6904', '5859', '12000'],
      reserve: [],
      taxi: ['12000'],
      settings: rosterSettings,
    },
  ],
};

export const SLEEPER_LEAGUE_USERS: Record<string, unknown[]> = {
  [PPR_ID]: [
    { ...SLEEPER_USERS.ppr_pat, metadata: { team_name: 'Pat’s Pickers' }, is_owner: true },
    { ...SLEEPER_USERS.superflex_sam, metadata: { team_name: null }, is_owner: false },
    { ...SLEEPER_USERS.chris, metadata: {}, is_owner: false },
  ],
  [SUPERFLEX_ID]: [{ ...SLEEPER_USERS.superflex_sam, metadata: { team_name: 'Two QBs' }, is_owner: true }],
};

const player = (
  id: string,
  first: string,
  last: string,
  position: string,
  team: string | null,
  extra: Record<string, unknown> = {},
) => ({
  player_id: id,
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  search_full_name: `${first}${last}`.toLowerCase().replace(/[^a-z]/g, ''),
  position,
  fantasy_positions: [position],
  team,
  status: 'Active',
  active: true,
  sport: 'nfl',
  age: 27,
  years_exp: 5,
  gsis_id: null,
  injury_status: null,
  ...extra,
});

const defence = (team: string, first: string, last: string) => ({
  player_id: team,
  first_name: first,
  last_name: last,
  position: 'DEF',
  fantasy_positions: ['DEF'],
  team,
  active: true,
  sport: 'nfl',
});

/** A small `GET /players/nfl`: keyed by `player_id`, defences by team. */
export const SLEEPER_PLAYERS: Record<string, unknown> = {
  '4984': player('4984', 'Josh', 'Allen', 'QB', 'BUF', { gsis_id: ' 00-0034857' }),
  '4046': player('4046', 'Patrick', 'Mahomes', 'QB', 'KC'),
  '4881': player('4881', 'Lamar', 'Jackson', 'QB', 'BAL'),
  '6904': player('6904', 'Jalen', 'Hurts', 'QB', 'PHI'),
  '4034': player('4034', 'Christian', 'McCaffrey', 'RB', 'SF'),
  '4866': player('4866', 'Saquon', 'Barkley', 'RB', 'PHI'),
  '9509': player('9509', 'Bijan', 'Robinson', 'RB', 'ATL'),
  '8155': player('8155', 'Breece', 'Hall', 'RB', 'NYJ'),
  '8151': player('8151', 'Kenneth', 'Walker III', 'RB', 'SEA', { full_name: 'Kenneth Walker III' }),
  '6794': player('6794', 'Justin', 'Jefferson', 'WR', 'MIN'),
  '7564': player('7564', "Ja'Marr", 'Chase', 'WR', 'CIN'),
  '6786': player('6786', 'CeeDee', 'Lamb', 'WR', 'DAL'),
  '7547': player('7547', 'Amon-Ra', 'St. Brown', 'WR', 'DET'),
  // Traded to a team our NFL data has not caught up with yet.
  '5859': player('5859', 'A.J.', 'Brown', 'WR', 'NE'),
  '11632': player('11632', 'Marvin', 'Harrison Jr.', 'WR', 'ARI'),
  '1466': player('1466', 'Travis', 'Kelce', 'TE', 'KC'),
  '9484': player('9484', 'Sam', 'LaPorta', 'TE', 'DET'),
  '1264': player('1264', 'Justin', 'Tucker', 'K', null, { status: 'Inactive' }),
  '3678': player('3678', 'Harrison', 'Butker', 'K', 'KC'),
  // A linebacker (IDP): a position we do not project.
  '4993': player('4993', 'Fred', 'Warner', 'LB', 'SF'),
  // A rookie our catalogue does not have yet.
  '12000': player('12000', 'Rookie', 'Runner', 'RB', 'CHI', { years_exp: 0 }),
  SF: defence('SF', 'San Francisco', '49ers'),
  DAL: defence('DAL', 'Dallas', 'Cowboys'),
  BAL: defence('BAL', 'Baltimore', 'Ravens'),
  // Malformed entries Sleeper's list has been seen to carry are refused one by one, not the whole list.
  '99999': 'not an object',
};
