import { describe, expect, it } from 'vitest';
import {
  WEEKLY_SORT_COLUMNS,
  ZAdminLineupsQuery,
  ZAdminLineupsResponse,
  ZAdminPlayersQuery,
  ZAdminPlayersResponse,
  ZAdminStatsResponse,
  ZAdminTestResponse,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZInjuryUpdateRequest,
  ZInjuryUpdateResponse,
  ZMlStatusResponse,
  ZUnlockAccountResponse,
  ZWeeklyPredictionsQuery,
  ZWeeklyPredictionsResponse,
} from './admin.js';

const NOW = '2025-09-14T17:25:00.000Z';
const user = {
  id: 'u1',
  email: 'fan@example.com',
  role: 'user',
  adminLevel: 0,
  tier: 'exempt',
  exemptReason: 'beta tester',
  totalLineups: 2,
  activeLineups: 1,
  createdAt: NOW,
  accountLocked: false,
  loginAttempts: 0,
};
const player = {
  id: 'p1',
  name: 'Patrick Mahomes',
  position: 'QB',
  team: 'KC',
  seasonProjections: { conservative: 280, normal: 320, aggressive: 360 },
  points: 310.2,
  hasMLData: true,
  injury: { status: null, bodyPart: null, description: null, practice: null },
};
const prediction = {
  _id: 'w1',
  player_id: 'p1',
  player_name: 'Patrick Mahomes',
  position: 'QB',
  team: 'KC',
  opponent_team: 'JAX',
  archetype: 'balanced',
  matchup_favorability: 'neutral',
  defense_ranking: 14,
  conservative: 15.2,
  median: 20.1,
  aggressive: 27.4,
  confidence: 0.68,
  model_used: 'gradient_boosting',
  injury: null,
  week: 4,
  season: 2025,
};

describe('admin queries', () => {
  it('players: defaults per spec §2 (ALL, no search, limit 20, ml_normal desc)', () => {
    expect(ZAdminPlayersQuery.parse({})).toEqual({
      position: 'ALL',
      search: '',
      limit: 20,
      sort: 'ml_normal',
      order: 'desc',
    });
  });

  it('players: limit is coerced and must be 0, 20, 50 or 100; the timestamp is accepted', () => {
    for (const limit of ['0', '20', '50', '100', 100]) {
      expect(ZAdminPlayersQuery.parse({ limit }).limit).toBe(Number(limit));
    }
    expect(ZAdminPlayersQuery.parse({ limit: '' }).limit).toBe(20);
    for (const limit of ['10', '25', '-20', 'all']) {
      expect(ZAdminPlayersQuery.safeParse({ limit }).error?.issues[0]?.message).toBe(
        'limit must be one of 20, 50, 100, 0 (0 means all)',
      );
    }
    expect(ZAdminPlayersQuery.parse({ position: 'D/ST', search: ' mah ', t: '1726334700000' })).toMatchObject(
      {
        position: 'D/ST',
        search: 'mah',
      },
    );
    expect(ZAdminPlayersQuery.safeParse({ position: 'PK' }).success).toBe(false);
  });

  it('weekly predictions: defaults per spec §2 (limit 50, page 1, aggressive desc); week and season left to the season clock', () => {
    expect(ZWeeklyPredictionsQuery.parse({})).toEqual({
      position: 'ALL',
      archetype: 'ALL',
      limit: 50,
      page: 1,
      sort: 'aggressive',
      order: 'desc',
    });
    expect(ZWeeklyPredictionsQuery.parse({ week: '', season: '' })).not.toHaveProperty('week', 4);
  });

  it('weekly predictions: coerces numbers and checks every filter', () => {
    expect(
      ZWeeklyPredictionsQuery.parse({
        week: '2',
        position: 'WR',
        archetype: 'conservative',
        limit: '10',
        page: '3',
        sort: 'player_name',
        order: 'asc',
        season: '2024',
        t: '1726334700000',
      }),
    ).toEqual({
      week: 2,
      position: 'WR',
      archetype: 'conservative',
      limit: 10,
      page: 3,
      sort: 'player_name',
      order: 'asc',
      season: 2024,
    });
    const first = (input: Record<string, string>) =>
      ZWeeklyPredictionsQuery.safeParse(input).error?.issues[0]?.message;
    expect(first({ week: '19' })).toBe('Week must be a whole number from 1 to 18');
    expect(first({ limit: '0' })).toBe('limit must be one of 10, 20, 50, 100');
    expect(first({ page: '0' })).toBe('page must be a whole number from 1');
    expect(first({ season: '25' })).toBe('season must be a year from 2000 to 2100');
    expect(first({ sort: 'opponent_team' })).toBeDefined();
    expect(first({ sort: 'injury' })).toBeDefined();
    expect(first({ archetype: 'reckless' })).toBeDefined();
  });

  it('sorts by exactly the sortable columns of spec §2', () => {
    expect(WEEKLY_SORT_COLUMNS).toHaveLength(11);
    for (const sort of WEEKLY_SORT_COLUMNS) expect(ZWeeklyPredictionsQuery.parse({ sort }).sort).toBe(sort);
  });
});

