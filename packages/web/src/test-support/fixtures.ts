import {
  emptyLineup,
  FREE_PLAN,
  type Lineup,
  type Plan,
  type Player,
  type Position,
  type SeasonResponse,
  type SeasonWeekInfo,
  type StartingSlot,
  type SubscriptionStatus,
  setSlot,
  type Team,
} from '@lineup-lab/core';

/** The web app's test entities, shared by the screens' unit and component tests. */

let next = 0;

/** A catalogue player (no projections unless a test adds them). */
export function player(
  position: Position,
  playerName = `${position} Player ${++next}`,
  teamName = 'NYJ',
): Player {
  return { _id: `p-${playerName.replace(/\s+/g, '-').toLowerCase()}`, playerName, teamName, position };
}

/** A team with `starters` in their slots and `bench` on the bench; `overrides` last. */
export function team(
  starters: Partial<Record<StartingSlot, Player>>,
  bench: Player[] = [],
  overrides: Partial<Team> = {},
): Team {
  let lineup = emptyLineup<Player>() as Lineup;
  for (const [slot, p] of Object.entries(starters) as [StartingSlot, Player][])
    lineup = setSlot(lineup, slot, p);
  return {
    _id: 'team-1',
    teamName: 'Sharks',
    lineups: [lineup],
    bench,
    version: 1,
    createdAt: '2025-09-01T00:00:00.000Z',
    updatedAt: '2025-09-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A free user's subscription status with nothing used yet; `overrides` last. */
export function subscriptionStatus(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    tier: 'free',
    exemptReason: null,
    status: 'active',
    planId: null,
    cancelAtPeriodEnd: false,
    currentPeriod: null,
    usage: { teamsCreated: 0, leaguesImported: 0 },
    limits: { maxTeams: 1, maxLeagues: 1 },
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    entitlements: [],
    ...overrides,
  };
}

const DAY_MS = 86_400_000;
/** The 2025 season's first kickoff: Thursday 4 September, 5:15 p.m. in California. */
const OPENER_2025 = Date.parse('2025-09-05T00:15:00Z');

/**
 * The 18 regular-season weeks of 2025 as `GET /api/season` lists them, each from its Thursday game
 * to its Monday night game, all predicted unless `unpredicted` names them.
 */
export function seasonWeeks(unpredicted: readonly number[] = []): SeasonWeekInfo[] {
  return Array.from({ length: 18 }, (_, index) => {
    const first = OPENER_2025 + index * 7 * DAY_MS;
    return {
      week: index + 1,
      firstKickoff: new Date(first).toISOString(),
      lastKickoff: new Date(first + 4 * DAY_MS).toISOString(),
      predicted: !unpredicted.includes(index + 1),
    };
  });
}

/** What `GET /api/season` answers on Wednesday 17 September 2025 (week 3 under way); `overrides` last. */
export function seasonResponse(overrides: Partial<SeasonResponse> = {}): SeasonResponse {
  return {
    now: '2025-09-17T19:00:00.000Z',
    calendarSeason: 2025,
    season: 2025,
    phase: 'regular',
    week: 3,
    planningWeek: 3,
    weeks: seasonWeeks(),
    demo: false,
    ...overrides,
  };
}

/** The paid plans as the server's default catalogue has them (features shortened). */
export const SEASON_PLAN: Plan = {
  id: 'season',
  name: 'Season Pass',
  price: 1500,
  interval: 'season',
  intervalDisplay: 'full season',
  savings: 'Save $9',
  savingsPercentage: 37.5,
  totalCostNote: null,
  features: ['Unlimited teams and imports', 'Priority support'],
  featured: true,
};
export const MONTHLY_PLAN: Plan = {
  ...SEASON_PLAN,
  id: 'monthly',
  name: 'Monthly',
  price: 600,
  interval: 'month',
  intervalDisplay: 'per month',
  savings: null,
  savingsPercentage: null,
  totalCostNote: '$24 for a full season',
  featured: false,
};
/** `GET /api/subscription/plans` as the server answers it by default: free, the pass, monthly. */
export const PLANS: readonly Plan[] = [FREE_PLAN, SEASON_PLAN, MONTHLY_PLAN];
