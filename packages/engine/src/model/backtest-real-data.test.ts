import { beforeAll, expect, it } from 'vitest';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { OFFENSE_FILES, readOffenseFiles } from '../test-support/offense-files.js';
import { describeWithSharedData } from '../test-support/shared-data.js';
import { backtestCohort } from './backtest-cohort.js';
import { meanAbsoluteError } from './metrics.js';
import { emptyWeeks } from './player-history.js';
import { runBacktest } from './run-backtest.js';

describeWithSharedData('back-test on the NFL.com offense files', OFFENSE_FILES, () => {
  let stats: WeeklyStat[] = [];
  let peers: PeerProjection[] = [];
  let games: Game[] = [];
  let positions = new Map<string, NflPosition>();
  beforeAll(() => {
    ({ stats, peers, games, positions } = readOffenseFiles());
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

  // Trains the model walking forward week by week: seconds on an idle machine, more on a busy one.
  it('walk-forward on 2024 weeks 13–16: beats the season average, band near 80%', {
    timeout: 120_000,
  }, () => {
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
