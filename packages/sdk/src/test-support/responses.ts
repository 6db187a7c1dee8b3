/**
 * One valid success body for every call of `API_ROUTES`, typed by the route's response schema: a
 * contract change that breaks one fails to compile here. Test-only.
 */
import type {
  AdminPlayer,
  ApiRouteName,
  LeagueChoice,
  LeagueSummary,
  Lineup,
  Player,
  Scenario,
  SubscriptionStatus,
  Team,
  WaitlistEntry,
  WeekPlayer,
} from '@lineup-lab/core';
import { FREE_PLAN, PPR, STARTING_SLOTS } from '@lineup-lab/core';
import type { RouteOutput } from '../route-types.js';

const NOW = '2025-09-14T17:25:00.000Z';

const player: Player = {
  _id: 'p-mahomes',
  playerName: 'Patrick Mahomes',
  teamName: 'KC',
  position: 'QB',
  projections: { conservative: 16.2, median: 21.4, aggressive: 27.9 },
};
const tightEnd: Player = { _id: 'p-te', playerName: 'Sam LaPorta', teamName: 'DET', position: 'TE' };
/** A lineup with a quarterback. */
export const LINEUP: Lineup = {
  quarterback: player,
  runningBacks: [null, null],
  wideReceivers: [null, null],
  tightEnd: null,
  flex: null,
  defenseST: null,
  kicker: null,
};

/** A team with one starter and one bench player. */
const TEAM: Team = {
  _id: 't-1',
  teamName: 'Gridiron Gang',
  lineups: [LINEUP],
  bench: [tightEnd],
  version: 3,
  createdAt: NOW,
  updatedAt: NOW,
};

/** Two players of a week: a starter and a bench player with a better projection. */
const weekOf = (of: Player, median: number): WeekPlayer => ({
  player: of,
  projections: { conservative: median - 4, median, aggressive: median + 5 },
  points: { conservative: median - 4, median, aggressive: median + 5 },
  isByeWeek: false,
  opponent: 'JAX',
  isHomeGame: false,
  gameTime: NOW,
  injuryStatus: null,
  injury: null,
  out: false,
  confidence: 0.62,
  archetype: 'balanced',
  matchupFavorability: 'favorable',
  defenseRanking: 28,
});

const scenario: Scenario = {
  _id: 's-1',
  name: 'Bench Kelce',
  description: 'What if LaPorta starts?',
  projectedPoints: 112.4,
  projectionMode: 'median',
  week: 5,
  createdAt: NOW,
  lineup: LINEUP,
  bench: [],
};

const subscription: SubscriptionStatus = {
  tier: 'free',
  exemptReason: null,
  status: 'active',
  planId: null,
  cancelAtPeriodEnd: false,
  currentPeriod: null,
  usage: { teamsCreated: 1, leaguesImported: 0 },
  limits: { maxTeams: 1, maxLeagues: 1 },
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  entitlements: [],
};

const adminPlayer: AdminPlayer = {
  id: 'p-mahomes',
  name: 'Patrick Mahomes',
  position: 'QB',
  team: 'KC',
  seasonProjections: { conservative: 280, normal: 320, aggressive: 360 },
  points: 21.1,
  hasMLData: true,
  injury: { status: 'Questionable', bodyPart: 'Ankle', description: null, practice: 'Limited' },
};

const league: LeagueSummary = {
  id: 'l-1',
  provider: 'sleeper',
  providerLeagueId: '1048',
  name: 'Office',
  season: 2025,
  teamCount: 12,
  teamName: 'Gridiron Gang',
  scoringFormat: 'ppr',
  importedAt: NOW,
  lastSyncedAt: NOW,
};
const leagueChoice: LeagueChoice = {
  provider: 'sleeper',
  leagueId: '1048',
  name: 'Office',
  season: 2025,
  size: 12,
  scoringType: 'ppr',
  status: 'in_season',
  rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF', 'BN'],
  alreadyImported: false,
};
const roster = { rosterId: 2, ownerName: 'Sam', teamName: 'Gridiron Gang', playerCount: 2 };
const unmatched = {
  hostPlayerId: '9999',
  sleeperId: '9999',
  name: 'Rookie Nobody',
  position: 'WR',
  team: 'NYJ',
  message: 'Rookie Nobody (WR, NYJ) is not in our player catalogue yet.',
};

