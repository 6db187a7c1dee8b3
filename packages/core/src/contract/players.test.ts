import { describe, expect, it } from 'vitest';
import {
  ZInjuriesResponse,
  ZPlayerNameParams,
  ZPlayerProjectionResponse,
  ZPlayerProjectionsQuery,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
} from './players.js';
import { samplePlayer } from './test-fixtures.js';

describe('player calls', () => {
  it('coerces the projections query week, leaves an absent week to the server and defaults the mode to median', () => {
    expect(ZPlayerProjectionsQuery.parse({ week: '5' })).toEqual({ week: 5, mode: 'median' });
    expect(ZPlayerProjectionsQuery.parse({})).toEqual({ week: undefined, mode: 'median' });
    expect(ZPlayerProjectionsQuery.parse({ week: '18', mode: 'aggressive' })).toEqual({
      week: 18,
      mode: 'aggressive',
    });
    for (const week of ['0', '19', 'x', '2.5']) {
      expect(ZPlayerProjectionsQuery.safeParse({ week }).error?.issues[0]?.message).toBe(
        'Week must be a whole number from 1 to 18',
      );
    }
    expect(ZPlayerProjectionsQuery.safeParse({ week: '5', mode: 'turbo' }).success).toBe(false);
  });

  it('reads the player name from the path, trimmed', () => {
    expect(ZPlayerNameParams.parse({ playerName: " Ja'Marr Chase " })).toEqual({
      playerName: "Ja'Marr Chase",
    });
    expect(ZPlayerNameParams.safeParse({ playerName: '' }).success).toBe(false);
  });

  it('round-trips a projection response with and without the engine fields', () => {
    const basic = {
      playerName: 'Patrick Mahomes',
      week: 5,
      projections: { conservative: 15.1, median: 20.3, aggressive: 26.8 },
      mode: 'median',
      points: 20.3,
      isByeWeek: false,
      opponent: 'JAX',
      gameTime: '2025-10-06T00:15:00Z',
      isHomeGame: false,
    };
    expect(ZPlayerProjectionResponse.parse(basic)).toEqual(basic);
    const enriched = {
      ...basic,
      confidence: 0.72,
      archetype: 'balanced',
      matchupFavorability: 'favorable',
      defenseRanking: 27,
      injuryStatus: null,
    };
    expect(ZPlayerProjectionResponse.parse(enriched)).toEqual(enriched);
    const bye = {
      ...basic,
      projections: { conservative: null, median: null, aggressive: null },
      points: 0,
      isByeWeek: true,
    };
    expect(
      ZPlayerProjectionResponse.parse({ ...bye, opponent: null, gameTime: null, isHomeGame: null }),
    ).toBeTruthy();
    expect(ZPlayerProjectionResponse.safeParse({ ...enriched, confidence: 1.5 }).success).toBe(false);
    expect(ZPlayerProjectionResponse.safeParse({ ...enriched, defenseRanking: 33 }).success).toBe(false);
  });

  it('search: q of at least 2 characters, limit default 20, at most 50', () => {
    const plain = { available: false, limit: 20 };
    expect(ZPlayerSearchQuery.parse({ q: ' ja ' })).toEqual({ ...plain, q: 'ja' });
    expect(ZPlayerSearchQuery.parse({ q: 'ja', limit: '50' })).toEqual({ ...plain, q: 'ja', limit: 50 });
    expect(ZPlayerSearchQuery.parse({ q: 'ja', limit: '' })).toEqual({ ...plain, q: 'ja' });
    expect(ZPlayerSearchQuery.safeParse({ q: 'j' }).error?.issues[0]?.message).toBe(
      'Type at least 2 characters to search',
    );
    expect(ZPlayerSearchQuery.safeParse({}).error?.issues[0]?.message).toBe(
      'Type at least 2 characters to search',
    );
    expect(ZPlayerSearchQuery.safeParse({ q: '' }).error?.issues[0]?.message).toBe(
      'Type at least 2 characters to search',
    );
    for (const limit of ['0', '51', '2.5', 'many']) {
      expect(ZPlayerSearchQuery.safeParse({ q: 'ja', limit }).error?.issues[0]?.message).toBe(
        'limit must be a whole number from 1 to 50',
      );
    }
  });

  it('search: a position browses without a name; a team, a week and available only', () => {
    expect(ZPlayerSearchQuery.parse({ position: 'FLEX', q: '' })).toEqual({
      q: '',
      position: 'FLEX',
      available: false,
      limit: 20,
    });
    expect(
      ZPlayerSearchQuery.parse({ q: 'ja', position: 'K', teamName: ' Gang ', week: '7', available: 'true' }),
    ).toEqual({ q: 'ja', position: 'K', teamName: 'Gang', week: 7, available: true, limit: 20 });
    expect(ZPlayerSearchQuery.safeParse({ position: 'LB' }).error?.issues[0]?.message).toBe(
      'position must be one of QB, RB, WR, TE, K, D/ST, FLEX',
    );
    // The SDK may pass the flag as a boolean.
    expect(ZPlayerSearchQuery.parse({ position: 'QB', available: true }).available).toBe(true);
    expect(ZPlayerSearchQuery.parse({ position: 'QB', available: false }).available).toBe(false);
    expect(ZPlayerSearchQuery.parse({ position: 'QB', available: 'false' }).available).toBe(false);
    expect(ZPlayerSearchQuery.safeParse({ q: 'ja', available: 'yes' }).error?.issues[0]?.message).toBe(
      'available must be true or false',
    );
  });

  it('round-trips search and injury responses', () => {
    const facts = {
      week: 7,
      mode: 'median',
      points: 14.2,
      projections: { conservative: 9, median: 14.2, aggressive: 20 },
      isByeWeek: false,
      byeWeek: 9,
      opponent: 'NYJ',
      isHomeGame: true,
      gameTime: '2025-10-19T17:00:00Z',
      injuryStatus: null,
      matchupFavorability: 'favorable',
      defenseRanking: 28,
      onTeam: false,
    } as const;
    const players = [
      { ...samplePlayer(), facts },
      { ...samplePlayer({ _id: 'p2', playerName: 'Jalen Hurts', teamName: 'PHI' }), facts: null },
    ];
    const answer = { players, total: 143, week: 7 };
    expect(ZPlayerSearchResponse.parse(answer)).toEqual(answer);
    const injuries = { injuries: { 'Christian McCaffrey': 'IR' }, updatedAt: '2025-09-14T12:00:00Z' };
    expect(ZInjuriesResponse.parse(injuries)).toEqual(injuries);
    expect(ZInjuriesResponse.parse({ injuries: {}, updatedAt: null })).toEqual({
      injuries: {},
      updatedAt: null,
    });
  });
});
