/**
 * The demo season's players as the demo ESPN and Yahoo leagues (`demo-espn-data.ts`,
 * `demo-yahoo-data.ts`) roster them: drawn, as `demo-sleeper-data.ts` draws Sleeper's, from the
 * generated DEMO season a fresh server loads (`start-demo-season.ts`), so that an import matches
 * them to its catalogue by name, position and team (a D/ST by its team) as `match-players.ts`
 * does; and the NFL teams they play for, with each host's ids and spellings.
 */
import { generateDemoSeason, type NflPlayer, normalizeName } from '@lineup-lab/engine';

/** A demo player as a host lists him: our catalogue's name, position (`D/ST` for a defence) and team. */
export interface DemoLeaguePlayer {
  readonly name: string;
  /** `QB`, `RB`, `WR`, `TE`, `K` or `D/ST`. */
  readonly position: string;
  /** Our (canonical) team abbreviation. */
  readonly team: string;
}

/**
 * The NFL teams the demo leagues use: ESPN's `proTeamId` (Yahoo's `nfl.t.{n}` numbers them the
 * same), the abbreviation as Yahoo writes it (`editorial_team_abbr`, mixed case), the team's full
 * name, its nickname (ESPN names a D/ST `49ers D/ST`) and the city (Yahoo names a defence by it).
 */
export const DEMO_NFL_TEAMS = {
  ATL: { espnId: 1, yahooAbbr: 'Atl', fullName: 'Atlanta Falcons', nickname: 'Falcons', city: 'Atlanta' },
  BUF: { espnId: 2, yahooAbbr: 'Buf', fullName: 'Buffalo Bills', nickname: 'Bills', city: 'Buffalo' },
  CHI: { espnId: 3, yahooAbbr: 'Chi', fullName: 'Chicago Bears', nickname: 'Bears', city: 'Chicago' },
  CIN: {
    espnId: 4,
    yahooAbbr: 'Cin',
    fullName: 'Cincinnati Bengals',
    nickname: 'Bengals',
    city: 'Cincinnati',
  },
  DAL: { espnId: 6, yahooAbbr: 'Dal', fullName: 'Dallas Cowboys', nickname: 'Cowboys', city: 'Dallas' },
  DET: { espnId: 8, yahooAbbr: 'Det', fullName: 'Detroit Lions', nickname: 'Lions', city: 'Detroit' },
  GB: { espnId: 9, yahooAbbr: 'GB', fullName: 'Green Bay Packers', nickname: 'Packers', city: 'Green Bay' },
  KC: {
    espnId: 12,
    yahooAbbr: 'KC',
    fullName: 'Kansas City Chiefs',
    nickname: 'Chiefs',
    city: 'Kansas City',
  },
  LAR: { espnId: 14, yahooAbbr: 'LAR', fullName: 'Los Angeles Rams', nickname: 'Rams', city: 'Los Angeles' },
  MIN: {
    espnId: 16,
    yahooAbbr: 'Min',
    fullName: 'Minnesota Vikings',
    nickname: 'Vikings',
    city: 'Minnesota',
  },
  NYJ: { espnId: 20, yahooAbbr: 'NYJ', fullName: 'New York Jets', nickname: 'Jets', city: 'New York' },
  PHI: {
    espnId: 21,
    yahooAbbr: 'Phi',
    fullName: 'Philadelphia Eagles',
    nickname: 'Eagles',
    city: 'Philadelphia',
  },
  SF: {
    espnId: 25,
    yahooAbbr: 'SF',
    fullName: 'San Francisco 49ers',
    nickname: '49ers',
    city: 'San Francisco',
  },
  SEA: { espnId: 26, yahooAbbr: 'Sea', fullName: 'Seattle Seahawks', nickname: 'Seahawks', city: 'Seattle' },
  BAL: { espnId: 33, yahooAbbr: 'Bal', fullName: 'Baltimore Ravens', nickname: 'Ravens', city: 'Baltimore' },
  HOU: { espnId: 34, yahooAbbr: 'Hou', fullName: 'Houston Texans', nickname: 'Texans', city: 'Houston' },
} as const;
export type DemoNflTeam = keyof typeof DEMO_NFL_TEAMS;

/**
 * The demo players: drawn first by the generator from seed 1, so they are the same whatever the
 * season, history or date the server generates (only games and stat lines differ).
 */
export function demoSeasonPlayers(season: number): NflPlayer[] {
  return generateDemoSeason({ season, seed: 1, weeks: 1 }).players;
}

/**
 * A picker of a league's demo players: `pick(position, team, depth)` gives that team's player at
 * that position and depth (0: the starter), skipping anyone whose name and position another
 * player shares once normalized (a name match must find exactly one) and anyone picked already.
 */
export function demoPicker(
  players: readonly NflPlayer[],
): (position: string, team: DemoNflTeam, depth?: number) => DemoLeaguePlayer {
  const count = new Map<string, number>();
  const key = (player: NflPlayer) => `${normalizeName(player.name)}|${player.position}`;
  for (const player of players) count.set(key(player), (count.get(key(player)) ?? 0) + 1);
  const used = new Set<string>();
  return (position, team, depth = 0) => {
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
    return { name: player.name, position, team };
  };
}

/**
 * An invented player for a league to list that no demo catalogue has (what the import reports as
 * not matched); throws if the demo season happens to have someone of that name and position.
 */
export function unknownPlayer(
  players: readonly NflPlayer[],
  player: DemoLeaguePlayer & { readonly team: DemoNflTeam },
): DemoLeaguePlayer {
  const taken = players.some(
    (known) => normalizeName(known.name) === normalizeName(player.name) && known.position === player.position,
  );
  if (taken) throw new Error(`The demo season has a ${player.position} named ${player.name}: pick another`);
  return player;
}
