/**
 * Sleeper data made from the generated DEMO season, so a fresh server (which loads that season:
 * `start-demo-season.ts`) matches its players: the same invented names, positions and teams as our
 * catalogue, found by name, position and team the way `match-players.ts` does (demo players carry
 * no Sleeper ids), the D/ST by its team. Served by `fake-sleeper.ts` for the browser suite and for
 * trying the import by hand (`pnpm --filter @lineup-lab/server fake-sleeper`).
 *
 * - `demo_dana` ("Demo Dana"): roster 1 of `Sunday Funday PPR` (4 teams, PPR, in season): nine
 *   starters in Sleeper's slots, a bench of five, and one rookie our catalogue does not have; and
 *   roster 1 of `Superflex Saturday` (4 teams, half-PPR with 6-point passing touchdowns and a TE
 *   premium: custom scoring; a SUPER_FLEX slot and a second TE, which our nine slots do not have).
 * - `rival_riley`: roster 2 of both leagues. `DEMO_TRADE` swaps one of Dana's bench players for one
 *   of Riley's (what a sync then adds and drops).
 *
 * Every league is of the season asked for: give the season the server's calendar is in
 * (`nflSeasonAt(now)`), as it asks Sleeper for that season's leagues.
 */
import { nflSeasonAt } from '@lineup-lab/core';
import { generateDemoSeason, type NflPlayer, normalizeName } from '@lineup-lab/engine';
import type { FakeSleeperData } from './fake-sleeper.js';

/** The Sleeper accounts of the demo data. */
export const DEMO_SLEEPER_USERS = {
  dana: { username: 'demo_dana', user_id: '710000000000000001', display_name: 'Demo Dana', avatar: null },
  riley: {
    username: 'rival_riley',
    user_id: '710000000000000002',
    display_name: 'Rival Riley',
    avatar: null,
  },
} as const;

const DEMO_PPR_LEAGUE_ID = '1210000000000000001';
const DEMO_SUPERFLEX_LEAGUE_ID = '1210000000000000002';

/** The player in Dana's PPR roster that no catalogue has (an invented rookie, not a demo name). */
export const DEMO_UNMATCHED = {
  sleeperId: '99001',
  name: 'Zeke Quinto',
  position: 'RB',
  team: 'CHI',
} as const;

/** A player of the demo Sleeper data, with the name our catalogue has him under. */
interface DemoSleeperPlayer {
  sleeperId: string;
  name: string;
  position: string;
  team: string;
}

/** What the demo data holds, for tests to name what they expect. */
export interface DemoSleeperWorld {
  /** The season of every league (the one asked for). */
  season: number;
  /** What `startFakeSleeper` serves. */
  data: FakeSleeperData;
  /** Dana's PPR roster: its starters in Sleeper's slot order (QB … K, DEF) and its bench. */
  ppr: {
    leagueId: string;
    name: string;
    teamName: string;
    starters: DemoSleeperPlayer[];
    bench: DemoSleeperPlayer[];
  };
  /** The rosters after a trade: Dana's bench player `dropped` for Riley's `added` (pass to `update`). */
  trade: { rosters: FakeSleeperData['rosters']; added: DemoSleeperPlayer; dropped: DemoSleeperPlayer };
}

const PPR_SLOTS = ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF'] as const;

/**
 * The demo players: drawn first by the generator from seed 1, so they are the same whatever the
 * season, history or date the server generates (only games and stat lines differ).
 */
function demoPlayers(season: number): NflPlayer[] {
  return generateDemoSeason({ season, seed: 1, weeks: 1 }).players;
}

/**
 * Picks the demo players of a roster: for each `[position, team, depth]`, that team's player at
 * that depth (0: the starter), skipping any whose name and position another player shares once
 * normalized (a name match must find exactly one).
 */
function picker(players: readonly NflPlayer[]) {
  const count = new Map<string, number>();
  const key = (player: NflPlayer) => `${normalizeName(player.name)}|${player.position}`;
  for (const player of players) count.set(key(player), (count.get(key(player)) ?? 0) + 1);
  let nextId = 90_000;
  const used = new Set<string>();
  return (position: string, team: string, depth = 0): DemoSleeperPlayer => {
    const candidates = players.filter(
      (player) =>
        player.position === position &&
        player.team === team &&
        count.get(key(player)) === 1 &&
        !used.has(player._id),
    );
    const player = candidates[Math.min(depth, candidates.length - 1)];
    if (!player) throw new Error(`The demo season has no ${position} of ${team} to pick`);
    used.add(player._id);
    nextId += 1;
    const sleeperId = position === 'D/ST' ? team : String(nextId);
    return { sleeperId, name: player.name, position, team };
  };
}

