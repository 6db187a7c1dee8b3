import type { StatLineInput } from '@lineup-lab/core';
import { NFL_TEAM_NAMES, NFL_TEAMS } from '../canonical-team.js';
import { easternToUtc } from '../eastern-time.js';
import {
  type Game,
  type NflPlayer,
  type NflPosition,
  type NflTeam,
  type WeeklyStat,
  ZWeeklyStat,
} from '../entities.js';
import { DEMO_PARAMETERS } from './demo-parameters.js';
import type { DemoParameters, SlotParameters } from './fit-demo-parameters.js';
import { Prng } from './prng.js';

/**
 * A generated season (and the seasons before it, when asked for): everything flagged `demo: true`
 * (teams are the real franchises). `season` is the latest.
 */
export interface DemoSeason {
  season: number;
  teams: NflTeam[];
  players: NflPlayer[];
  games: Game[];
  stats: WeeklyStat[];
}

/** Options of `generateDemoSeason`. */
export interface DemoSeasonOptions {
  /** Default 2024. */
  season?: number;
  /**
   * Earlier seasons generated whole before `season`, with the same players (default 0): the history
   * a model needs to project the first weeks of `season`, before it has been played.
   */
  history?: number;
  /** Default 1: the same seed always gives the same season. */
  seed?: number;
  /** Regular-season weeks to play, 1–18 (default 18: 17 games and one bye per team). */
  weeks?: number;
  /** Default: the committed, fitted `DEMO_PARAMETERS`. */
  parameters?: DemoParameters;
  /**
   * The moment the season is seen from (an ISO instant): games that kick off at or after it are not
   * played yet — no score, no stat lines — and a playoff round is listed only once the round before
   * it (or the regular season) has kicked off, as a real schedule is filled in. Default: every game
   * played.
   */
  asOf?: string;
}

/** Roster depth per team (fantasy positions), and free agents per position. */
const DEPTH: Readonly<Record<Exclude<NflPosition, 'D/ST'>, number>> = { QB: 3, RB: 5, WR: 7, TE: 4, K: 1 };
const FREE_AGENTS: Readonly<Record<Exclude<NflPosition, 'D/ST'>, number>> = {
  QB: 30,
  RB: 60,
  WR: 90,
  TE: 40,
  K: 15,
};
const FIRST = [
  'Avery',
  'Blake',
  'Cam',
  'Dante',
  'Eli',
  'Finn',
  'Gus',
  'Hayes',
  'Isaiah',
  'Jalen',
  'Kobe',
  'Luca',
  'Marcus',
  'Nico',
  'Omar',
  'Pierce',
  'Quinn',
  'Reid',
  'Silas',
  'Tre',
  'Uriah',
  'Vince',
  'Wes',
  'Xavier',
  'Yusuf',
  'Zion',
];
const LAST = [
  'Abbott',
  'Barlow',
  'Castillo',
  'Dorsey',
  'Ellison',
  'Fairley',
  'Garrity',
  'Holloway',
  'Ingram',
  'Jessup',
  'Kearney',
  'Lockett',
  'Maddox',
  'Nwosu',
  'Okafor',
  'Pruitt',
  'Quarles',
  'Rhodes',
  'Sutton',
  'Tolliver',
  'Underwood',
  'Vance',
  'Whitlock',
  'Yates',
  'Zeller',
  'Brannon',
  'Cutler',
  'Delaney',
];

/** Kick-off slots of a week: [days after Thursday, Eastern time]. */
const SLOTS: ReadonlyArray<[number, string]> = [
  [0, '20:15'],
  [3, '20:15'],
  [4, '20:15'],
];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
/** The playoff rounds in order. */
const PLAYOFF_ROUNDS: readonly Game['gameType'][] = ['WC', 'DIV', 'CON', 'SB'];

/** The Thursday the season opens: the first Thursday after Labor Day (first Monday of September). */
function openingThursday(season: number): Date {
  const firstOfSeptember = new Date(Date.UTC(season, 8, 1));
  const laborDay = 1 + ((8 - firstOfSeptember.getUTCDay()) % 7);
  return new Date(Date.UTC(season, 8, laborDay + 3));
}

