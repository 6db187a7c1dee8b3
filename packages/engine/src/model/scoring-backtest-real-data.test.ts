import { fantasyPoints, HALF_PPR, PPR } from '@lineup-lab/core';
import { beforeAll, expect, it } from 'vitest';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { OFFENSE_FILES, readOffenseFiles } from '../test-support/offense-files.js';
import { describeWithSharedData } from '../test-support/shared-data.js';
import { runBacktest } from './run-backtest.js';

describeWithSharedData('back-test in a league scoring on the NFL.com offense files', OFFENSE_FILES, () => {
  let stats: WeeklyStat[] = [];
  let peers: PeerProjection[] = [];
  let games: Game[] = [];
  let positions = new Map<string, NflPosition>();
  beforeAll(() => {
    ({ stats, peers, games, positions } = readOffenseFiles());
  });

  // Trains the model walking forward week by week: seconds on an idle machine, more on a busy one.
  it('PPR served from the half-PPR model, 2024 weeks 13–16: truth is PPR points, beats the season average', {
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
      scoring: { model: HALF_PPR, league: PPR },
    });
    expect(report.cohort.n).toBeGreaterThan(500);
    const lines = new Map(stats.map((stat) => [`${stat.playerId}:${stat.season}:${stat.week}`, stat.stats]));
    for (const row of report.predictions) {
      const line = lines.get(`${row.playerId}:${row.season}:${row.week}`);
      expect(line).toBeDefined();
      if (line) expect(row.truth).toBe(fantasyPoints(line, PPR));
      expect(row.conservative).toBeLessThanOrEqual(row.median);
      expect(row.median).toBeLessThanOrEqual(row.aggressive);
    }
    expect(report.overall.mae).toBeLessThan(report.overall.seasonAvgMae);
    expect(report.overall.coverage).toBeGreaterThan(0.7);
    expect(report.overall.coverage).toBeLessThan(0.9);
  });
});
