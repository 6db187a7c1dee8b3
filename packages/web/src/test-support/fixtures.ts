import {
  emptyLineup,
  type Lineup,
  type Player,
  type Position,
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
    cancelAtPeriodEnd: false,
    currentPeriod: null,
    usage: { teamsCreated: 0, leaguesImported: 0 },
    limits: { maxTeams: 1, maxLeagues: 1 },
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    ...overrides,
  };
}