/** Sleeper's `/players/nfl` entry of a player (a defence is keyed by its team, position `DEF`). */
function sleeperEntry(player: DemoSleeperPlayer): [string, unknown] {
  if (player.position === 'D/ST') {
    return [
      player.sleeperId,
      {
        player_id: player.sleeperId,
        first_name: player.name.replace(/ D\/ST$/, ''),
        last_name: 'D/ST',
        position: 'DEF',
        fantasy_positions: ['DEF'],
        team: player.team,
        active: true,
        sport: 'nfl',
      },
    ];
  }
  const [first = '', ...rest] = player.name.split(' ');
  return [
    player.sleeperId,
    {
      player_id: player.sleeperId,
      first_name: first,
      last_name: rest.join(' '),
      full_name: player.name,
      search_full_name: player.name.toLowerCase().replace(/[^a-z]/g, ''),
      position: player.position,
      fantasy_positions: [player.position],
      team: player.team,
      status: 'Active',
      active: true,
      sport: 'nfl',
      years_exp: 4,
      injury_status: null,
    },
  ];
}

const roster = (
  leagueId: string,
  rosterId: number,
  ownerId: string | null,
  starters: string[],
  bench: string[],
) => ({
  roster_id: rosterId,
  owner_id: ownerId,
  co_owners: null,
  league_id: leagueId,
  starters,
  players: [...starters.filter((id) => id !== '0'), ...bench],
  reserve: [],
  taxi: null,
  settings: { wins: 2, losses: 0, ties: 0, fpts: 251, fpts_decimal: 40, total_moves: 1 },
  metadata: null,
});

/** Standard scoring as Sleeper writes it (our `STANDARD` preset, key for key); leagues add `rec`. */
const SCORING_BASE = {
  pass_yd: 0.04,
  pass_td: 4,
  pass_int: -2,
  pass_2pt: 2,
  rush_yd: 0.1,
  rush_td: 6,
  rush_2pt: 2,
  rec_yd: 0.1,
  rec_td: 6,
  rec_2pt: 2,
  fum_lost: -2,
  st_td: 6,
  fgm_0_19: 3,
  fgm_20_29: 3,
  fgm_30_39: 3,
  fgm_40_49: 4,
  fgm_50p: 5,
  xpm: 1,
  xpmiss: -1,
  fgmiss: -1,
  def_td: 6,
  def_2pt: 2,
  sack: 1,
  int: 2,
  fum_rec: 2,
  safe: 2,
  blk_kick: 2,
  pts_allow_0: 10,
  pts_allow_1_6: 7,
  pts_allow_7_13: 4,
  pts_allow_14_20: 1,
  pts_allow_21_27: 0,
  pts_allow_28_34: -1,
  pts_allow_35p: -4,
};

const league = (fields: {
  leagueId: string;
  name: string;
  season: number;
  rosterPositions: string[];
  scoring: Record<string, number>;
}) => ({
  total_rosters: 4,
  status: 'in_season',
  sport: 'nfl',
  settings: { num_teams: 4, playoff_teams: 2, type: 0, best_ball: 0, reserve_slots: 0, taxi_slots: 0 },
  season_type: 'regular',
  season: String(fields.season),
  scoring_settings: fields.scoring,
  roster_positions: fields.rosterPositions,
  previous_league_id: null,
  name: fields.name,
  league_id: fields.leagueId,
  draft_id: null,
  avatar: null,
});

/**
 * The demo Sleeper data for `season` (default: the season the calendar is in at `now`).
 * @example
 * const demo = demoSleeperData(2025);
 * const sleeper = await startFakeSleeper(demo.data);
 * sleeper.update({ rosters: demo.trade.rosters }); // Dana traded a bench player
 */
