import { describe, expect, it } from 'vitest';
import type { Game, WeeklyStat } from '../nfl/entities.js';
import { type RestOfSeasonBacktestRow, runRestOfSeasonBacktest } from './rest-of-season-backtest.js';
import type { FarWeekMethod } from './rest-of-season-projection.js';
import {
  steadyAndVolatilePlayers,
  syntheticGames,
  syntheticPlayers,
  syntheticStats,
} from './test-fixtures.js';
import { weekKey } from './week-key.js';

/**
 * No leakage into rest-of-season projections: made at week t, they read only what was known before
 * week t was played (the stats of earlier weeks, the schedule, week t's betting lines). Changing
 * every outcome from week t on (points, stat lines, usage, scores) and every later week's betting
 * lines must leave them as they were; the truth they are compared with does change.
 */
describe('no leakage from week t on into rest-of-season projections made at week t', () => {
  const players = steadyAndVolatilePlayers();
  const games = syntheticGames([2022, 2023], 17);
  const stats = syntheticStats(players, games);
  const positions = new Map(syntheticPlayers(players).map((player) => [player._id, player.position]));
  const T = 4;
  const from = weekKey(2023, T);

  const run = (rows: WeeklyStat[], gameRows: Game[], farWeeks: FarWeekMethod) =>
    runRestOfSeasonBacktest({
      season: 2023,
      projectionWeeks: [T],
      stats: rows,
      peers: null,
      games: gameRows,
      positions,
      farWeeks,
      hyperparameters: { minLeaf: 20, trees: 40, medianSeeds: 1 },
    });
  const projected = (rows: readonly RestOfSeasonBacktestRow[]) =>
    rows.map(({ playerId, weeks, floor, median, ceiling, seasonAverage, baseline }) => ({
      playerId,
      weeks,
      floor,
      median,
      ceiling,
      seasonAverage,
      baseline,
    }));

  const changed = stats.map((stat) =>
    weekKey(stat.season, stat.week) >= from
      ? {
          ...stat,
          reportedPoints: 40 - (stat.reportedPoints ?? 0),
          stats: { ...stat.stats, receivingYards: 400, receptions: 12, receivingTouchdowns: 3 },
          usage: { targets: 15, carries: 9, redZoneTargets: 4 },
        }
      : stat,
  );
  const changedGames = games.map((game) => {
    const key = weekKey(game.season, game.week);
    if (key < from) return game;
    const scored = { ...game, homeScore: 55, awayScore: 0 };
    return key > from ? { ...scored, spreadLine: -14, totalLine: 60 } : scored;
  });

  for (const farWeeks of ['as-of-projection-week', 'as-stored'] as const) {
    it(`${farWeeks}: outcomes from week ${T} on and later lines changed leave the projections as they were`, () => {
      const before = run(stats, games, farWeeks);
      const after = run(changed, changedGames, farWeeks);
      expect(before.rows.length).toBe(players.length);
      expect(before.lastWeek).toBe(17);
      expect(projected(after.rows)).toEqual(projected(before.rows));
      // The change is real: what happened differs.
      expect(after.rows.map((row) => row.truth)).not.toEqual(before.rows.map((row) => row.truth));
      // Week 7 is BUF's and MIA's bye (and their opponents'): counted 0, one game fewer left.
      const buf = before.rows.find((row) => row.playerId === 'BUF-steady');
      expect(buf?.weeks.find((week) => week.week === 7)?.isByeWeek).toBe(true);
      expect(buf?.gamesLeft).toBe(17 - T);
      const played = buf?.weeks
        .filter((week) => !week.isByeWeek)
        .map((week) => week.projections?.median ?? 0);
      expect(buf?.median).toBeCloseTo(
        (played ?? []).reduce((a, b) => a + b, 0),
        1,
      );
    });
  }
});