const signup: WaitlistEntry = { email: 'fan@example.com', signupDate: NOW, source: 'landing_page' };
const adminUser = { id: 'u-1', email: 'fan@example.com', role: 'user', createdAt: NOW } as const;
const adminUserRow = {
  ...adminUser,
  adminLevel: 0,
  tier: 'free',
  exemptReason: null,
  totalLineups: 1,
  activeLineups: 1,
  accountLocked: false,
  loginAttempts: 0,
} as const;

/** The CSV the waitlist export answers with. */
export const WAITLIST_CSV =
  'email,signupDate,source\nfan@example.com,2025-09-14T17:25:00.000Z,landing_page\n';

/** A success body per call. */
export const RESPONSES: { readonly [N in ApiRouteName]?: RouteOutput<N> } = {
  health: { status: 'ok', service: 'lineup-lab', version: '1.2.3', time: NOW, authenticated: true },
  authConfig: {
    issuer: 'http://localhost:5005/oidc',
    clientId: 'lineup-web',
    audience: 'http://localhost:5005/api',
    scopes: ['openid', 'profile', 'email', 'read:teams', 'read:subscription', 'offline_access'],
    rolesClaim: 'roles',
  },
  userProfile: { id: 'u-1', email: 'fan@example.com', role: 'user', adminLevel: 0 },
  userTeams: { teams: [TEAM] },
  subscriptionStatus: subscription,
  createTeam: { team: TEAM },
  deleteTeam: { deleted: true, teamName: 'Gridiron Gang' },
  getTeam: { team: TEAM },
  getLineups: { teamName: 'Gridiron Gang', lineups: [LINEUP], bench: [tightEnd], version: 3 },
  teamWeek: {
    team: { teamName: 'Gridiron Gang', version: 3 },
    season: 2025,
    week: 5,
    predicted: true,
    mode: 'median',
    slots: STARTING_SLOTS.map((slot) => ({
      slot,
      player: slot === 'QB' ? weekOf(player, 21.4) : null,
      betterOptions:
        slot === 'TE'
          ? [{ playerId: 'p-te', playerName: 'Sam LaPorta', points: 10.9, improvement: 10.9 }]
          : [],
    })),
    bench: [weekOf(tightEnd, 10.9)],
    optimal: {
      lineup: STARTING_SLOTS.map((slot) => ({
        slot,
        playerId: slot === 'QB' ? 'p-mahomes' : slot === 'TE' ? 'p-te' : null,
      })),
      moves: [{ playerId: 'p-te', playerName: 'Sam LaPorta', from: 'BENCH', to: 'TE' }],
      gain: 10.9,
    },
    totals: {
      current: { conservative: 17.4, median: 21.4, aggressive: 26.4 },
      optimal: { conservative: 24.3, median: 32.3, aggressive: 42.3 },
    },
  },
  optimizeLineup: {
    team: { ...TEAM, version: 4, bench: [] },
    week: 5,
    mode: 'median',
    moves: [{ playerId: 'p-te', playerName: 'Sam LaPorta', from: 'BENCH', to: 'TE' }],
    total: 32.3,
    gain: 10.9,
    kept: [],
  },
  playerProjections: {
    playerName: 'Patrick Mahomes',
    week: 5,
    projections: { conservative: 16.2, median: 21.4, aggressive: 27.9 },
    mode: 'aggressive',
    points: 27.9,
    isByeWeek: false,
    opponent: 'JAX',
    gameTime: NOW,
    isHomeGame: false,
  },
  searchPlayers: { players: [{ ...player, facts: null }], total: 1, week: 5 },
  injuries: { injuries: { 'Sam LaPorta': 'Questionable' }, updatedAt: NOW },
  season: {
    now: NOW,
    calendarSeason: 2025,
    season: 2025,
    phase: 'regular',
    week: 5,
    planningWeek: 5,
    weeks: [
      { week: 4, firstKickoff: '2025-09-26T00:15:00Z', lastKickoff: '2025-09-30T00:15:00Z', predicted: true },
      { week: 5, firstKickoff: '2025-10-03T00:15:00Z', lastKickoff: '2025-10-07T00:15:00Z', predicted: true },
    ],
    demo: false,
  },
  showcase: {
    season: 2025,
    week: 5,
    demo: true,
    cards: [
      {
        archetype: 'conservative',
        ranking: "The narrowest floor-to-ceiling range for their median among this week's likely starters.",
        players: [
          {
            playerName: 'Patrick Mahomes',
            position: 'QB',
            teamName: 'KC',
            projections: { conservative: 18.9, median: 21.4, aggressive: 24.1 },
            reason: 'Narrow range: 18.9–24.1 points, median 21.4',
          },
        ],
      },
      { archetype: 'balanced', ranking: "The range closest to the typical starter's.", players: [] },
      { archetype: 'aggressive', ranking: 'The widest range for their median.', players: [] },
    ],
  },
  editLineup: { team: TEAM, placed: 'BENCH' },
  movePlayer: { team: TEAM },
  moveToSlot: { team: TEAM },
  dropPlayer: { team: { ...TEAM, bench: [] } },
  listScenarios: {
    week: 5,
    scenarios: [{ ...scenario, weekTotals: { conservative: 90.1, median: 112.4, aggressive: 131.8 } }],
  },
  teamHistory: {
    week: 5,
    versions: [
      {
        version: 4,
        current: true,
        madeAt: NOW,
        action: 'bench',
        changes: 'Sam LaPorta TE → bench',
        lineup: scenario.lineup,
        bench: [tightEnd],
        weekTotals: { conservative: 80.1, median: 101.2, aggressive: 120.3 },
      },
      {
        version: 3,
        current: false,
        madeAt: '2025-09-13T10:00:00.000Z',
        action: null,
        changes: null,
        lineup: scenario.lineup,
        bench: [],
        weekTotals: { conservative: 90.1, median: 112.4, aggressive: 131.8 },
      },
    ],
  },
  restoreTeamVersion: { team: TEAM, restored: 3 },
  createScenario: { scenario },
  loadScenario: { team: TEAM, scenario, notes: [] },
  deleteScenario: { deleted: true, id: 's-1' },
  lineupAdvice: {
    advice: 'Start LaPorta: median 11.2 against 9.8 for Kincaid.',
    source: 'analyst',
    generatedAt: NOW,
    topic: 'startOrSit',
    facts: ['TE Sam LaPorta (DET) vs GB: floor 6.1, median 11.2, ceiling 17.4'],
  },
  importLeagues: { leagues: [league] },
  syncLeague: { league, team: TEAM, added: ['Sam LaPorta'], dropped: [], unmatched: [unmatched], notes: [] },
  sleeperLeagues: {
    user: { userId: '7001', username: 'sam', displayName: 'Sam' },
    season: 2025,
    leagues: [leagueChoice],
  },
  sleeperRosters: { league: leagueChoice, rosters: [roster] },
  previewSleeperImport: {
    league: leagueChoice,
    scoring: { format: 'ppr', settings: PPR, notes: [] },
    roster,
    teamName: 'Gridiron Gang',
    slots: STARTING_SLOTS.map((slot) => ({
      slot,
      player: slot === 'QB' ? player : null,
      from: slot === 'QB' ? 'QB' : null,
    })),
    bench: [tightEnd],
    unmatched: [unmatched],
    notes: ['Sleeper starts a D/ST the league does not have: D/ST stays empty.'],
  },
  importSleeperLeague: { league, team: TEAM, unmatched: [unmatched], notes: [] },
  plans: {
    plans: [{ ...FREE_PLAN, features: ['1 team'] }],
    checkoutAvailable: true,
  },
  createCheckout: { url: 'https://checkout.example.com/session/1' },
  createPortal: { url: '/billing' },
  cancelSubscription: { ...subscription, tier: 'pro', cancelAtPeriodEnd: true, currentPeriod: { end: NOW } },
  setExempt: { ...subscription, tier: 'exempt', exemptReason: 'beta tester' },
  contact: { id: 'm-1', receivedAt: NOW, priority: false },
  adminUsers: { users: [adminUserRow], total: 1, pagination: { current_page: 1, total_pages: 1 } },
  unlockAccount: { user: adminUserRow },
  adminAudit: {
    entries: [
      {
        id: 'a-1',
        at: NOW,
        action: 'user.unlock',
        actor: 'admin@example.com',
        target: 'u-1',
        detail: 'Sign-in unlocked for fan@example.com (5 failed attempts)',
      },
    ],
    total: 1,
    pagination: { current_page: 1, total_pages: 1 },
  },
  adminContactMessages: {
    messages: [
      {
        id: 'm-1',
        receivedAt: NOW,
        priority: true,
        name: 'Sam Fan',
        email: 'fan@example.com',
        subject: 'Lineup question',
        message: 'How do I move a player to FLEX?',
        userId: 'u-1',
        mailError: null,
      },
    ],
    total: 1,
    priorityTotal: 1,
    pagination: { current_page: 1, total_pages: 1 },
  },
  adminLineups: {
    lineups: [
      {
        id: 't-1',
        name: 'Gridiron Gang',
        user: 'fan@example.com',
        isActive: true,
        weekCreated: 2,
        totalPoints: 21.4,
        benchCount: 1,
        isComplete: false,
        createdAt: NOW,
      },
    ],
    total: 1,
    pagination: { current_page: 1, total_pages: 1 },
  },
  adminStats: {
    stats: { totalUsers: 1, adminUsers: 1, totalLineups: 1, activeLineups: 1, totalPlayers: 500 },
    recent: { users: [adminUser] },
  },
  adminPlayers: { players: [adminPlayer], total: 1 },
  weeklyPredictions: {
    predictions: [
      {
        _id: 'wp-1',
        player_id: 'p-mahomes',
        player_name: 'Patrick Mahomes',
        position: 'QB',
        team: 'KC',
        opponent_team: 'JAX',
        archetype: 'balanced',
        matchup_favorability: 'neutral',
        defense_ranking: 12,
        conservative: 16.2,
        median: 21.4,
        aggressive: 27.9,
        confidence: 0.8,
        model_used: 'gbm',
        injury: null,
        week: 4,
        season: 2025,
      },
    ],
    summary: {
      weeklyPredictionsCount: 1,
      totalPlayers: 500,
      coveragePercent: 0.2,
      totalPredictions: 1,
      model_used: 'gbm',
      pagination: { current_page: 1, total_pages: 1 },
    },
    statistics: {
      archetype_distribution: [{ _id: 'balanced', count: 1 }],
      matchup_distribution: [{ _id: null, count: 1 }],
    },
  },
  updateInjury: { player: adminPlayer },
  adminTest: {
    ok: true,
    message: 'You are the administrator',
    user: { sub: 'u-admin', email: 'admin@example.com', roles: ['admin'] },
    time: NOW,
  },
  mlStatus: {
    best_model_name: 'gbm',
    loaded_models: ['gbm'],
    feature_columns: ['age'],
    has_scaler: true,
    metadata: { version: '1', trained_at: NOW },
  },
  waitlistEmails: { emails: [signup] },
  waitlistCount: { count: 1, recentSignups: [signup] },
  waitlistExport: WAITLIST_CSV,
  waitlistSignup: { ok: true, message: "You're on the list!" },
};
