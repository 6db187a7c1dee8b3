import { ZStatLine } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import type { NflPosition } from '../nfl/entities.js';
import { FEATURE_COLUMNS, playerFeatures } from './player-features.js';
import type { PlayerGame, PlayerHistory } from './player-history.js';
import { buildTeamUsage } from './team-usage.js';
import { weekKey } from './week-key.js';

/** A played game with the given usage (everything else 0). */
function game(
  playerId: string,
  position: NflPosition,
  week: number,
  usage: Partial<Pick<PlayerGame, 'targets' | 'carries' | 'passingYards' | 'points'>>,
  team = 'BUF',
): PlayerGame {
  return {
    playerId,
    position,
    season: 2023,
    week,
    key: weekKey(2023, week),
    team,
    opponent: 'MIA',
    isHome: true,
    bye: false,
    points: usage.points ?? 10,
    active: true,
    targets: usage.targets ?? 0,
    carries: usage.carries ?? 0,
    receptions: 0,
    passingYards: usage.passingYards ?? 0,
    rushingYards: 0,
    receivingYards: 0,
    touchdowns: 0,
    redZoneLooks: 0,
    line: ZStatLine.parse({}),
  };
}

const history = (games: PlayerGame[]): PlayerHistory => {
  const byPlayer = new Map<string, PlayerGame[]>();
  for (const g of games) byPlayer.set(g.playerId, [...(byPlayer.get(g.playerId) ?? []), g]);
  return { games: byPlayer, positions: new Map(games.map((g) => [g.playerId, g.position])) };
};

describe('buildTeamUsage', () => {
  const starter = game('qb1', 'QB', 1, { passingYards: 300, carries: 2 });
  const backup = game('qb2', 'QB', 1, { passingYards: 100 });
  const back = game('rb1', 'RB', 1, { carries: 18, targets: 2 });
  const receiver = game('wr1', 'WR', 1, { targets: 8 });
  const otherTeam = game('wr9', 'WR', 1, { targets: 50 }, 'MIA');
  const usage = buildTeamUsage(history([starter, backup, back, receiver, otherTeam]));

  it("reads each game as a share of the team's targets, carries and passing yards that week", () => {
    expect(usage.shareOf(starter)).toEqual({ targets: 0, carries: 0.1, passingYards: 0.75 });
    expect(usage.shareOf(backup).passingYards).toBeCloseTo(0.25, 10);
    expect(usage.shareOf(back)).toEqual({ targets: 0.2, carries: 0.9, passingYards: 0 });
    expect(usage.shareOf(receiver).targets).toBeCloseTo(0.8, 10);
    expect(usage.shareOf(otherTeam).targets).toBe(1);
  });

  it('gives 0 shares for a game of a team-week it has no totals for', () => {
    expect(usage.shareOf(game('x', 'WR', 2, { targets: 5 }))).toEqual({
      targets: 0,
      carries: 0,
      passingYards: 0,
    });
  });
});

describe('share features', () => {
  it('are the last game’s shares and their recency-weighted mean, read before the week only', () => {
    const games = [
      game('wr1', 'WR', 1, { targets: 5 }),
      game('wr1', 'WR', 2, { targets: 10 }),
      game('wr1', 'WR', 3, { targets: 10 }),
    ];
    const teammates = [1, 2, 3].map((week) => game(`te${week}`, 'TE', week, { targets: 5 }));
    const usage = buildTeamUsage(history([...games, ...teammates]));
    const features = playerFeatures({
      position: 'WR',
      season: 2023,
      week: 3,
      games,
      before: 2,
      teamGame: undefined,
      opponentDefense: undefined,
      teamUsage: usage,
    });
    const column = (name: (typeof FEATURE_COLUMNS)[number]) => features[FEATURE_COLUMNS.indexOf(name)];
    // Week 2: 10 of 15 targets; week 1: 5 of 10. Weights 1 (last game) and 0.5^(1/3).
    expect(column('last_target_share')).toBeCloseTo(2 / 3, 10);
    const w = 0.5 ** (1 / 3);
    expect(column('ewma_target_share')).toBeCloseTo((2 / 3 + w * 0.5) / (1 + w), 10);
    expect(column('ewma_pass_share')).toBe(0);
  });
});
