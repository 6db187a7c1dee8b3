import type { Game } from '../nfl/entities.js';
import { weekKey } from './week-key.js';

/** A team's game of one week, seen from the team's side, with what the betting lines imply. */
export interface TeamGame {
  game: Game;
  team: string;
  opponent: string;
  isHome: boolean;
  /** Points the team is favoured by (negative: the underdog); `null` without a line. */
  spread: number | null;
  total: number | null;
  /** Implied team points, total/2 + spread/2; `null` without both lines. */
  impliedPoints: number | null;
  /** The opponent's implied points, total/2 − spread/2. */
  opponentImpliedPoints: number | null;
}

/** Regular-season games looked up by team and week, and bye weeks. */
export interface ScheduleIndex {
  /** The team's regular-season game of the week, or `undefined` (bye, or no such team). */
  gameOf(team: string, season: number, week: number): TeamGame | undefined;
  /** The team's bye week of the season (the first regular-season week without a game), or `null`. */
  byeWeek(team: string, season: number): number | null;
  /** Whether the schedule has any regular-season game that week. */
  hasWeek(season: number, week: number): boolean;
}

function teamSide(game: Game, team: string): TeamGame {
  const isHome = game.homeTeam === team;
  const spread = game.spreadLine === null ? null : isHome ? game.spreadLine : -game.spreadLine;
  const total = game.totalLine;
  const impliedPoints = spread === null || total === null ? null : total / 2 + spread / 2;
  return {
    game,
    team,
    opponent: isHome ? game.awayTeam : game.homeTeam,
    isHome,
    spread,
    total,
    impliedPoints,
    opponentImpliedPoints: impliedPoints === null || total === null ? null : total - impliedPoints,
  };
}

/** Indexes the regular-season games (other game types are ignored). */
export function buildScheduleIndex(games: readonly Game[]): ScheduleIndex {
  const byTeamWeek = new Map<string, TeamGame>();
  const weeks = new Set<number>();
  const teamsBySeason = new Map<number, Set<string>>();
  const lastWeek = new Map<number, number>();
  for (const game of games) {
    if (game.gameType !== 'REG') continue;
    weeks.add(weekKey(game.season, game.week));
    for (const team of [game.homeTeam, game.awayTeam]) {
      byTeamWeek.set(`${team}:${weekKey(game.season, game.week)}`, teamSide(game, team));
      let teams = teamsBySeason.get(game.season);
      if (!teams) {
        teams = new Set();
        teamsBySeason.set(game.season, teams);
      }
      teams.add(team);
    }
    lastWeek.set(game.season, Math.max(lastWeek.get(game.season) ?? 0, game.week));
  }
  const gameOf = (team: string, season: number, week: number) =>
    byTeamWeek.get(`${team}:${weekKey(season, week)}`);
  return {
    gameOf,
    byeWeek(team, season) {
      if (!teamsBySeason.get(season)?.has(team)) return null;
      const last = lastWeek.get(season) ?? 0;
      for (let week = 1; week <= last; week += 1) if (!gameOf(team, season, week)) return week;
      return null;
    },
    hasWeek: (season, week) => weeks.has(weekKey(season, week)),
  };
}
