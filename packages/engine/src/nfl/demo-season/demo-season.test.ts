import { fantasyPoints, HALF_PPR } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { DEMO_FIT_FILES, fitFromSharedData } from '../../test-support/fit-demo-from-shared-data.js';
import { describeWithSharedData } from '../../test-support/shared-data.js';
import { byeWeeks } from '../bye-weeks.js';
import { ZGame, ZNflPlayer, ZWeeklyStat } from '../entities.js';
import { DEMO_PARAMETERS } from './demo-parameters.js';
import type { DemoParameters } from './fit-demo-parameters.js';
import { generateDemoSeason } from './generate-demo-season.js';

describe('generateDemoSeason', () => {
  const season = generateDemoSeason({ seed: 7, season: 2024 });

  it('is deterministic: the same seed gives the same season, another seed another', () => {
    expect(generateDemoSeason({ seed: 7, season: 2024 })).toEqual(season);
    expect(generateDemoSeason({ seed: 8, season: 2024 }).games[0]).not.toEqual(season.games[0]);
  });

  it('makes 32 teams, about a thousand players, 272 games (17 per team, one bye in weeks 5–12)', () => {
    expect(season.teams).toHaveLength(32);
    expect(season.players.length).toBeGreaterThan(900);
    expect(season.games).toHaveLength(272);
    const byes = byeWeeks(season.games, 2024);
    expect(
      [...byes.values()].every(
        (weeks) => weeks.length === 1 && (weeks[0] ?? 0) >= 5 && (weeks[0] ?? 0) <= 12,
      ),
    ).toBe(true);
  });

  it('flags every player, game and stat line demo, and each is a valid entity', () => {
    for (const player of season.players) expect(ZNflPlayer.parse(player).demo).toBe(true);
    for (const game of season.games) expect(ZGame.parse(game).demo).toBe(true);
    expect(season.stats.every((stat) => stat.demo === true && ZWeeklyStat.safeParse(stat).success)).toBe(
      true,
    );
    expect(season.players.every((player) => player.name.length > 0)).toBe(true);
  });

  it('kicks off on Thursday night, Sunday and Monday, with lines and final scores', () => {
    const opener = season.games.filter((game) => game.week === 1).map((game) => game.kickoff);
    expect(opener).toContain('2024-09-06T00:15:00.000Z'); // Thursday 5 Sep 20:15 EDT
    expect(opener).toContain('2024-09-08T17:00:00.000Z'); // Sunday 13:00 EDT
    expect(season.games.every((game) => game.homeScore !== game.awayScore && game.totalLine !== null)).toBe(
      true,
    );
  });

  it('follows the fitted distributions: QB1 attempts, RB1 carries, WR1 targets, totals near the real means', () => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const qbAttempts = season.stats
      .filter((stat) => (stat.usage.passAttempts ?? 0) > 15)
      .map((stat) => stat.usage.passAttempts ?? 0);
    expect(mean(qbAttempts)).toBeGreaterThan((DEMO_PARAMETERS.slots.QB1?.passAttempts.mean ?? 0) - 4);
    expect(mean(qbAttempts)).toBeLessThan((DEMO_PARAMETERS.slots.QB1?.passAttempts.mean ?? 0) + 4);
    const totals = season.games.map((game) => (game.homeScore ?? 0) + (game.awayScore ?? 0));
    expect(Math.abs(mean(totals) - DEMO_PARAMETERS.games.totalLine.mean)).toBeLessThan(3);
    const points = season.stats
      .filter((stat) => stat.playerId.startsWith('demo:2024'))
      .map((stat) => fantasyPoints(stat.stats, HALF_PPR));
    const best = Math.max(...points);
    expect(best).toBeGreaterThan(25);
    expect(best).toBeLessThan(80);
  });

  it('plays fewer weeks when asked (a quicker season)', () => {
    const short = generateDemoSeason({ weeks: 4 });
    expect(new Set(short.games.map((game) => game.week))).toEqual(new Set([1, 2, 3, 4]));
    expect(short.stats.every((stat) => stat.week <= 4)).toBe(true);
  });

  it('seen from a moment in the season, later games are unplayed: no score, no stat lines', () => {
    const week9 = season.games.filter((game) => game.week === 9).map((game) => Date.parse(game.kickoff));
    const asOf = new Date(Math.min(...week9)).toISOString();
    const midSeason = generateDemoSeason({ seed: 7, season: 2024, asOf });
    expect(midSeason.players).toEqual(season.players);
    for (const game of midSeason.games) {
      const played = Date.parse(game.kickoff) < Date.parse(asOf);
      expect(game.homeScore !== null && game.awayScore !== null).toBe(played);
    }
    expect(midSeason.stats.every((stat) => stat.week < 9)).toBe(true);
    expect(midSeason.stats).toEqual(season.stats.filter((stat) => stat.week < 9));
  });
});

/** Every number of `actual` within `relative` (or 0.02 absolute, for small rates) of `expected`'s. */
function compare(expected: unknown, actual: unknown, path: string, misses: string[]): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const tolerance = Math.max(0.02, Math.abs(expected) * 0.05);
    if (Math.abs(expected - actual) > tolerance)
      misses.push(`${path}: committed ${expected}, refitted ${actual}`);
    return;
  }
  if (expected && typeof expected === 'object' && actual && typeof actual === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      compare(
        (expected as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        `${path}.${key}`,
        misses,
      );
    }
    return;
  }
  misses.push(`${path}: committed ${String(expected)}, refitted ${String(actual)}`);
}

describeWithSharedData(
  'the committed demo parameters against a refit on ../shared/data',
  Object.values(DEMO_FIT_FILES),
  () => {
    it('agree within 5% (or 0.02 for small rates)', () => {
      const refitted: DemoParameters = fitFromSharedData();
      const misses: string[] = [];
      compare(DEMO_PARAMETERS, refitted, 'parameters', misses);
      expect(misses).toEqual([]);
      expect(Object.keys(refitted.slots)).toEqual([
        'QB1',
        'RB1',
        'RB2',
        'RB3',
        'TE1',
        'TE2',
        'WR1',
        'WR2',
        'WR3',
        'WR4',
      ]);
    }, 60_000);
  },
);
