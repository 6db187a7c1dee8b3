/**
 * Sample bodies for the contract tests: one valid instance of the main entities. Not exported from
 * the package.
 */
import { emptyLineup, type Lineup, type Player, type Team } from './entities.js';
import type { Scenario } from './scenarios.js';
import type { SubscriptionStatus } from './session.js';

const NOW = '2025-09-14T17:25:00.000Z';

export function samplePlayer(overrides: Partial<Player> = {}): Player {
  return {
    _id: 'p-mahomes',
    playerName: 'Patrick Mahomes',
    teamName: 'KC',
    position: 'QB',
    projections: { conservative: 16.2, median: 21.4, aggressive: 27.9 },
    points: 21.1,
    points2024: 298.4,
    points2023: 310.2,
    ...overrides,
  };
}

export function sampleLineup(): Lineup {
  const rb = samplePlayer({ _id: 'p-rb1', playerName: 'Bijan Robinson', teamName: 'ATL', position: 'RB' });
  const wr = samplePlayer({ _id: 'p-wr1', playerName: "Ja'Marr Chase", teamName: 'CIN', position: 'WR' });
  return {
    ...(emptyLineup<Player>() as Lineup),
    quarterback: samplePlayer(),
    runningBacks: [rb, null],
    wideReceivers: [wr, null],
  };
}

export function sampleTeam(overrides: Partial<Team> = {}): Team {
  return {
    _id: 't-1',
    teamName: 'Gridiron Gang',
    lineups: [sampleLineup()],
    bench: [
      samplePlayer({
        _id: 'p-te',
        playerName: 'Sam LaPorta',
        teamName: 'DET',
        position: 'TE',
        projections: undefined,
      }),
    ],
    version: 3,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function sampleSubscription(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
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
    ...overrides,
  };
}

export function sampleScenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    _id: 's-1',
    name: 'Bench Kelce',
    description: 'What if LaPorta starts?',
    projectedPoints: 112.4,
    projectionMode: 'median',
    week: 5,
    createdAt: NOW,
    lineup: sampleLineup(),
    bench: [],
    ...overrides,
  };
}