function makePlayers(rng: Prng) {
  const players: NflPlayer[] = [];
  const names = new Set<string>();
  const name = () => {
    for (;;) {
      const candidate = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
      const full = names.has(candidate) ? `${candidate} ${rng.pick(['II', 'III', 'Jr.'])}` : candidate;
      if (!names.has(full)) {
        names.add(full);
        return full;
      }
    }
  };
  const depth = new Map<string, NflPlayer[]>();
  let next = 1;
  const add = (position: NflPosition, team: string | null) => {
    const id = `demo:p${String(next++).padStart(4, '0')}`;
    const player: NflPlayer = {
      _id: id,
      name: name(),
      position,
      team,
      status: team === null ? 'free_agent' : 'active',
      ids: {},
      demo: true,
    };
    players.push(player);
    return player;
  };
  for (const team of NFL_TEAMS) {
    for (const [position, count] of Object.entries(DEPTH) as Array<[NflPosition, number]>) {
      depth.set(
        `${team}:${position}`,
        Array.from({ length: count }, () => add(position, team)),
      );
    }
    players.push({
      _id: `demo:dst:${team}`,
      name: `${NFL_TEAM_NAMES[team]} D/ST`,
      position: 'D/ST',
      team,
      status: 'active',
      ids: {},
      demo: true,
    });
  }
  for (const [position, count] of Object.entries(FREE_AGENTS) as Array<[NflPosition, number]>) {
    for (let i = 0; i < count; i += 1) add(position, null);
  }
  return { players, depth };
}

/** What a season is drawn with: the generator, the year and the fitted parameters. */
interface SeasonDraw {
  rng: Prng;
  season: number;
  parameters: DemoParameters;
}

/** A season's draw with the teams' strengths, which every game's lines come from. */
interface GameDraw extends SeasonDraw {
  strength: ReadonlyMap<string, number>;
}

/**
 * A game with its Vegas lines (the spread from the teams' strengths, a total around the league's)
 * and a final score drawn around them, never a tie.
 */
function drawGame(
  { rng, parameters, strength }: GameDraw,
  game: Pick<Game, '_id' | 'season' | 'week' | 'gameType' | 'kickoff' | 'homeTeam' | 'awayTeam'>,
): Game {
  const { spreadLine, totalLine, marginResidualSd, totalResidualSd } = parameters.games;
  const edge = (strength.get(game.homeTeam) ?? 0) - (strength.get(game.awayTeam) ?? 0);
  const spread = Math.round(2 * (edge + spreadLine.mean)) / 2;
  const total = Math.round(2 * rng.normal(totalLine.mean, totalLine.sd)) / 2;
  const margin = rng.normal(spread, marginResidualSd);
  const points = Math.max(10, rng.normal(total, totalResidualSd));
  const homeScore = Math.max(0, Math.round((points + margin) / 2));
  const awayScore = Math.max(0, Math.round((points - margin) / 2));
  return {
    ...game,
    spreadLine: spread,
    totalLine: total,
    homeScore,
    awayScore: homeScore === awayScore ? awayScore + 3 : awayScore,
    demo: true,
  };
}

function makeGames(draw: SeasonDraw, weeks: number): { games: Game[]; strength: Map<string, number> } {
  const { rng, season, parameters } = draw;
  const strength = new Map(
    NFL_TEAMS.map((team) => [team, rng.normal(0, parameters.games.spreadLine.sd / Math.SQRT2)]),
  );
  const teams = rng.shuffle(NFL_TEAMS);
  // Byes in weeks 5–12, four teams a week (32 teams, one bye each) when the season is that long.
  const byeOf = new Map(teams.map((team, index) => [team, 5 + Math.floor(index / 4)]));
  const opening = openingThursday(season);
  const games: Game[] = [];
  for (let week = 1; week <= weeks; week += 1) {
    const playing = rng.shuffle(NFL_TEAMS.filter((team) => byeOf.get(team) !== week));
    const thursday = new Date(opening.getTime() + (week - 1) * 7 * DAY_MS);
    for (let index = 0; index + 1 < playing.length; index += 2) {
      const home = playing[index] as string;
      const away = playing[index + 1] as string;
      const [days, time] =
        index === 0
          ? (SLOTS[0] as [number, string])
          : index === 2
            ? (SLOTS[2] as [number, string])
            : index === 4
              ? (SLOTS[1] as [number, string])
              : [3, index < 20 ? '13:00' : '16:25'];
      const day = iso(new Date(thursday.getTime() + days * DAY_MS));
      games.push(
        drawGame(
          { ...draw, strength },
          {
            _id: `${season}_${String(week).padStart(2, '0')}_${away}_${home}`,
            season,
            week,
            gameType: 'REG',
            kickoff: easternToUtc(day, time) ?? `${day}T17:00:00.000Z`,
            homeTeam: home,
            awayTeam: away,
          },
        ),
      );
    }
  }
  return { games, strength };
}

