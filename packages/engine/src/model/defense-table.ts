import type { NflPosition } from '../nfl/entities.js';
import type { PlayerHistory } from './player-history.js';
import type { ScheduleIndex } from './schedule-index.js';

/** How a defence has done against one position before a week. */
export interface DefenseAllowed {
  /** Target points allowed per game to the position, shrunk toward the league average. */
  perGame: number;
  /** `perGame` over the league average (1: average; above: allows more). */
  ratio: number;
  /** Games played that season before the week. */
  games: number;
}

/** A defence against a position as of before a week. */
export interface DefenseQuery {
  defense: string;
  position: NflPosition;
  season: number;
  week: number;
}

/** Points allowed to each position by each defence, always as of before a week. */
export interface DefenseTable {
  allowed(query: DefenseQuery): DefenseAllowed;
  /** Rank 1–32 of the defence against the position before the week: 1 allows the fewest. */
  ranking(query: DefenseQuery): number | null;
}

/** Games of shrinkage toward the league average (a defence's first games say little). */
const SHRINK_GAMES = 4;

interface SeasonTotals {
  /** `${defense}:${position}` → points allowed by week (index = week). */
  allowed: Map<string, Float64Array>;
  /** defence → 1 where it played that week. */
  played: Map<string, Uint8Array>;
  teams: Set<string>;
}

const MAX_WEEK = 23;

/** The week array under `key`, made (all zeros) when missing. */
function weeksOf<T extends Float64Array | Uint8Array>(map: Map<string, T>, key: string, make: () => T): T {
  let weeks = map.get(key);
  if (!weeks) {
    weeks = make();
    map.set(key, weeks);
  }
  return weeks;
}

/** Each season's points allowed by defence and position, and the weeks each defence played. */
function seasonTotals(history: PlayerHistory, schedule: ScheduleIndex): Map<number, SeasonTotals> {
  const seasons = new Map<number, SeasonTotals>();
  for (const games of history.games.values()) {
    for (const game of games) {
      const opponent =
        game.opponent ??
        (game.team ? schedule.gameOf(game.team, game.season, game.week)?.opponent : undefined);
      if (!opponent || game.week >= MAX_WEEK) continue;
      let totals = seasons.get(game.season);
      if (!totals) {
        totals = { allowed: new Map(), played: new Map(), teams: new Set() };
        seasons.set(game.season, totals);
      }
      const weeks = weeksOf(totals.allowed, `${opponent}:${game.position}`, () => new Float64Array(MAX_WEEK));
      weeks[game.week] = (weeks[game.week] ?? 0) + game.points;
      weeksOf(totals.played, opponent, () => new Uint8Array(MAX_WEEK))[game.week] = 1;
      totals.teams.add(opponent);
    }
  }
  return seasons;
}

/** The sum of the values of the weeks before `week`. */
function sumBefore(values: ArrayLike<number> | undefined, week: number): number {
  let sum = 0;
  if (!values) return 0;
  for (let w = 0; w < Math.min(week, MAX_WEEK); w += 1) sum += values[w] ?? 0;
  return sum;
}

/** The table over the season totals, with the league averages and rankings cached as asked. */
class DefenseFigures implements DefenseTable {
  readonly #leagueCache = new Map<string, number>();
  readonly #rankingCache = new Map<string, Map<string, number>>();
  constructor(private readonly seasons: ReadonlyMap<number, SeasonTotals>) {}

  /** League points per team-game to the position before the week (the whole prior season early on). */
  leagueAverage(position: NflPosition, season: number, week: number): number {
    const cacheKey = `${position}:${season}:${week}`;
    const cached = this.#leagueCache.get(cacheKey);
    if (cached !== undefined) return cached;
    let average = 0;
    const totals = this.seasons.get(season);
    let points = 0;
    let games = 0;
    if (totals) {
      for (const team of totals.teams) {
        points += sumBefore(totals.allowed.get(`${team}:${position}`), week);
        games += sumBefore(totals.played.get(team), week);
      }
    }
    if (games >= 32) average = points / games;
    else if (this.seasons.has(season - 1)) average = this.leagueAverage(position, season - 1, MAX_WEEK);
    this.#leagueCache.set(cacheKey, average);
    return average;
  }

  allowed({ defense, position, season, week }: DefenseQuery): DefenseAllowed {
    const league = this.leagueAverage(position, season, week);
    const totals = this.seasons.get(season);
    const points = sumBefore(totals?.allowed.get(`${defense}:${position}`), week);
    const games = sumBefore(totals?.played.get(defense), week);
    const perGame = (points + SHRINK_GAMES * league) / (games + SHRINK_GAMES);
    return { perGame, ratio: league > 0 ? perGame / league : 1, games };
  }

  ranking({ defense, position, season, week }: DefenseQuery): number | null {
    const cacheKey = `${position}:${season}:${week}`;
    let ranks = this.#rankingCache.get(cacheKey);
    if (!ranks) {
      const teams = [...(this.seasons.get(season)?.teams ?? this.seasons.get(season - 1)?.teams ?? [])];
      const figures = teams
        .map((team) => ({ team, perGame: this.allowed({ defense: team, position, season, week }).perGame }))
        .sort((a, b) => a.perGame - b.perGame || a.team.localeCompare(b.team));
      ranks = new Map(figures.map(({ team }, index) => [team, Math.min(index + 1, 32)]));
      this.#rankingCache.set(cacheKey, ranks);
    }
    return ranks.get(defense) ?? null;
  }
}

/**
 * Builds the table from every player's weeks. A row's opponent is its own `opponent`, or the
 * schedule's opponent of its team that week when the row has none. Only weeks before the asked
 * week are ever summed, so a week's outcomes never reach its own figures.
 */
export function buildDefenseTable(history: PlayerHistory, schedule: ScheduleIndex): DefenseTable {
  return new DefenseFigures(seasonTotals(history, schedule));
}
