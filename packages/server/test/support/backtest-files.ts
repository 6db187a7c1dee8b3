import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small made-up league in the three files `lineup-server model backtest` reads: an NFL.com weekly
 * offense actuals CSV, the NFL.com projections CSV of the same players and weeks, and an nflverse
 * schedules CSV. Eight teams with a QB, an RB and a WR each, 10 weeks of two seasons, every number
 * from a formula (no randomness): enough rows for the walk-forward model to train on. Test-only.
 */
export interface BacktestFiles {
  actuals: string;
  peer: string;
  schedule: string;
  /** The seasons the files hold. */
  seasons: readonly number[];
  remove(): Promise<void>;
}

const TEAMS = ['BUF', 'MIA', 'NE', 'NYJ', 'KC', 'LV', 'DEN', 'LAC'] as const;
const WEEKS = 10;
const SEASONS = [2022, 2023] as const;
const STAT_COLUMNS = [
  'PassingYDS',
  'PassingTD',
  'PassingInt',
  'RushingYDS',
  'RushingTD',
  'ReceivingRec',
  'ReceivingYDS',
  'ReceivingTD',
  'RetTD',
  'FumTD',
  '2PT',
  'Fum',
] as const;
const COMMON = 'Season,Week,PlayerName,PlayerId,Pos,Team,PlayerOpponent';

type Stats = Partial<Record<(typeof STAT_COLUMNS)[number], number>>;

/** A player's week: a steady level by team and position, and a swing by week. */
function statsOf(position: 'QB' | 'RB' | 'WR', t: number, season: number, week: number): Stats {
  const swing = ((week * 7 + t * 3 + season) % 11) - 5;
  if (position === 'QB') {
    return { PassingYDS: 230 + 8 * t + 9 * swing, PassingTD: 1 + ((week + t) % 3), RushingYDS: 10 + t };
  }
  if (position === 'RB') {
    return { RushingYDS: 55 + 5 * t + 6 * swing, RushingTD: (week + t) % 4 === 0 ? 1 : 0, ReceivingRec: 2 };
  }
  return {
    ReceivingRec: 4 + (t % 3),
    ReceivingYDS: 50 + 6 * t + 7 * swing,
    ReceivingTD: (week * t) % 3 === 0 ? 1 : 0,
  };
}

/** About half-PPR points of a line (as NFL.com's TotalPoints are). */
function pointsOf(s: Stats): number {
  const points =
    (s.PassingYDS ?? 0) * 0.04 +
    (s.PassingTD ?? 0) * 4 +
    (s.RushingYDS ?? 0) * 0.1 +
    (s.RushingTD ?? 0) * 6 +
    (s.ReceivingRec ?? 0) * 0.5 +
    (s.ReceivingYDS ?? 0) * 0.1 +
    (s.ReceivingTD ?? 0) * 6;
  return Math.round(points * 100) / 100;
}

/** The week's games: every team plays, a different pairing each week. */
function gamesOf(week: number): Array<{ home: string; away: string }> {
  return [0, 1, 2, 3].map((g) => ({
    home: TEAMS[(g + week) % 8] as string,
    away: TEAMS[(7 - g + week) % 8] as string,
  }));
}

/** Writes the three files into a fresh temporary folder. */
export async function writeBacktestFiles(): Promise<BacktestFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-backtest-files-'));
  const actuals = [`${COMMON},${STAT_COLUMNS.join(',')},TotalPoints`];
  const peer = [`${COMMON},${STAT_COLUMNS.join(',')},PlayerWeekProjectedPts`];
  const schedule = [
    'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,spread_line,total_line',
  ];
  for (const season of SEASONS) {
    for (let week = 1; week <= WEEKS; week += 1) {
      const day = new Date(Date.UTC(season, 8, 4 + 7 * week)).toISOString().slice(0, 10);
      for (const { home, away } of gamesOf(week)) {
        const id = `${season}_${String(week).padStart(2, '0')}_${away}_${home}`;
        schedule.push(`${id},${season},REG,${week},${day},Sunday,13:00,${away},20,${home},24,Home,1.5,45.0`);
        for (const [team, opponent] of [
          [home, away],
          [away, `@${home}`],
        ] as const) {
          const t = TEAMS.indexOf(team as (typeof TEAMS)[number]);
          for (const [p, position] of (['QB', 'RB', 'WR'] as const).entries()) {
            const who = `${team} ${position},${1000 + t * 10 + p},${position},${team},${opponent}`;
            const stats = statsOf(position, t, season, week);
            const cells = STAT_COLUMNS.map((column) => stats[column] ?? '').join(',');
            actuals.push(`${season},${week},${who},${cells},${pointsOf(stats).toFixed(2)}`);
            // NFL.com's number: the player's level, a little off every week.
            const level = pointsOf(statsOf(position, t, season, 3)) + ((week % 3) - 1);
            peer.push(`${season},${week},${who},${STAT_COLUMNS.map(() => '').join(',')},${level.toFixed(2)}`);
          }
        }
      }
    }
  }
  const files = {
    actuals: join(dir, 'weekly_offense_actual.csv'),
    peer: join(dir, 'weekly_offense_nflcom_projections.csv'),
    schedule: join(dir, 'schedules.csv'),
  };
  await writeFile(files.actuals, `${actuals.join('\n')}\n`);
  await writeFile(files.peer, `${peer.join('\n')}\n`);
  await writeFile(files.schedule, `${schedule.join('\n')}\n`);
  return { ...files, seasons: SEASONS, remove: () => rm(dir, { recursive: true, force: true }) };
}
