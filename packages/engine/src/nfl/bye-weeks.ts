import type { Game } from './entities.js';

/**
 * Each team's bye weeks in a season, derived from its games: the regular-season weeks (1 to the
 * season's last REG week) in which the team plays no game. Keyed by canonical team; teams with no REG
 * game that season are absent.
 * @example
 * byeWeeks(games, 2024).get('ARI'); // [11]
 */
export function byeWeeks(games: readonly Game[], season: number): Map<string, number[]> {
  const regular = games.filter((game) => game.season === season && game.gameType === 'REG');
  const lastWeek = Math.max(0, ...regular.map((game) => game.week));
  const played = new Map<string, Set<number>>();
  for (const game of regular) {
    for (const team of [game.homeTeam, game.awayTeam]) {
      const weeks = played.get(team) ?? new Set<number>();
      weeks.add(game.week);
      played.set(team, weeks);
    }
  }
  const byes = new Map<string, number[]>();
  for (const [team, weeks] of [...played].sort(([a], [b]) => a.localeCompare(b))) {
    const off: number[] = [];
    for (let week = 1; week <= lastWeek; week += 1) if (!weeks.has(week)) off.push(week);
    byes.set(team, off);
  }
  return byes;
}