export function demoSleeperData(season: number): DemoSleeperWorld {
  const pick = picker(demoPlayers(season));
  const { dana, riley } = DEMO_SLEEPER_USERS;

  // Dana's PPR roster: starters in PPR_SLOTS order, then the bench and the unknown rookie.
  const starters = [
    pick('QB', 'BUF'),
    pick('RB', 'SF'),
    pick('RB', 'ATL'),
    pick('WR', 'MIN'),
    pick('WR', 'CIN'),
    pick('TE', 'KC'),
    pick('RB', 'DET'),
    pick('K', 'KC'),
    pick('D/ST', 'SF'),
  ];
  const bench = [
    pick('QB', 'BAL'),
    pick('RB', 'PHI'),
    pick('WR', 'DAL'),
    pick('TE', 'DET'),
    pick('WR', 'MIN', 1),
  ];
  // Riley's PPR roster.
  const rileyStarters = [
    pick('QB', 'KC'),
    pick('RB', 'BAL'),
    pick('RB', 'NYJ'),
    pick('WR', 'DET'),
    pick('WR', 'LAR'),
    pick('TE', 'PHI'),
    pick('WR', 'SEA'),
    pick('K', 'DAL'),
    pick('D/ST', 'DAL'),
  ];
  const rileyBench = [pick('RB', 'GB'), pick('WR', 'HOU')];
  // Dana's superflex roster: two QBs (QB and SUPER_FLEX) and two TEs starting.
  const superflex = [
    pick('QB', 'CIN'),
    pick('RB', 'MIA'),
    pick('RB', 'IND'),
    pick('WR', 'TB'),
    pick('WR', 'LV'),
    pick('TE', 'BUF'),
    pick('TE', 'SF'),
    pick('QB', 'DET'),
  ];
  const superflexBench = [pick('WR', 'ARI'), pick('RB', 'NO')];

  const everyone = [...starters, ...bench, ...rileyStarters, ...rileyBench, ...superflex, ...superflexBench];
  const players: Record<string, unknown> = Object.fromEntries(everyone.map(sleeperEntry));
  players[DEMO_UNMATCHED.sleeperId] = sleeperEntry({ ...DEMO_UNMATCHED })[1];

  const ids = (list: readonly DemoSleeperPlayer[]) => list.map((player) => player.sleeperId);
  const danaBench = [...ids(bench), DEMO_UNMATCHED.sleeperId];
  const pprRosters = (danaBenchIds: string[], rileyBenchIds: string[]) => [
    roster(DEMO_PPR_LEAGUE_ID, 1, dana.user_id, ids(starters), danaBenchIds),
    roster(DEMO_PPR_LEAGUE_ID, 2, riley.user_id, ids(rileyStarters), rileyBenchIds),
    roster(DEMO_PPR_LEAGUE_ID, 3, null, [], []),
    roster(DEMO_PPR_LEAGUE_ID, 4, null, [], []),
  ];
  const superflexRosters = [
    roster(DEMO_SUPERFLEX_LEAGUE_ID, 1, dana.user_id, ids(superflex), ids(superflexBench)),
    roster(DEMO_SUPERFLEX_LEAGUE_ID, 2, riley.user_id, [], []),
    roster(DEMO_SUPERFLEX_LEAGUE_ID, 3, null, [], []),
    roster(DEMO_SUPERFLEX_LEAGUE_ID, 4, null, [], []),
  ];

  // The trade: Dana's third bench player (a WR) for Riley's first bench player (an RB).
  const dropped = bench[2] as DemoSleeperPlayer;
  const added = rileyBench[0] as DemoSleeperPlayer;
  const tradedDana = danaBench.map((id) => (id === dropped.sleeperId ? added.sleeperId : id));
  const tradedRiley = ids(rileyBench).map((id) => (id === added.sleeperId ? dropped.sleeperId : id));

  const ppr = league({
    leagueId: DEMO_PPR_LEAGUE_ID,
    name: 'Sunday Funday PPR',
    season,
    rosterPositions: [...PPR_SLOTS, 'BN', 'BN', 'BN', 'BN', 'BN', 'BN'],
    scoring: { ...SCORING_BASE, rec: 1 },
  });
  const superflexLeague = league({
    leagueId: DEMO_SUPERFLEX_LEAGUE_ID,
    name: 'Superflex Saturday',
    season,
    rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'TE', 'SUPER_FLEX', 'BN', 'BN', 'BN'],
    scoring: { ...SCORING_BASE, rec: 0.5, pass_td: 6, bonus_rec_te: 0.5 },
  });
  const member = (user: { user_id: string; username: string; display_name: string }, teamName: string) => ({
    ...user,
    avatar: null,
    metadata: { team_name: teamName },
    is_owner: false,
  });

  return {
    season,
    data: {
      season,
      users: { [dana.username]: dana, [riley.username]: riley },
      leaguesByUser: {
        [dana.user_id]: [ppr, superflexLeague],
        [riley.user_id]: [ppr, superflexLeague],
      },
      rosters: {
        [DEMO_PPR_LEAGUE_ID]: pprRosters(danaBench, ids(rileyBench)),
        [DEMO_SUPERFLEX_LEAGUE_ID]: superflexRosters,
      },
      leagueUsers: {
        [DEMO_PPR_LEAGUE_ID]: [member(dana, 'Touchdown Tacos'), member(riley, 'Riley Rockets')],
        [DEMO_SUPERFLEX_LEAGUE_ID]: [member(dana, 'Two QB Tacos'), member(riley, 'Riley Rockets')],
      },
      players,
    },
    ppr: {
      leagueId: DEMO_PPR_LEAGUE_ID,
      name: 'Sunday Funday PPR',
      teamName: 'Touchdown Tacos',
      starters,
      bench,
    },
    trade: {
      rosters: {
        [DEMO_PPR_LEAGUE_ID]: pprRosters(tradedDana, tradedRiley),
        [DEMO_SUPERFLEX_LEAGUE_ID]: superflexRosters,
      },
      added,
      dropped,
    },
  };
}

/** The demo Sleeper data for the season the calendar is in at `now` (as the server asks Sleeper). */
export function demoSleeperDataAt(now: Date): DemoSleeperWorld {
  return demoSleeperData(nflSeasonAt(now));
}
