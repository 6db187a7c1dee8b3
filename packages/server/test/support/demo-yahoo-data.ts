/**
 * Yahoo leagues made from the generated DEMO season, so a fresh server (which loads that season:
 * `start-demo-season.ts`) matches their players: the demo catalogue's names, positions and teams,
 * with Yahoo's own player keys (`demo-league-players.ts`), a defence by its team. Served by
 * `fake-yahoo.ts` in Yahoo's shapes for the browser suite; the Yahoo account signed in at its
 * consent page is Demo Dana's (`DEMO_YAHOO_USERS.dana`: set `fake.signedIn`).
 *
 * - `Gridiron Gang PPR` (4 teams, PPR, Yahoo's standard QB/2 WR/2 RB/TE/W-R-T/K/DEF, 6 BN, 1 IR):
 *   Dana's team 1 `Taco Truck` (nine starters, a bench of six of which one invented rookie no
 *   catalogue has), Rival Riley's team 2. `trade` swaps one of Dana's bench players for one of
 *   Riley's (what a sync then adds and drops).
 * - `Two-QB Tuesday` (4 teams, half PPR with a 300-yard bonus and IDP points, a `Q/W/R/T`
 *   superflex and an `LB` slot): Dana's team 3.
 *
 * Every league is of the season asked for, in that season's NFL game (Yahoo's game keys by season;
 * an invented one past 2025): give the season the server's calendar is in (`nflSeasonAt(now)`), as
 * the server asks Yahoo for that season's leagues.
 */
import { nflSeasonAt } from '@lineup-lab/core';
import {
  DEMO_NFL_TEAMS,
  type DemoLeaguePlayer,
  type DemoNflTeam,
  demoPicker,
  demoSeasonPlayers,
  unknownPlayer,
} from './demo-league-players.js';
import type { FakeYahoo } from './fake-yahoo.js';
import {
  defaultYahooData,
  type FakeYahooData,
  type FakeYahooLeague,
  type FakeYahooPlayer,
  type FakeYahooTeam,
  PPR_LEAGUE_KEY,
  SUPERFLEX_LEAGUE_KEY,
} from './yahoo-fixtures.js';

/** Yahoo's NFL game keys by season (`docs/hosts/yahoo-protocol.md` §2). */
const NFL_GAME_KEYS: Readonly<Record<number, string>> = { 2023: '423', 2024: '449', 2025: '461' };

/** The NFL game of `season`: Yahoo's key, or an invented one for a season whose key is not known. */
export function yahooGameKey(season: number): string {
  return NFL_GAME_KEYS[season] ?? String(461 + (season - 2025) * 10);
}

/** The Yahoo accounts of the demo data: Dana is the one the browser suite connects. */
const DEMO_YAHOO_USERS = {
  dana: { guid: 'DANADEMO7QK2LMN3XYZ4ABCDEF', nickname: 'Demo Dana' },
  riley: { guid: 'RILEYRIVAL5UVW6XYZ7ABCDEF', nickname: 'Rival Riley' },
} as const;

/** A demo player as Yahoo rosters him: his player key and the position he is in. */
interface DemoYahooPlayer extends DemoLeaguePlayer {
  readonly playerKey: string;
  readonly selectedPosition: string;
}

/** What the demo Yahoo data holds, for tests to name what they expect. */
export interface DemoYahooWorld {
  /** The season of every league (the one asked for), and its NFL game's key. */
  readonly season: number;
  readonly gameKey: string;
  /** What `startFakeYahoo({ data })` serves. */
  readonly data: FakeYahooData;
  /** The Yahoo account the consent page signs in (`fake.signedIn = demo.user.guid`). */
  readonly user: { readonly guid: string; readonly nickname: string };
  /** Dana's PPR league: her team, its starters in Yahoo's order, its bench, and the unknown rookie on it. */
  readonly ppr: {
    readonly leagueKey: string;
    readonly name: string;
    readonly teamName: string;
    readonly starters: readonly DemoYahooPlayer[];
    readonly bench: readonly DemoYahooPlayer[];
    readonly unknown: DemoYahooPlayer;
  };
  readonly superflex: { readonly leagueKey: string; readonly name: string };
  /** In the PPR league, Dana's bench player `dropped` for Riley's `added`. */
  readonly trade: {
    readonly added: DemoYahooPlayer;
    readonly dropped: DemoYahooPlayer;
    /** Makes the trade at the fake. */
    apply(fake: FakeYahoo): void;
    /** Trades them back. */
    undo(fake: FakeYahoo): void;
  };
}

