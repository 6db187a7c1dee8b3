import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { parseNflcomWeekly } from '../nfl/parse-nflcom-weekly.js';
import { parseSchedules } from '../nfl/parse-schedules.js';
import { describeWithSharedData, sharedDataFile } from '../test-support/shared-data.js';
import { backtestCohort } from './backtest-cohort.js';
import { meanAbsoluteError } from './metrics.js';
import { emptyWeeks } from './player-history.js';
import { runBacktest } from './run-backtest.js';

const ACTUALS = sharedDataFile('hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv');
const PEER = sharedDataFile('hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv');
const SCHEDULE = sharedDataFile('nflverse-schedules/schedules_2016_2024.csv');

describeWithSharedData('back-test on the NFL.com offense files', [ACTUALS, PEER, SCHEDULE], () => {
  let stats: WeeklyStat[] = [];
  let peers: PeerProjection[] = [];
  let games: Game[] = [];
  const positions = new Map<string, NflPosition>();
  beforeAll(() => {
    const actuals = parseNflcomWeekly(readFileSync(ACTUALS, 'utf8'));
    const peer = parseNflcomWeekly(readFileSync(PEER, 'utf8'));
    stats = actuals.stats;
    peers = peer.projections;
    games = parseSchedules(readFileSync(SCHEDULE, 'utf8')).rows;
    for (const player of [...peer.players, ...actuals.players]) positions.set(player._id, player.position);
  });

  // The issue's authors' figures: cohort size, NFL.com MAE, season-to-date average MAE.
  for (const [season, n, peerMae, averageMae] of [
    [2023, 2351, 5.27, 5.41],
    [2024, 2098, 5.23, 5.47],
  ] as const) {
    it(`${season}: the cohort has ${n} player-weeks; NFL.com MAE ${peerMae}, season average ${averageMae}`, () => {
      const cohort = backtestCohort({ season, fromWeek: 4, stats, peers, positions });
      expect(cohort.length).toBe(n);
      const truth = cohort.map((row) => row.truth);
      expect(
        meanAbsoluteError(
          truth,
          cohort.map((row) => row.peer ?? Number.NaN),
        ).toFixed(2),
      ).toBe(peerMae.toFixed(2));
      expect(
        meanAbsoluteError(
          truth,
          cohort.map((row) => row.seasonAverage),
        ).toFixed(2),
      ).toBe(averageMae.toFixed(2));
      expect(new Set(cohort.map((row) => row.position))).toEqual(new Set(['QB', 'RB', 'WR', 'TE']));
    });
  }

  it('finds the weeks without any outcome (2022 weeks 16–17 are all zeros) and no others', () => {
    expect([...emptyWeeks(stats)].sort()).toEqual([202216, 202217]);
  });

  it('walk-forward on 2024 weeks 13–16: beats the season average, band near 80%', () => {
    const report = runBacktest({
      season: 2024,
      fromWeek: 13,
      stats,
      peers,
      games,
      positions,
      retrainEvery: 4,
    });
    expect(report.cohort.n).toBeGreaterThan(500);
    expect(report.overall.mae).toBeLessThan(report.overall.seasonAvgMae);
    expect(report.overall.coverage).toBeGreaterThan(0.7);
    expect(report.overall.coverage).toBeLessThan(0.9);
    expect(report.overall.pinball.p50).toBeCloseTo(report.overall.mae / 2, 10);
    for (const row of report.predictions) {
      expect(row.conservative).toBeLessThanOrEqual(row.median);
      expect(row.median).toBeLessThanOrEqual(row.aggressive);
    }
  });
});
