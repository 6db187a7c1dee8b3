import type {
  AdminAuditQuery,
  AdminContactMessagesQuery,
  AdminLineupsQuery,
  AdminPlayersQuery,
  AdminUsersQuery,
  WeeklyPredictionsQuery,
} from '@lineup-lab/core';

/**
 * Every React Query key of the app, in one place (TanStack Query's key-factory habit): a server
 * answer is cached under one key shape whichever screen reads it, and an invalidation names the same
 * shape the reads use. Each family has a prefix (`all`, or a function of fewer parts) that reaches
 * every entry under it, since React Query matches keys by prefix.
 *
 * Answers that belong to the signed-in user carry their `sub`, so a different sign-in in the same tab
 * never reads another user's copy; the family's `all` reaches every user's.
 */
export const queryKeys = {
  /** `GET /api/user/profile`: who the server takes the user for (role, admin level). */
  profile: (sub: string) => ['user', 'profile', sub] as const,
  /** `GET /api/user/subscription-status`: tier and usage; one copy per user for every screen. */
  subscriptionStatus: {
    all: ['subscription-status'] as const,
    of: (sub: string) => ['subscription-status', sub] as const,
  },
  /** `GET /api/subscription/plans`: the same for everyone. */
  plans: ['subscription', 'plans'] as const,
  /** `GET /api/user/teams`: the user's team list. */
  teams: {
    all: ['teams'] as const,
    of: (sub: string) => ['teams', sub] as const,
  },
  /** `GET /api/season`: the season clock. */
  season: ['season'] as const,
  /** `GET /api/accuracy`: the active model's stored back-tests (public, the same for everyone). */
  accuracy: ['accuracy'] as const,
  /** `GET /api/get-team/:teamName`: a team, its lineup and version. */
  team: (teamName: string) => ['team', teamName] as const,
  /** `GET /api/teams/:teamName/week/:week`: the editor's week answers, by team and week. */
  teamWeek: {
    all: ['team-week'] as const,
    team: (teamName: string) => ['team-week', teamName] as const,
    of: (teamName: string, week: number | null) => ['team-week', teamName, week] as const,
  },
  /** `GET /api/teams/:teamName/record`: a team's season record ("How did we do"). */
  teamRecord: (teamName: string) => ['team-record', teamName] as const,
  /** `GET /api/players/enhanced-search`. */
  /** `GET /api/players/enhanced-search`: by every parameter sent (text, position, team, week, available). */
  playerSearch: (params: Readonly<Record<string, string | number | boolean | undefined>>) =>
    ['player-search', params] as const,
  /** `GET /api/teams/:teamName/history`: as of a team version, so every team change lists it again. */
  history: {
    team: (teamName: string) => ['history', teamName] as const,
    list: (teamName: string, week: number | null, teamVersion: number) =>
      ['history', teamName, week, teamVersion] as const,
  },
  /** `GET /api/teams/:teamName/waivers`: a team's best pickups, by position, as of a team version. */
  waivers: {
    team: (teamName: string) => ['waivers', teamName] as const,
    list: (teamName: string, position: string | null, teamVersion: number) =>
      ['waivers', teamName, position, teamVersion] as const,
  },
  /** `GET /api/scenarios/:teamName`: a team's scenarios, totalled for a week. */
  scenarios: {
    team: (teamName: string) => ['scenarios', teamName] as const,
    list: (teamName: string, week: number | null) => ['scenarios', teamName, week] as const,
  },
  /** `GET /api/import/leagues`: the imported leagues. */
  leagues: ['import', 'leagues'] as const,
  /**
   * The Yahoo answers, per user (`sub`) as the app's other per-user answers are: the connection
   * (`GET /api/import/yahoo/connection`) and its leagues (`GET /api/import/yahoo/leagues`).
   */
  yahoo: {
    all: ['import', 'yahoo'] as const,
    connection: (sub: string) => ['import', 'yahoo', 'connection', sub] as const,
    leaguesAll: ['import', 'yahoo', 'leagues'] as const,
    leagues: (sub: string) => ['import', 'yahoo', 'leagues', sub] as const,
  },
  /**
   * The admin dashboard's answers, all under `['admin']` so that Refresh All reaches every one. Each
   * table's key holds its whole query (filters, sort, page): the server sorts and pages; the table's
   * family (`users.all`, …) reaches every page of it.
   */
  admin: {
    all: ['admin'] as const,
    stats: ['admin', 'stats'] as const,
    users: {
      all: ['admin', 'users'] as const,
      of: (query: AdminUsersQuery) => ['admin', 'users', query] as const,
    },
    lineups: (query: AdminLineupsQuery) => ['admin', 'lineups', query] as const,
    players: {
      all: ['admin', 'players'] as const,
      of: (query: AdminPlayersQuery) => ['admin', 'players', query] as const,
    },
    weekly: {
      all: ['admin', 'weekly'] as const,
      of: (query: WeeklyPredictionsQuery) => ['admin', 'weekly', query] as const,
    },
    ml: ['admin', 'ml'] as const,
    waitlistCount: ['admin', 'waitlist', 'count'] as const,
    waitlistEmails: ['admin', 'waitlist', 'emails'] as const,
    audit: {
      all: ['admin', 'audit'] as const,
      of: (query: AdminAuditQuery) => ['admin', 'audit', query] as const,
    },
    messages: (query: AdminContactMessagesQuery) => ['admin', 'messages', query] as const,
  },
};
