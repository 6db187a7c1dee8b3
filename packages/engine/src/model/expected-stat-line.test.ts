import { type StatLineInput, ZStatLine } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { expectedStatLine } from './expected-stat-line.js';
import type { PlayerGame } from './player-history.js';
import { weekKey } from './week-key.js';

/** A week of a receiver with the given stat line (taking part unless `active` is false). */
function game(season: number, week: number, line: StatLineInput, active = true): PlayerGame {
  const parsed = ZStatLine.parse(line);
  return {
    playerId: 'wr-1',
    position: 'WR',
    season,
    week,
    key: weekKey(season, week),
    team: 'BUF',
    opponent: 'MIA',
    isHome: true,
    bye: false,
    points: active ? 10 : 0,
    active,
    targets: 0,
    carries: 0,
    receptions: parsed.receptions,
    passingYards: 0,
    rushingYards: 0,
    receivingYards: parsed.receivingYards,
    touchdowns: 0,
    redZoneLooks: 0,
    line: parsed,
  };
}

describe('expectedStatLine', () => {
  it('is the recency-weighted mean of earlier lines (half-life 3 games, an earlier season × 0.6)', () => {
    const games = [
      game(2023, 17, { receptions: 9, receivingYards: 120 }),
      game(2024, 1, { receptions: 4, receivingYards: 50 }),
      game(2024, 2, { receptions: 6, receivingYards: 70, receivingTouchdowns: 1 }),
    ];
    // Latest first: weights 1, 0.5^(1/3), 0.5^(2/3) × 0.6.
    const [w0, w1, w2] = [1, 0.5 ** (1 / 3), 0.5 ** (2 / 3) * 0.6];
    const mean = (a: number, b: number, c: number) =>
      Math.round(((w0 * a + w1 * b + w2 * c) / (w0 + w1 + w2)) * 100) / 100;
    expect(expectedStatLine({ games, before: 3, season: 2024 })).toEqual({
      receptions: mean(6, 4, 9),
      receivingYards: mean(70, 50, 120),
      receivingTouchdowns: mean(1, 0, 0),
    });
    // By hand: receptions (6 + 4·0.7937 + 9·0.3780) / 2.1717 = 12.577 / 2.1717 = 5.79.
    expect(mean(6, 4, 9)).toBe(5.79);
  });

  it('reads only the weeks before the one projected, and only weeks he took part in', () => {
    const games = [
      game(2024, 1, { receptions: 5, receivingYards: 60 }),
      game(2024, 2, { receptions: 0 }, false),
      game(2024, 3, { receptions: 12, receivingYards: 200 }),
    ];
    // Week 3 is the week projected (before = 2): its 12 catches must not count, nor week 2's absence.
    expect(expectedStatLine({ games, before: 2, season: 2024 })).toEqual({
      receptions: 5,
      receivingYards: 60,
    });
  });

  it('looks back one season at most, and is null without an earlier week he took part in', () => {
    const games = [game(2022, 10, { receptions: 8 }), game(2024, 1, { receptions: 0 }, false)];
    expect(expectedStatLine({ games, before: 2, season: 2024 })).toBeNull();
    expect(expectedStatLine({ games: [], before: 0, season: 2024 })).toBeNull();
  });

  it('averages points allowed over the games that have it, a shutout (0) included', () => {
    const dst = (pointsAllowed: number | null, sacks: number) => ({
      ...game(2024, 1, {}),
      line: ZStatLine.parse({ dstSacks: sacks, pointsAllowed }),
    });
    const games = [
      { ...dst(null, 2), week: 1, key: weekKey(2024, 1) },
      { ...dst(0, 4), week: 2, key: weekKey(2024, 2) },
    ];
    const line = expectedStatLine({ games, before: 2, season: 2024 });
    expect(line?.pointsAllowed).toBe(0);
    // Sacks: (4·1 + 2·0.7937) / 1.7937 = 3.12.
    expect(line?.dstSacks).toBe(3.12);
  });
});
