import { beforeAll, expect, it } from 'vitest';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { OFFENSE_FILES, readOffenseFiles } from '../test-support/offense-files.js';
import { describeWithSharedData } from '../test-support/shared-data.js';
import { coverageByCorrelation, runRestOfSeasonBacktest } from './rest-of-season-backtest.js';

describeWithSharedData('rest-of-season back-test on the NFL.com offense files', OFFENSE_FILES, () => {
  let stats: WeeklyStat[] = [];
  let peers: PeerProjection[] = [];
  let games: Game[] = [];
  let positions = new Map<string, NflPosition>();
  beforeAll(() => {
    ({ stats, peers, games, positions } = readOffenseFiles());
  });

  it('counts outcomes through the last week with any (2022: 15, its weeks 16–17 empty; 2024: 16)', () => {
    const lastOf = (season: number) =>
      runRestOfSeasonBacktest({ season, projectionWeeks: [], stats, peers, games, positions }).lastWeek;
    expect(lastOf(2022)).toBe(15);
    expect(lastOf(2023)).toBe(17);
    expect(lastOf(2024)).toBe(16);
  });

  // One model trained (on 2021–2023 and 2024 weeks 1–8), then 8 weeks projected per player.
  it('2024 from week 9: beats the season average × games left, the band holds most totals', {
    timeout: 180_000,
  }, () => {
    const report = runRestOfSeasonBacktest({
      season: 2024,
      projectionWeeks: [9],
      stats,
      peers,
      games,
      positions,
    });
    const { overall } = report;
    expect(overall.n).toBeGreaterThan(100);
    expect(overall.mae).toBeLessThan(overall.baselineMae);
    expect(overall.coverage).toBeGreaterThan(0.65);
    expect(overall.coverage).toBeLessThan(0.92);
    expect(overall.peerMae).not.toBeNull();
    for (const row of report.rows) {
      expect(row.floor).toBeLessThanOrEqual(row.median);
      expect(row.median).toBeLessThanOrEqual(row.ceiling);
      expect(row.weeks.map((week) => week.week)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    }
    // The truth is the player's points over weeks 9–16, by hand from the rows.
    const row = report.rows[0];
    const hand = stats
      .filter((s) => s.playerId === row?.playerId && s.season === 2024 && s.week >= 9 && s.week <= 16)
      .reduce((sum, s) => sum + (s.reportedPoints ?? 0), 0);
    expect(row?.truth).toBeCloseTo(hand, 6);
    // A wider correlation never holds fewer totals.
    const [narrow, wide] = coverageByCorrelation(report.rows, [0, 1]);
    expect(wide?.coverage ?? 0).toBeGreaterThanOrEqual(narrow?.coverage ?? 1);
  });
});