/**
 * A season's playoffs after its regular season: the fourteen best records (wins, then points
 * margin) in two brackets of seven, seed 1 resting in the wild-card round; wild card (week 19,
 * Saturday to Monday after week 18), divisional (week 20), conference (week 21) and the Super Bowl
 * two weeks later (week 22). Scores as in the regular season; no stat lines (fantasy ends with it).
 */
function makePlayoffs(draw: GameDraw, regular: readonly Game[]): Game[] {
  const { season } = draw;
  const record = new Map(NFL_TEAMS.map((team) => [team, { wins: 0, margin: 0 }]));
  for (const game of regular) {
    const margin = (game.homeScore ?? 0) - (game.awayScore ?? 0);
    const home = record.get(game.homeTeam);
    const away = record.get(game.awayTeam);
    if (!home || !away) continue;
    home.margin += margin;
    away.margin -= margin;
    if (margin > 0) home.wins += 1;
    else away.wins += 1;
  }
  const seeded = [...NFL_TEAMS]
    .sort((a, b) => {
      const ra = record.get(a) ?? { wins: 0, margin: 0 };
      const rb = record.get(b) ?? { wins: 0, margin: 0 };
      return rb.wins - ra.wins || rb.margin - ra.margin || a.localeCompare(b);
    })
    .slice(0, 14);
  const brackets = [seeded.filter((_, i) => i % 2 === 0), seeded.filter((_, i) => i % 2 === 1)];
  const lastWeek = Math.max(...regular.map((game) => game.week));
  const week18Thursday = openingThursday(season).getTime() + (lastWeek - 1) * 7 * DAY_MS;
  const games: Game[] = [];
  /** Plays one game of the round `day` days after week 18's Thursday, at `time` Eastern; answers the winner. */
  const play = (
    { week, gameType }: PlayoffRound,
    [home, away]: readonly [string, string],
    [day, time]: readonly [number, string],
  ) => {
    const date = iso(new Date(week18Thursday + day * DAY_MS));
    const game = drawGame(draw, {
      _id: `${season}_${week}_${away}_${home}`,
      season,
      week,
      gameType,
      kickoff: easternToUtc(date, time) ?? `${date}T21:30:00.000Z`,
      homeTeam: home,
      awayTeam: away,
    });
    games.push(game);
    return (game.homeScore ?? 0) > (game.awayScore ?? 0) ? home : away;
  };
  const SLOT_TIMES = ['16:30', '20:15', '13:00'];
  const finalists: string[] = [];
  brackets.forEach((bracket, b) => {
    const [first, ...rest] = bracket as [string, ...string[]];
    // Wild card: 2 v 7, 3 v 6, 4 v 5 (Saturday, Sunday, Monday).
    const wildCard = [0, 1, 2].map((i) =>
      play(WILD_CARD, [rest[i] as string, rest[5 - i] as string], [9 + i, SLOT_TIMES[(i + b) % 3] as string]),
    );
    const alive = [first, ...wildCard].sort((x, y) => bracket.indexOf(x) - bracket.indexOf(y));
    // Divisional: the best seed left v the worst, the other two.
    const divisional = [
      play(DIVISIONAL, [alive[0] as string, alive[3] as string], [16 + b, '16:30']),
      play(DIVISIONAL, [alive[1] as string, alive[2] as string], [16 + b, '20:15']),
    ].sort((x, y) => bracket.indexOf(x) - bracket.indexOf(y));
    finalists.push(
      play(CONFERENCE, [divisional[0] as string, divisional[1] as string], [24, b === 0 ? '15:00' : '18:30']),
    );
  });
  play(SUPER_BOWL, [finalists[0] as string, finalists[1] as string], [38, '18:30']);
  return games;
}

/** A playoff round: its week and game type. */
interface PlayoffRound {
  week: number;
  gameType: Game['gameType'];
}
const WILD_CARD: PlayoffRound = { week: 19, gameType: 'WC' };
const DIVISIONAL: PlayoffRound = { week: 20, gameType: 'DIV' };
const CONFERENCE: PlayoffRound = { week: 21, gameType: 'CON' };
const SUPER_BOWL: PlayoffRound = { week: 22, gameType: 'SB' };

