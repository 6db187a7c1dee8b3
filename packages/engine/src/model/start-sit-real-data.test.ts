import { beforeAll, expect, it } from 'vitest';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { OFFENSE_FILES, readOffenseFiles } from '../test-support/offense-files.js';
import { describeWithSharedData } from '../test-support/shared-data.js';
import { backtestCohort } from './backtest-cohort.js';
import { type BacktestPrediction, runBacktest } from './run-backtest.js';
import { type StartSitReport, startSitBacktest } from './start-sit-backtest.js';

/** Same-position pairs in the same week: Σ n(n − 1)/2 over week × position. */
function allPairs(rows: readonly BacktestPrediction[]): number {
  const counts = new Map<string, number>();
  for (const row of rows)
    counts.set(`${row.week}:${row.position}`, (counts.get(`${row.week}:${row.position}`) ?? 0) + 1);
  return [...counts.values()].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
}

const scored = (report: StartSitReport) =>
  report.all.overall.pairs + report.excluded.equalTruth + report.excluded.missingNumber;

describeWithSharedData('start/sit back-test on the NFL.com offense files', OFFENSE_FILES, () => {
  let stats: WeeklyStat[] = [];
  let peers: PeerProjection[] = [];
  let games: Game[] = [];
  let positions = new Map<string, NflPosition>();
  beforeAll(() => {
    ({ stats, peers, games, positions } = readOffenseFiles());
  });

  for (const season of [2023, 2024]) {
    it(`${season}, whole cohort: every pair is scored or left out for a stated reason; the same numbers tie exactly`, () => {
      // Our numbers set to NFL.com's (no model here): both methods must then score the same.
      const rows: BacktestPrediction[] = backtestCohort({ season, fromWeek: 4, stats, peers, positions }).map(
        (row) => ({
          playerId: row.stat.playerId,
          position: row.position,
          season,
          week: row.stat.week,
          truth: row.truth,
          peer: row.peer,
          seasonAverage: row.seasonAverage,
          conservative: row.peer ?? 0,
          median: row.peer ?? 0,
          aggressive: row.peer ?? 0,
        }),
      );
      const report = startSitBacktest(rows);
      expect(scored(report)).toBe(allPairs(rows));
      expect(report.excluded.missingNumber).toBe(0);
      expect(report.all.overall.ours).toBe(report.all.overall.peer);
      expect(report.all.overall.oursMinusPeer).toEqual({ difference: 0, low: 0, high: 0 });
      // NFL.com and the season average both pick better than a coin.
      expect(report.all.overall.peer).toBeGreaterThan(0.5);
      expect(report.all.overall.seasonAverage).toBeGreaterThan(0.5);
    });
  }

  // Trains the model walking forward week by week: seconds on an idle machine, more on a busy one.
  it('walk-forward on 2024 weeks 13–16: the advisor picks better than a coin; close calls are harder', {
    timeout: 120_000,
  }, () => {
    const backtest = runBacktest({
      season: 2024,
      fromWeek: 13,
      stats,
      peers,
      games,
      positions,
      retrainEvery: 4,
    });
    const report = startSitBacktest(backtest.predictions);
    expect(scored(report)).toBe(allPairs(backtest.predictions));
    expect(report.excluded.missingNumber).toBe(0);
    expect(report.bootstrap.weeks).toBe(4);
    const { all, closeCalls } = report;
    expect(all.overall.ours).toBeGreaterThan(0.5);
    expect(closeCalls?.overall.pairs).toBeLessThan(all.overall.pairs);
    expect(closeCalls?.overall.ours).toBeLessThan(all.overall.ours ?? 0);
    const interval = all.overall.oursMinusPeer;
    expect(interval?.low).toBeLessThanOrEqual(interval?.difference ?? Number.NaN);
    expect(interval?.high).toBeGreaterThanOrEqual(interval?.difference ?? Number.NaN);
  });
});