describe('paged admin lists', () => {
  it('users: defaults (no search, limit 50, page 1, createdAt desc); numbers coerced; search trimmed', () => {
    expect(ZAdminUsersQuery.parse({})).toEqual({
      search: '',
      limit: 50,
      page: 1,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(
      ZAdminUsersQuery.parse({
        search: '  Fan ',
        limit: '10',
        page: '3',
        sort: 'status',
        order: 'asc',
        t: '1',
      }),
    ).toEqual({ search: 'Fan', limit: 10, page: 3, sort: 'status', order: 'asc' });
    expect(ZAdminUsersQuery.parse({ limit: '', page: '' })).toMatchObject({ limit: 50, page: 1 });
  });

  it('users: refuses other page sizes, pages below 1, unknown sorts and long searches', () => {
    const message = (input: object) => ZAdminUsersQuery.safeParse(input).error?.issues[0]?.message;
    expect(message({ limit: '25' })).toBe('limit must be one of 10, 20, 50, 100');
    expect(message({ limit: '0' })).toBe('limit must be one of 10, 20, 50, 100');
    expect(message({ page: '0' })).toBe('page must be a whole number from 1');
    expect(message({ page: '1.5' })).toBe('page must be a whole number from 1');
    expect(message({ page: 'x' })).toBe('page must be a whole number from 1');
    expect(message({ search: 'x'.repeat(101) })).toBe('Search must be at most 100 characters');
    expect(ZAdminUsersQuery.safeParse({ sort: 'tier' }).success).toBe(false);
    expect(ZAdminUsersQuery.safeParse({ order: 'up' }).success).toBe(false);
  });

  it('lineups: defaults (no search, limit 50, page 1, createdAt desc) and its four sorts', () => {
    expect(ZAdminLineupsQuery.parse({})).toEqual({
      search: '',
      limit: 50,
      page: 1,
      sort: 'createdAt',
      order: 'desc',
    });
    for (const sort of ['name', 'user', 'totalPoints', 'createdAt']) {
      expect(ZAdminLineupsQuery.parse({ sort }).sort).toBe(sort);
    }
    expect(ZAdminLineupsQuery.safeParse({ sort: 'email' }).success).toBe(false);
  });

  it('round-trips a page of users and of lineups, and the unlock answer', () => {
    const page = { users: [user], total: 51, pagination: { current_page: 2, total_pages: 2 } };
    expect(ZAdminUsersResponse.parse(page)).toEqual(page);
    expect(ZUnlockAccountResponse.parse({ user })).toEqual({ user });
    expect(
      ZAdminUsersResponse.safeParse({ ...page, pagination: { current_page: 1, total_pages: 0 } }).success,
    ).toBe(false);
  });
});

describe('admin bodies', () => {
  it('round-trips users, stats and lineups', () => {
    const users = { users: [user], total: 1, pagination: { current_page: 1, total_pages: 1 } };
    expect(ZAdminUsersResponse.parse(users)).toEqual(users);
    const stats = {
      stats: { totalUsers: 10, adminUsers: 1, totalLineups: 14, activeLineups: 9, totalPlayers: 512 },
      recent: { users: [{ id: 'u1', email: null, role: 'admin', createdAt: NOW }] },
    };
    expect(ZAdminStatsResponse.parse(stats)).toEqual(stats);
    const lineup = {
      id: 't1',
      name: 'Gridiron Gang',
      user: 'ORPHANED',
      isActive: false,
      weekCreated: 3,
      totalPoints: 101.25,
      benchCount: 2,
      isComplete: false,
      createdAt: NOW,
    };
    const lineups = { lineups: [lineup], total: 1, pagination: { current_page: 1, total_pages: 1 } };
    expect(ZAdminLineupsResponse.parse(lineups)).toEqual(lineups);
  });

  it('round-trips players and the injury update', () => {
    expect(ZAdminPlayersResponse.parse({ players: [player], total: 1 })).toEqual({
      players: [player],
      total: 1,
    });
    const injured = {
      ...player,
      injury: { status: 'Out', bodyPart: 'Ankle', description: 'High ankle sprain', practice: 'DNP' },
    };
    expect(ZInjuryUpdateResponse.parse({ player: injured })).toEqual({ player: injured });
    expect(
      ZInjuryUpdateRequest.parse({ status: 'Out', bodyPart: 'Ankle', description: '', practice: null }),
    ).toEqual({
      status: 'Out',
      bodyPart: 'Ankle',
      description: null,
      practice: null,
    });
  });

  it('round-trips weekly predictions with the spec names', () => {
    const response = {
      predictions: [prediction],
      summary: {
        weeklyPredictionsCount: 380,
        totalPlayers: 512,
        coveragePercent: 74.2,
        totalPredictions: 1,
        model_used: 'gradient_boosting',
        pagination: { current_page: 1, total_pages: 1 },
      },
      statistics: {
        archetype_distribution: [
          { _id: 'balanced', count: 200 },
          { _id: null, count: 3 },
        ],
        matchup_distribution: [{ _id: 'favorable', count: 120 }],
      },
    };
    expect(ZWeeklyPredictionsResponse.parse(response)).toEqual(response);
  });

  it('round-trips ML status and the admin test answer', () => {
    const ml = {
      best_model_name: 'gradient_boosting',
      loaded_models: ['gradient_boosting', 'ridge'],
      feature_columns: ['targets_l3', 'snap_share'],
      has_scaler: true,
      metadata: { version: '2025.09.1', trained_at: NOW },
    };
    expect(ZMlStatusResponse.parse(ml)).toEqual(ml);
    expect(ZMlStatusResponse.parse({ ...ml, best_model_name: null, metadata: null })).toBeTruthy();
    const test = {
      ok: true,
      message: 'Admin access confirmed',
      user: { sub: 'u1', email: null, roles: ['admin'] },
      time: NOW,
    };
    expect(ZAdminTestResponse.parse(test)).toEqual(test);
  });
});