/** The positions a player of each of Yahoo's positions may fill. */
const ELIGIBLE: Readonly<Record<string, string[]>> = {
  QB: ['QB', 'Q/W/R/T'],
  RB: ['RB', 'W/R', 'W/R/T', 'Q/W/R/T'],
  WR: ['WR', 'W/R', 'W/T', 'W/R/T', 'Q/W/R/T'],
  TE: ['TE', 'W/T', 'W/R/T', 'Q/W/R/T'],
  K: ['K'],
  DEF: ['DEF'],
};

/** Yahoo's player of a demo player (a defence is named by its city, id 100000 + the team's id). */
function yahooPlayerOf(player: DemoYahooPlayer): FakeYahooPlayer {
  const team = DEMO_NFL_TEAMS[player.team as DemoNflTeam];
  const position = player.position === 'D/ST' ? 'DEF' : player.position;
  const [first = '', ...rest] = player.name.split(' ');
  return {
    playerKey: player.playerKey,
    first: position === 'DEF' ? team.city : first,
    last: position === 'DEF' ? '' : rest.join(' '),
    teamAbbr: team.yahooAbbr,
    teamName: team.fullName,
    nflTeamId: team.espnId,
    position,
    positionType: position === 'K' ? 'K' : position === 'DEF' ? 'DT' : 'O',
    eligible: ELIGIBLE[position] ?? [position],
  };
}

/**
 * Gives demo players keys of `gameKey`'s game (ids from 50001, the same player the same key in
 * every league; a defence its team's) in the positions given.
 */
function yahooKeys(gameKey: string) {
  const keys = new Map<string, string>();
  let next = 50_000;
  return (player: DemoLeaguePlayer, selectedPosition: string): DemoYahooPlayer => {
    const who = `${player.name}|${player.position}|${player.team}`;
    let playerKey = keys.get(who);
    if (playerKey === undefined) {
      const team = DEMO_NFL_TEAMS[player.team as DemoNflTeam];
      next += 1;
      playerKey = `${gameKey}.p.${player.position === 'D/ST' ? 100_000 + team.espnId : next}`;
      keys.set(who, playerKey);
    }
    return { ...player, playerKey, selectedPosition };
  };
}

const slots = (players: readonly DemoYahooPlayer[]) =>
  players.map(({ playerKey, selectedPosition }) => ({ playerKey, position: selectedPosition }));

/**
 * The demo Yahoo data for `season`.
 * @example
 * const demo = demoYahooData(2025);
 * const yahoo = await startFakeYahoo({ data: demo.data });
 * yahoo.signedIn = demo.user.guid;
 * demo.trade.apply(yahoo); // Dana traded a bench player
 */
