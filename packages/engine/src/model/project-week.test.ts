import { describe, expect, it } from 'vitest';
import type { Game, InjuryReportLine, NflPlayer, WeeklyStat } from '../nfl/entities.js';
import { buildModelContext } from './model-context.js';
import { projectWeek } from './project-week.js';
import { trainProjectionModel } from './projection-model.js';
import { reportedPointsTarget } from './targets.js';
import {
  constantPlayers,
  steadyAndVolatilePlayers,
  syntheticGames,
  syntheticPlayers,
  syntheticStats,
} from './test-fixtures.js';
import { buildTrainingExamples } from './training-examples.js';
import { weekKey } from './week-key.js';

/** Trains on every row before the week and projects the week, as the walk-forward back-test does. */
function projectAsOf(
  input: { stats: WeeklyStat[]; games: Game[]; players: NflPlayer[]; injuries?: InjuryReportLine[] },
  season: number,
  week: number,
) {
  const positions = new Map(input.players.map((player) => [player._id, player.position]));
  const context = buildModelContext({ ...input, positions, target: reportedPointsTarget });
  const examples = buildTrainingExamples(context, new Set(['QB', 'RB', 'WR', 'TE']));
  const model = trainProjectionModel({
    name: 'test',
    version: '1',
    trainedAt: '2024-01-01T00:00:00.000Z',
    examples: examples.filter((example) => example.key < weekKey(season, week)),
    hyperparameters: { minLeaf: 20, trees: 120 },
  });
  return projectWeek({
    model,
    context,
    players: input.players,
    season,
    week,
    injuries: input.injuries ?? [],
  });
}

describe('projectWeek on a league of constant lines', () => {
  const players = constantPlayers();
  const games = syntheticGames([2022, 2023], 17);
  const data = { stats: syntheticStats(players, games), games, players: syntheticPlayers(players) };
  const projections = projectAsOf(data, 2023, 10);

  it('projects a player with a constant line that line, inside an ordered band', () => {
    for (const projection of projections.filter((p) => !p.isBye)) {
      const line = Number(projection.playerId.split('-').at(-1));
      expect(projection.median).toBeCloseTo(line, 0);
      expect(projection.conservative).toBeLessThanOrEqual(projection.median);
      expect(projection.aggressive).toBeGreaterThanOrEqual(projection.median);
      expect(projection.method).toBe('model');
    }
  });

  it('gives the game facts from the schedule: opponent, home/away, kickoff and bye week', () => {
    const buf = projections.find((p) => p.playerId === 'BUF-wr-12');
    const game = games.find(
      (g) => g.season === 2023 && g.week === 10 && [g.homeTeam, g.awayTeam].includes('BUF'),
    );
    expect(game).toBeDefined();
    expect(buf?.opponent).toBe(game?.homeTeam === 'BUF' ? game?.awayTeam : game?.homeTeam);
    expect(buf?.isHome).toBe(game?.homeTeam === 'BUF');
    expect(buf?.kickoff).toBe(game?.kickoff);
    expect(buf?.byeWeek).toBe(7);
    expect(buf?.defenseRanking).toBeGreaterThanOrEqual(1);
    expect(buf?.defenseRanking).toBeLessThanOrEqual(8);
    expect(['favorable', 'neutral', 'unfavorable']).toContain(buf?.matchupFavorability);
  });

  it('counts a bye week and an OUT player as 0, keeping the raw numbers', () => {
    const byeWeek = projectAsOf(data, 2023, 7).find((p) => p.playerId === 'BUF-wr-18');
    expect(byeWeek?.isBye).toBe(true);
    expect([byeWeek?.conservative, byeWeek?.median, byeWeek?.aggressive]).toEqual([0, 0, 0]);
    expect(byeWeek?.opponent).toBeNull();
    const out = projectAsOf(
      {
        ...data,
        injuries: [
          {
            _id: 'i1',
            playerId: 'KC-wr-18',
            season: 2023,
            week: 10,
            team: 'KC',
            status: 'Out',
            injury: 'Knee',
          },
        ],
      },
      2023,
      10,
    ).find((p) => p.playerId === 'KC-wr-18');
    expect(out?.injuryStatus).toBe('Out');
    expect(out?.median).toBe(0);
    expect(out?.raw.median).toBeCloseTo(18, 0);
  });
});

describe('projectWeek archetypes and confidence', () => {
  const players = steadyAndVolatilePlayers();
  const games = syntheticGames([2022, 2023], 17);
  const data = { stats: syntheticStats(players, games), games, players: syntheticPlayers(players) };
  const projections = projectAsOf(data, 2023, 12).filter((p) => !p.isBye);

  it('calls a boom-or-bust player aggressive and a steady one conservative', () => {
    const volatile = projections.filter((p) => p.playerId.endsWith('-volatile'));
    const steady = projections.filter((p) => p.playerId.endsWith('-steady'));
    expect(volatile.length).toBeGreaterThan(0);
    for (const p of volatile) expect(p.archetype).toBe('aggressive');
    for (const p of steady) expect(p.archetype).toBe('conservative');
  });

  it('is more confident in the steady player', () => {
    const mean = (suffix: string) => {
      const rows = projections.filter((p) => p.playerId.endsWith(suffix));
      return rows.reduce((sum, p) => sum + p.confidence, 0) / rows.length;
    };
    expect(mean('-steady')).toBeGreaterThan(mean('-volatile'));
    for (const p of projections) {
      expect(p.confidence).toBeGreaterThanOrEqual(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
    }
  });
});
