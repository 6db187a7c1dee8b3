import { describe, expect, it } from 'vitest';
import { type NflPosition, type WeeklyStat, ZWeeklyStat } from '../nfl/entities.js';
import { noPeerCohort, runNoPeerBacktest } from './dst-backtest.js';
import { type SyntheticPlayer, syntheticGames, syntheticStats, TEAMS } from './test-fixtures.js';

const row = (playerId: string, season: number, week: number, points: number | null, extra = {}): WeeklyStat =>
  ZWeeklyStat.parse({
    _id: `footballdb:${season}:${week}:${playerId}`,
    source: 'footballdb',
    playerId,
    season,
    week,
    team: 'BUF',
    opponent: 'MIA',
    isHome: true,
    stats: { pointsAllowed: 14 },
    reportedPoints: points,
    ...extra,
  });

describe('noPeerCohort', () => {
  const positions = new Map<string, NflPosition>([
    ['dst:BUF', 'D/ST'],
    ['dst:MIA', 'D/ST'],
    ['k:one', 'K'],
  ]);
  const stats = [
    row('dst:BUF', 2021, 1, 4),
    row('dst:BUF', 2021, 2, 8),
    row('dst:BUF', 2021, 3, 0),
    row('dst:BUF', 2021, 5, 10),
    row('dst:BUF', 2020, 9, 30),
    row('dst:MIA', 2021, 2, 7),
    row('dst:MIA', 2021, 3, 1),
    row('dst:MIA', 2021, 4, 2, { bye: true }),
    row('dst:MIA', 2021, 6, null),
    row('k:one', 2021, 5, 9),
    row('dst:NYJ', 2021, 5, 9),
  ];

  it('takes every row of the position from the week on; the season average needs 2 earlier games', () => {
    const cohort = noPeerCohort({ season: 2021, fromWeek: 3, position: 'D/ST', stats, positions });
    expect(cohort.map((r) => [r.stat.playerId, r.stat.week, r.truth, r.seasonAverage])).toEqual([
      ['dst:BUF', 3, 0, 6],
      ['dst:MIA', 3, 1, null],
      ['dst:BUF', 5, 10, 4],
    ]);
  });

  it('takes the kickers when asked for K', () => {
    const cohort = noPeerCohort({ season: 2021, fromWeek: 1, position: 'K', stats, positions });
    expect(cohort.map((r) => r.stat._id)).toEqual(['footballdb:2021:5:k:one']);
  });
});

/** Eight defences, each scoring the same every week: BUF 2, MIA 4, … LAC 16. */
const constantDefences: SyntheticPlayer[] = TEAMS.map((team, index) => ({
  id: `dst:${team}`,
  position: 'D/ST',
  team,
  points: () => 2 * (index + 1),
}));

describe('runNoPeerBacktest on a synthetic league of constant defences', () => {
  const games = syntheticGames([2019, 2020], 17);
  const stats = syntheticStats(constantDefences, games);
  const positions = new Map<string, NflPosition>(constantDefences.map((p) => [p.id, p.position]));
  const input = {
    season: 2020,
    fromWeek: 4,
    position: 'D/ST' as const,
    stats,
    games,
    positions,
    hyperparameters: { minLeaf: 5, trees: 60 },
  };
  const report = runNoPeerBacktest(input);

  it('projects every team-week with a game from week 4: 14 weeks × 8 teams − 4 teams off in week 7', () => {
    expect(report.overall.n).toBe(108);
    expect(report.fallbackRows).toBe(0);
    expect(report.overall.peerMae).toBeNull();
    expect(report.predictions.every((p) => p.season === 2020 && p.week >= 4 && p.position === 'D/ST')).toBe(
      true,
    );
  });

  it('has a season average that is exactly right, and a model within half a point', () => {
    expect(report.seasonAverage).toMatchObject({ n: 108, mae: 0 });
    expect(report.overall.seasonAvgMae).toBe(0);
    expect(report.overall.mae).toBeLessThan(0.5);
    expect(report.seasonAverage.modelMae).toBe(report.overall.mae);
    const lac = report.predictions.find((p) => p.playerId === 'dst:LAC' && p.week === 10);
    expect(lac?.truth).toBe(16);
    expect(lac?.median).toBeCloseTo(16, 0);
  });

  it('never reads a week it projects: changing week 17 changes no earlier projection', () => {
    const changed = stats.map((stat) =>
      stat.season === 2020 && stat.week === 17 ? { ...stat, reportedPoints: 99 } : stat,
    );
    const again = runNoPeerBacktest({ ...input, stats: changed });
    const before = (rows: typeof report.predictions) => rows.filter((p) => p.week < 17);
    expect(before(again.predictions)).toEqual(before(report.predictions));
    expect(again.predictions.filter((p) => p.week === 17).every((p) => p.truth === 99)).toBe(true);
  });
});
