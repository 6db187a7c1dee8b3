import type {
  AdminPlayer,
  AdminStatsResponse,
  AdminUser,
  WeeklyPrediction,
  WeeklyPredictionsResponse,
} from '@lineup-lab/core';

/** The admin screens' test entities. */

export const ADMIN_PROFILE = {
  id: 'admin-1',
  email: 'admin@lineup-lab.test',
  role: 'admin',
  adminLevel: 1,
} as const;
export const USER_PROFILE = { id: 'user-1', email: 'fan@example.com', role: 'user', adminLevel: 0 } as const;

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'user-1',
    email: 'fan@example.com',
    role: 'user',
    adminLevel: 0,
    tier: 'free',
    exemptReason: null,
    totalLineups: 2,
    activeLineups: 1,
    createdAt: '2025-09-10T16:00:00.000Z',
    accountLocked: false,
    loginAttempts: 0,
    ...overrides,
  };
}

export function adminStats(overrides: Partial<AdminStatsResponse['stats']> = {}): AdminStatsResponse {
  return {
    stats: {
      totalUsers: 3,
      adminUsers: 1,
      totalLineups: 4,
      activeLineups: 3,
      totalPlayers: 250,
      ...overrides,
    },
    recent: {
      users: [
        { id: 'user-1', email: 'fan@example.com', role: 'user', createdAt: '2025-09-10T16:00:00.000Z' },
        {
          id: 'admin-1',
          email: 'admin@lineup-lab.test',
          role: 'admin',
          createdAt: '2025-09-01T16:00:00.000Z',
        },
      ],
    },
  };
}

export function adminPlayer(overrides: Partial<AdminPlayer> = {}): AdminPlayer {
  return {
    id: 'p-quinn',
    name: 'Quinn Arrow',
    position: 'QB',
    team: 'NYJ',
    seasonProjections: { conservative: 210.04, normal: 280.55, aggressive: 330 },
    points: 301.2,
    hasMLData: true,
    injury: { status: null, bodyPart: null, description: null, practice: null },
    ...overrides,
  };
}

function prediction(overrides: Partial<WeeklyPrediction> = {}): WeeklyPrediction {
  return {
    _id: 'w-1',
    player_id: 'p-quinn',
    player_name: 'Quinn Arrow',
    position: 'QB',
    team: 'NYJ',
    opponent_team: 'BUF',
    archetype: 'aggressive',
    matchup_favorability: 'favorable',
    defense_ranking: 28,
    conservative: 12.3,
    median: 18.9,
    aggressive: 26.45,
    confidence: 0.81,
    model_used: 'gbm-v3',
    injury: 'Questionable',
    week: 3,
    season: 2025,
    ...overrides,
  };
}

export function weeklyResponse(
  predictions: WeeklyPrediction[] = [prediction()],
  page = 1,
  pages = 3,
): WeeklyPredictionsResponse {
  return {
    predictions,
    summary: {
      weeklyPredictionsCount: 120,
      totalPlayers: 250,
      coveragePercent: 48,
      totalPredictions: 120,
      model_used: 'gbm-v3',
      pagination: { current_page: page, total_pages: pages },
    },
    statistics: {
      archetype_distribution: [
        { _id: 'aggressive', count: 50 },
        { _id: 'balanced', count: 40 },
        { _id: 'conservative', count: 30 },
      ],
      matchup_distribution: [
        { _id: 'favorable', count: 60 },
        { _id: 'unfavorable', count: 60 },
      ],
    },
  };
}
