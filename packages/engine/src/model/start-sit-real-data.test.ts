import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { parseNflcomWeekly } from '../nfl/parse-nflcom-weekly.js';
import { parseSchedules } from '../nfl/parse-schedules.js';
import { describeWithSharedData, sharedDataFile } from '../test-support/shared-data.js';
import { backtestCohort } from './backtest-cohort.js';
import { type BacktestPrediction, runBacktest } from './run-backtest.js';
import { type StartSitReport, startSitBacktest } from './start-sit-backtest.js';

const ACTUALS = sharedDataFile('hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv');
const PEER = sharedDataFile('hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv');
const SCHEDULE = sharedDataFile('nflverse-schedules/schedules_2016_2024.csv');

/** Same-position pairs in the same week: Σ n(n − 1)/2 over week × position. */
function allPairs(rows: readonly BacktestPrediction[]): number {
  const counts = new Map<string, number>();
  for (const row of rows)
    counts.set(`${row.week}:${row.position}`, (counts.get(`${row.week}:${row.position}`) ?? 0) + 1);
  return [...counts.values()].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
}

const scored = (report: StartSitReport) =>
  report.all.overall.pairs + report.excluded.equalTruth + report.excluded.missingNumber;

describeWithSharedData('start/sit back-test on the NFL.com offense files', [ACTUALS, PEER, SCHEDULE], () => {
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

  it('walk-forward on 2024 weeks 13–16: the advisor picks better than a coin; close calls are harder', () => {
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