/** A count around a mean and SD, never below 0. */
const volume = (rng: Prng, { mean, sd }: { mean: number; sd: number }, scale: number) =>
  Math.max(0, Math.round(rng.normal(mean * scale, sd)));

/** One offensive player's game: the stat line and the usage behind it. */
function offenseGame(
  rng: Prng,
  slot: SlotParameters,
  { talent, pace }: { talent: number; pace: number },
): StatDraw {
  const attempts = volume(rng, slot.passAttempts, 1);
  const carries = volume(rng, slot.carries, talent);
  const targets = volume(rng, slot.targets, talent);
  const receptions = rng.binomial(targets, Math.min(0.95, slot.catchRate));
  const yards = (count: number, perUnit: number) =>
    Math.round(count * perUnit * talent * (1 + 0.25 * rng.normal()));
  const line: StatLineInput = {
    passingYards: yards(attempts, slot.yardsPerAttempt),
    passingTouchdowns: rng.poisson(attempts * slot.passTdPerAttempt * pace),
    passingInterceptions: rng.poisson(attempts * slot.intPerAttempt),
    rushingYards: yards(carries, slot.yardsPerCarry),
    rushingTouchdowns: rng.poisson(carries * slot.rushTdPerCarry * pace * talent),
    receptions,
    receivingYards: Math.max(0, yards(receptions, slot.yardsPerReception)),
    receivingTouchdowns: rng.poisson(receptions * slot.recTdPerReception * pace * talent),
    fumblesLost: rng.poisson(slot.fumblesLostPerGame),
  };
  return { line, usage: { passAttempts: attempts, carries, targets } };
}

/** A drawn stat line and the usage behind it. */
interface StatDraw {
  line: StatLineInput;
  usage: WeeklyStat['usage'];
}

/** One side of a game: the game, and whether the team is at home. */
interface GameSide {
  game: Game;
  isHome: boolean;
}

/** What drawing a season's stat lines needs: the players, the depth charts, talents and parameters. */
interface Rosters {
  players: readonly NflPlayer[];
  depth: ReadonlyMap<string, readonly NflPlayer[]>;
  talent: ReadonlyMap<string, number>;
  parameters: DemoParameters;
}

/**
 * The stat lines of a season's regular-season games: usage by depth slot, rates scaled by the
 * player's talent and the team's score; each team's kicker and D/ST.
 */
function playSeason({ rng, season }: SeasonDraw, games: readonly Game[], rosters: Rosters): WeeklyStat[] {
  const { players, depth, talent, parameters } = rosters;
  const stats: WeeklyStat[] = [];
  const meanTeamScore = parameters.games.totalLine.mean / 2;
  const push = (player: NflPlayer, { game, isHome }: GameSide, { line, usage }: StatDraw) => {
    stats.push(
      ZWeeklyStat.parse({
        _id: `demo:${season}:${game.week}:${player._id}`,
        source: 'demo',
        playerId: player._id,
        season,
        week: game.week,
        team: player.team,
        opponent: isHome ? game.awayTeam : game.homeTeam,
        isHome,
        stats: line,
        reportedPoints: null,
        usage,
        demo: true,
      }),
    );
  };
  for (const game of games) {
    for (const isHome of [true, false]) {
      const team = isHome ? game.homeTeam : game.awayTeam;
      const scored = (isHome ? game.homeScore : game.awayScore) ?? 0;
      const allowed = (isHome ? game.awayScore : game.homeScore) ?? 0;
      const pace = Math.max(0.3, scored / meanTeamScore);
      for (const position of ['QB', 'RB', 'WR', 'TE'] as const) {
        const roster = depth.get(`${team}:${position}`) ?? [];
        roster.forEach((player, index) => {
          const slot = parameters.slots[`${position}${index + 1}`];
          if (!slot || rng.next() > slot.presence) return;
          push(
            player,
            { game, isHome },
            offenseGame(rng, slot, { talent: talent.get(player._id) ?? 1, pace }),
          );
        });
      }
      const kicker = depth.get(`${team}:K`)?.[0];
      if (kicker) {
        const line: Record<string, number> = {}; // kicker fields of StatLineInput
        for (const [field, mean] of Object.entries(parameters.kicker)) {
          line[field] = rng.poisson(field === 'patMade' ? mean * pace : mean);
        }
        push(kicker, { game, isHome }, { line: line as StatLineInput, usage: {} });
      }
      const dst = players.find((player) => player._id === `demo:dst:${team}`);
      if (dst) {
        const d = parameters.dst;
        push(
          dst,
          { game, isHome },
          {
            line: {
              dstSacks: rng.poisson(d.sacks ?? 0),
              dstInterceptions: rng.poisson(d.interceptions ?? 0),
              dstFumbleRecoveries: rng.poisson(d.fumbleRecoveries ?? 0),
              dstTouchdowns: rng.poisson(d.touchdowns ?? 0),
              dstSafeties: rng.poisson(d.safeties ?? 0),
              dstBlockedKicks: rng.poisson(d.blockedKicks ?? 0),
              pointsAllowed: allowed,
            },
            usage: {},
          },
        );
      }
    }
  }
  return stats;
}

