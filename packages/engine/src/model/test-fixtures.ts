import { ZStatLine } from '@lineup-lab/core';
import type { Game, NflPlayer, NflPosition, WeeklyStat } from '../nfl/entities.js';
import { seededRandom } from './quantile-gbm.js';

/** Synthetic leagues with known answers for the model tests (test support; not exported). */

export const TEAMS = ['BUF', 'MIA', 'NE', 'NYJ', 'KC', 'LV', 'DEN', 'LAC'] as const;

/** A player of the synthetic league and how his points are drawn each week. */
export interface SyntheticPlayer {
  id: string;
  position: NflPosition;
  team: string;
  points: (random: () => number, season: number, week: number) => number;
}

/** Round-robin games for 8 teams; in `byeWeek` the games of BUF and MIA are off (they and their opponents have a bye). */
export function syntheticGames(seasons: readonly number[], weeks: number, byeWeek = 7): Game[] {
  const games: Game[] = [];
  for (const season of seasons) {
    for (let week = 1; week <= weeks; week += 1) {
      const order = [...TEAMS];
      const shift = week % (order.length - 1);
      const rest = order.slice(1);
      const rotated = [order[0] as string, ...rest.slice(shift), ...rest.slice(0, shift)];
      for (let g = 0; g < rotated.length / 2; g += 1) {
        const home = rotated[g] as string;
        const away = rotated[rotated.length - 1 - g] as string;
        if (week === byeWeek && [home, away].some((team) => team === 'BUF' || team === 'MIA')) continue;
        games.push({
          _id: `${season}_${String(week).padStart(2, '0')}_${away}_${home}`,
          season,
          week,
          gameType: 'REG',
          kickoff: new Date(Date.UTC(season, 8, 7 + 7 * week, 17)).toISOString(),
          homeTeam: home,
          awayTeam: away,
          spreadLine: 0,
          totalLine: 44,
          homeScore: 20,
          awayScore: 17,
        });
      }
    }
  }
  return games;
}

/** Weekly stat rows of the players for every game week of their team (points as receiving yards). */
export function syntheticStats(
  players: readonly SyntheticPlayer[],
  games: readonly Game[],
  seed = 7,
): WeeklyStat[] {
  const random = seededRandom(seed);
  const stats: WeeklyStat[] = [];
  const sorted = [...games].sort((a, b) => a.season - b.season || a.week - b.week);
  for (const game of sorted) {
    for (const player of players) {
      if (player.team !== game.homeTeam && player.team !== game.awayTeam) continue;
      const points = Math.round(player.points(random, game.season, game.week) * 10) / 10;
      const isHome = player.team === game.homeTeam;
      stats.push({
        _id: `synthetic:${game.season}:${game.week}:${player.id}`,
        source: 'nflcom-actuals',
        playerId: player.id,
        season: game.season,
        week: game.week,
        team: player.team,
        opponent: isHome ? game.awayTeam : game.homeTeam,
        isHome,
        stats: ZStatLine.parse({ receivingYards: points * 10, receptions: points > 0 ? 3 : 0 }),
        reportedPoints: points,
        usage: { targets: points > 0 ? 5 : 0 },
      });
    }
  }
  return stats;
}

/** The player list of the synthetic players. */
export function syntheticPlayers(players: readonly SyntheticPlayer[]): NflPlayer[] {
  return players.map((player) => ({
    _id: player.id,
    name: player.id,
    position: player.position,
    team: player.team,
    status: 'active',
    ids: {},
  }));
}

/** Three WRs per team: constant 6, constant 12 and constant 18 points every week. */
export function constantPlayers(): SyntheticPlayer[] {
  return TEAMS.flatMap((team) =>
    [6, 12, 18].map((points) => ({
      id: `${team}-wr-${points}`,
      position: 'WR' as const,
      team,
      points: () => points,
    })),
  );
}

/** Per team: a steady WR (11–13), a boom-or-bust WR (exponential, mean 14: often little, sometimes 40+) and an RB (6–14). */
export function steadyAndVolatilePlayers(): SyntheticPlayer[] {
  return TEAMS.flatMap((team) => [
    { id: `${team}-steady`, position: 'WR' as const, team, points: (r: () => number) => 11 + 2 * r() },
    {
      id: `${team}-volatile`,
      position: 'WR' as const,
      team,
      points: (r: () => number) => 0.5 - 14 * Math.log(1 - r()),
    },
    { id: `${team}-middle`, position: 'RB' as const, team, points: (r: () => number) => 6 + 8 * r() },
  ]);
}
