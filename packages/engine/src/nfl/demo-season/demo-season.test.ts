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

  it('makes 32 teams, about a thousand players, 272 regular-season games (17 per team, one bye in weeks 5–12)', () => {
    expect(season.teams).toHaveLength(32);
    expect(season.players.length).toBeGreaterThan(900);
    expect(season.games.filter((game) => game.gameType === 'REG')).toHaveLength(272);
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
      .filter((stat) => !stat.playerId.startsWith('demo:dst:'))
      .map((stat) => fantasyPoints(stat.stats, HALF_PPR));
    const best = Math.max(...points);
    expect(best).toBeGreaterThan(25);
    expect(best).toBeLessThan(80);
  });

  it('plays 13 playoff games after week 18 (6 wild card, 4 divisional, 2 conference, the Super Bowl), without stat lines', () => {
    const playoffs = season.games.filter((game) => game.gameType !== 'REG');
    expect(playoffs.map((game) => game.gameType)).toEqual([
      ...Array(3).fill('WC'),
      'DIV',
      'DIV',
      'CON',
      ...Array(3).fill('WC'),
      'DIV',
      'DIV',
      'CON',
      'SB',
    ]);
    expect(new Set(playoffs.map((game) => game.week))).toEqual(new Set([19, 20, 21, 22]));
    const lastRegular = Math.max(
      ...season.games.filter((game) => game.gameType === 'REG').map((game) => Date.parse(game.kickoff)),
    );
    for (const game of playoffs) expect(Date.parse(game.kickoff)).toBeGreaterThan(lastRegular);
    const superBowl = playoffs.find((game) => game.gameType === 'SB');
    expect(superBowl?.kickoff.slice(0, 10)).toBe('2025-02-09'); // the second Sunday of February
    const conference = playoffs.filter((game) => game.gameType === 'CON');
    const champions = conference.map((game) =>
      (game.homeScore ?? 0) > (game.awayScore ?? 0) ? game.homeTeam : game.awayTeam,
    );
    expect([superBowl?.homeTeam, superBowl?.awayTeam].sort()).toEqual(champions.sort());
    expect(season.stats.every((stat) => stat.week <= 18)).toBe(true);
  });

  it('with history, plays the seasons before it whole, with the same players', () => {
    const twoSeasons = generateDemoSeason({ seed: 7, season: 2024, history: 1 });
    expect(twoSeasons.season).toBe(2024);
    expect(twoSeasons.players).toEqual(season.players);
    expect(new Set(twoSeasons.games.map((game) => game.season))).toEqual(new Set([2023, 2024]));
    expect(twoSeasons.games.filter((game) => game.season === 2023)).toHaveLength(285);
    const ids = new Set(twoSeasons.stats.map((stat) => stat._id));
    expect(ids.size).toBe(twoSeasons.stats.length);
    const players2023 = new Set(twoSeasons.stats.filter((s) => s.season === 2023).map((s) => s.playerId));
    const players2024 = new Set(twoSeasons.stats.filter((s) => s.season === 2024).map((s) => s.playerId));
    const returning = [...players2024].filter((id) => players2023.has(id)).length;
    expect(returning / players2024.size).toBeGreaterThan(0.9);
  });

  it('seen before the season, lists its regular season unplayed and no playoff games yet; the season before is whole', () => {
    const preseason = generateDemoSeason({ seed: 7, season: 2024, history: 1, asOf: '2024-08-20T12:00:00Z' });
    const games2024 = preseason.games.filter((game) => game.season === 2024);
    expect(games2024).toHaveLength(272);
    expect(games2024.every((game) => game.gameType === 'REG' && game.homeScore === null)).toBe(true);
    expect(preseason.stats.every((stat) => stat.season === 2023)).toBe(true);
    expect(preseason.games.filter((game) => game.season === 2023 && game.gameType === 'SB')).toHaveLength(1);
  });

  it('lists a playoff round only once the round before it has kicked off', () => {
    const wildCard = season.games.filter((game) => game.gameType === 'WC').map((g) => Date.parse(g.kickoff));
    const during = generateDemoSeason({
      seed: 7,
      season: 2024,
      asOf: new Date(Math.max(...wildCard) - 1).toISOString(),
    });
    expect(new Set(during.games.filter((g) => g.gameType !== 'REG').map((g) => g.gameType))).toEqual(
      new Set(['WC']),
    );
    const unplayed = during.games.filter((g) => g.gameType === 'WC' && g.homeScore === null);
    expect(unplayed).toHaveLength(1);
  });

  it('plays fewer weeks when asked (a quicker season)', () => {
    const short = generateDemoSeason({ weeks: 4 });
    expect(new Set(short.games.filter((g) => g.gameType === 'REG').map((game) => game.week))).toEqual(
      new Set([1, 2, 3, 4]),
    );
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