/**
 * Generates a whole demo season, deterministically from a seed: the 32 real franchises, about a
 * thousand made-up players (every team 3 QB, 5 RB, 7 WR, 4 TE, a K and its D/ST, plus free agents), a
 * schedule with kickoffs, Vegas lines and final scores, playoffs included, and each played
 * regular-season game's stat lines drawn from the fitted `DEMO_PARAMETERS` (usage by depth slot,
 * rates scaled by the player's talent and the team's score); with `history`, the seasons before it
 * too, with the same players. Every player, game and stat line carries `demo: true`; player names are
 * invented. Pure: no I/O, no clock, no `Math.random`.
 */
export function generateDemoSeason(options: DemoSeasonOptions = {}): DemoSeason {
  const season = options.season ?? 2024;
  const history = Math.max(0, Math.floor(options.history ?? 0));
  const weeks = Math.min(18, Math.max(1, options.weeks ?? 18));
  const parameters = options.parameters ?? DEMO_PARAMETERS;
  const rng = new Prng(options.seed ?? 1);
  const { players, depth } = makePlayers(rng);
  const talent = new Map(players.map((player) => [player._id, Math.max(0.6, rng.normal(1, 0.12))]));
  const games: Game[] = [];
  const stats: WeeklyStat[] = [];
  for (let year = season - history; year <= season; year += 1) {
    const draw: SeasonDraw = { rng, season: year, parameters };
    const regular = makeGames(draw, weeks);
    games.push(...regular.games, ...makePlayoffs({ ...draw, strength: regular.strength }, regular.games));
    stats.push(...playSeason(draw, regular.games, { players, depth, talent, parameters }));
  }
  const teams: NflTeam[] = NFL_TEAMS.map((team) => ({ _id: team, name: NFL_TEAM_NAMES[team] ?? team }));
  // Everything is drawn first, so the season is the same whatever `asOf` cuts off.
  const asOf = options.asOf === undefined ? Number.POSITIVE_INFINITY : Date.parse(options.asOf);
  const key = (season: number, week: number, team: string | null) => `${season}:${week}:${team}`;
  const unplayed = new Set(
    games
      .filter((game) => Date.parse(game.kickoff) >= asOf)
      .flatMap((game) => [
        key(game.season, game.week, game.homeTeam),
        key(game.season, game.week, game.awayTeam),
      ]),
  );
  return {
    season,
    teams,
    players,
    games: games
      .filter((game) => isListed(game, games, asOf))
      .map((game) =>
        unplayed.has(key(game.season, game.week, game.homeTeam))
          ? { ...game, homeScore: null, awayScore: null }
          : game,
      ),
    stats: stats.filter((stat) => !unplayed.has(key(stat.season, stat.week, stat.team))),
  };
}

/**
 * Whether a schedule seen at `asOf` lists the game: every regular-season game; a playoff game once
 * every game of the round before it (the regular season, for the wild card) has kicked off.
 */
function isListed(game: Game, games: readonly Game[], asOf: number): boolean {
  if (game.gameType === 'REG') return true;
  const round = PLAYOFF_ROUNDS.indexOf(game.gameType);
  const before = round === 0 ? 'REG' : PLAYOFF_ROUNDS[round - 1];
  return games
    .filter((other) => other.season === game.season && other.gameType === before)
    .every((other) => Date.parse(other.kickoff) < asOf);
}