export function demoYahooData(season: number): DemoYahooWorld {
  const gameKey = yahooGameKey(season);
  const players = demoSeasonPlayers(season);
  const fixtures = defaultYahooData().leagues;
  const { dana, riley } = DEMO_YAHOO_USERS;
  const manager = (n: number) => ({ guid: `DEMOMGR${n}ABCDEFGHIJKLMNOPQRS`, nickname: `Manager ${n}` });

  // Gridiron Gang PPR.
  const pick = demoPicker(players);
  const key = yahooKeys(gameKey);
  const starters = [
    key(pick('QB', 'BUF'), 'QB'),
    key(pick('WR', 'MIN'), 'WR'),
    key(pick('WR', 'CIN'), 'WR'),
    key(pick('RB', 'SF'), 'RB'),
    key(pick('RB', 'ATL'), 'RB'),
    key(pick('TE', 'KC'), 'TE'),
    key(pick('RB', 'DET'), 'W/R/T'),
    key(pick('K', 'KC'), 'K'),
    key(pick('D/ST', 'SF'), 'DEF'),
  ];
  const unknown = key(
    unknownPlayer(players, { name: 'Tavon Merriweather', position: 'RB', team: 'CHI' }),
    'BN',
  );
  const bench = [
    key(pick('QB', 'BAL'), 'BN'),
    key(pick('RB', 'PHI'), 'BN'),
    key(pick('WR', 'DAL'), 'BN'),
    key(pick('TE', 'DET'), 'BN'),
    key(pick('WR', 'MIN', 1), 'BN'),
    unknown,
  ];
  const rileyRoster = [
    key(pick('QB', 'KC'), 'QB'),
    key(pick('WR', 'DET'), 'WR'),
    key(pick('WR', 'LAR'), 'WR'),
    key(pick('RB', 'BAL'), 'RB'),
    key(pick('RB', 'NYJ'), 'RB'),
    key(pick('TE', 'PHI'), 'TE'),
    key(pick('WR', 'SEA'), 'W/R/T'),
    key(pick('K', 'DAL'), 'K'),
    key(pick('D/ST', 'DAL'), 'DEF'),
    key(pick('RB', 'GB'), 'BN'),
    key(pick('WR', 'HOU'), 'BN'),
  ];
  const pprFixture = fixtures[PPR_LEAGUE_KEY] as FakeYahooLeague;
  const ppr: FakeYahooLeague = {
    leagueKey: `${gameKey}.l.424242`,
    name: 'Gridiron Gang PPR',
    season,
    draftStatus: 'postdraft',
    isFinished: false,
    currentWeek: 3,
    rosterPositions: [
      { position: 'QB', positionType: 'O', count: 1 },
      { position: 'WR', positionType: 'O', count: 2 },
      { position: 'RB', positionType: 'O', count: 2 },
      { position: 'TE', positionType: 'O', count: 1 },
      { position: 'W/R/T', positionType: 'O', count: 1 },
      { position: 'K', positionType: 'K', count: 1 },
      { position: 'DEF', positionType: 'DT', count: 1 },
      { position: 'BN', count: 6 },
      { position: 'IR', count: 1 },
    ],
    stats: pprFixture.stats,
    teams: [
      { teamId: 1, name: 'Taco Truck', manager: dana, roster: slots([...starters, ...bench]) },
      { teamId: 2, name: 'Riley Rockets', manager: riley, roster: slots(rileyRoster) },
      { teamId: 3, name: 'Team Three', manager: manager(3), roster: [] },
      { teamId: 4, name: 'Team Four', manager: manager(4), roster: [] },
    ],
  };

  // Two-QB Tuesday: Dana's team 3.
  const superPick = demoPicker(players);
  const superflexRoster = [
    key(superPick('QB', 'CIN'), 'QB'),
    key(superPick('WR', 'DET'), 'WR'),
    key(superPick('WR', 'SEA'), 'WR'),
    key(superPick('RB', 'BAL'), 'RB'),
    key(superPick('RB', 'GB'), 'RB'),
    key(superPick('TE', 'PHI'), 'TE'),
    key(superPick('WR', 'HOU'), 'W/R/T'),
    key(superPick('QB', 'KC'), 'Q/W/R/T'),
    key(superPick('K', 'DAL'), 'K'),
    key(superPick('D/ST', 'BAL'), 'DEF'),
  ];
  const superflexFixture = fixtures[SUPERFLEX_LEAGUE_KEY] as FakeYahooLeague;
  const superflex: FakeYahooLeague = {
    ...superflexFixture,
    leagueKey: `${gameKey}.l.535353`,
    name: 'Two-QB Tuesday',
    season,
    currentWeek: 3,
    teams: [
      { teamId: 1, name: 'Keeper One', manager: manager(5), roster: [] },
      { teamId: 2, name: 'Riley Two QBs', manager: riley, roster: [] },
      { teamId: 3, name: 'Double Tacos', manager: dana, roster: slots(superflexRoster) },
      { teamId: 4, name: 'Keeper Four', manager: manager(6), roster: [] },
    ],
  };

  const everyone = [...starters, ...bench, ...rileyRoster, ...superflexRoster];
  const data: FakeYahooData = {
    games: [{ gameKey, season }],
    players: Object.fromEntries(everyone.map((player) => [player.playerKey, yahooPlayerOf(player)])),
    leagues: { [ppr.leagueKey]: ppr, [superflex.leagueKey]: superflex },
  };

  // The trade: Dana's third bench player (a WR) for Riley's first bench player (an RB).
  const dropped = bench[2] as DemoYahooPlayer;
  const added = rileyRoster[9] as DemoYahooPlayer;
  const move = (fake: FakeYahoo, player: DemoYahooPlayer, toTeamId: number) =>
    fake.trade(ppr.leagueKey, player.playerKey, toTeamId);
  return {
    season,
    gameKey,
    data,
    user: dana,
    ppr: {
      leagueKey: ppr.leagueKey,
      name: ppr.name,
      teamName: (ppr.teams[0] as FakeYahooTeam).name,
      starters,
      bench,
      unknown,
    },
    superflex: { leagueKey: superflex.leagueKey, name: superflex.name },
    trade: {
      added,
      dropped,
      apply(fake) {
        move(fake, dropped, 2);
        move(fake, added, 1);
      },
      undo(fake) {
        move(fake, added, 2);
        move(fake, dropped, 1);
      },
    },
  };
}

/** The demo Yahoo data for the season the calendar is in at `now` (as the server asks Yahoo). */
export function demoYahooDataAt(now: Date): DemoYahooWorld {
  return demoYahooData(nflSeasonAt(now));
}
