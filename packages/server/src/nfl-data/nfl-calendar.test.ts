import type { Game } from '@lineup-lab/engine';
import { describe, expect, it } from 'vitest';
import { currentWeek, nflSeasonAt } from './nfl-calendar.js';

const game = (week: number, kickoff: string, scored: boolean): Game => ({
  _id: `2026_${week}_A_B`,
  season: 2026,
  week,
  gameType: 'REG',
  kickoff,
  homeTeam: 'KC',
  awayTeam: 'BUF',
  spreadLine: null,
  totalLine: null,
  homeScore: scored ? 24 : null,
  awayScore: scored ? 21 : null,
});

describe('nflSeasonAt', () => {
  it('puts January and February in the season of the year before', () => {
    expect(nflSeasonAt(new Date('2027-02-10T00:00:00Z'))).toBe(2026);
    expect(nflSeasonAt(new Date('2027-03-01T00:00:00Z'))).toBe(2027);
    expect(nflSeasonAt(new Date('2026-11-21T12:00:00Z'))).toBe(2026);
  });
});

describe('currentWeek', () => {
  const games = [
    game(11, '2026-11-15T18:00:00Z', true),
    game(12, '2026-11-22T18:00:00Z', false),
    game(13, '2026-11-29T18:00:00Z', false),
  ];

  it('is the first week with a game not finished yet', () => {
    expect(currentWeek(games, 2026, new Date('2026-11-21T12:00:00Z'))).toBe(12);
    expect(currentWeek(games, 2026, new Date('2026-11-22T21:00:00Z'))).toBe(12); // being played
    expect(currentWeek(games, 2026, new Date('2026-11-23T12:00:00Z'))).toBe(13); // over, no score yet
  });

  it('is the last week after the season and undefined without a schedule', () => {
    expect(currentWeek(games, 2026, new Date('2027-01-20T00:00:00Z'))).toBe(13);
    expect(currentWeek(games, 2025, new Date('2026-11-21T00:00:00Z'))).toBeUndefined();
  });
});
