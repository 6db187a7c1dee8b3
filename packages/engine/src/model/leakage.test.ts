import { describe, expect, it } from 'vitest';
import type { WeeklyStat } from '../nfl/entities.js';
import { buildModelContext } from './model-context.js';
import { projectWeek } from './project-week.js';
import { trainProjectionModel } from './projection-model.js';
import { reportedPointsTarget } from './targets.js';
import {
  steadyAndVolatilePlayers,
  syntheticGames,
  syntheticPlayers,
  syntheticStats,
} from './test-fixtures.js';
import { buildTrainingExamples } from './training-examples.js';
import { weekKey } from './week-key.js';

/**
 * No leakage: a week's projections read only what was known before kickoff. Changing every outcome
 * from that week on (points, stat lines, usage and game scores) must not change them.
 */
describe('no leakage from week w on into week w projections', () => {
  const players = steadyAndVolatilePlayers();
  const games = syntheticGames([2022, 2023], 17);
  const stats = syntheticStats(players, games);
  const roster = syntheticPlayers(players);
  const positions = new Map(roster.map((player) => [player._id, player.position]));

  const project = (rows: WeeklyStat[], gameRows: typeof games, season: number, week: number) => {
    const context = buildModelContext({
      stats: rows,
      games: gameRows,
      positions,
      target: reportedPointsTarget,
    });
    const examples = buildTrainingExamples(context, new Set(['WR', 'RB']));
    const model = trainProjectionModel({
      name: 'leak',
      version: '1',
      trainedAt: '2024-01-01T00:00:00.000Z',
      examples: examples.filter((example) => example.key < weekKey(season, week)),
      hyperparameters: { minLeaf: 20, trees: 60 },
    });
    return projectWeek({ model, context, players: roster, season, week });
  };

  for (const week of [3, 9, 15]) {
    it(`2023 week ${week}: outcomes changed from week ${week} on leave the projections as they were`, () => {
      const before = project(stats, games, 2023, week);
      const changed = stats.map((stat) =>
        weekKey(stat.season, stat.week) >= weekKey(2023, week)
          ? {
              ...stat,
              reportedPoints: 40 - (stat.reportedPoints ?? 0),
              stats: { ...stat.stats, receivingYards: 400, receptions: 12, receivingTouchdowns: 3 },
              usage: { targets: 15, carries: 9, redZoneTargets: 4 },
            }
          : stat,
      );
      const changedGames = games.map((game) =>
        weekKey(game.season, game.week) >= weekKey(2023, week)
          ? { ...game, homeScore: 55, awayScore: 0 }
          : game,
      );
      // The change is real: the outcomes differ, and a later week's projections do move.
      expect(changed.some((stat, i) => stat.reportedPoints !== stats[i]?.reportedPoints)).toBe(true);
      const after = project(changed, changedGames, 2023, week);
      // The expected stat lines (what other scorings are served from) are compared too.
      expect(before.filter((p) => p.expectedLine !== null).length).toBeGreaterThan(0);
      expect(after).toEqual(before);
      const later = (rows: WeeklyStat[]) => project(rows, games, 2023, 17).map((p) => p.median);
      expect(later(changed)).not.toEqual(later(stats));
    });
  }
});
