import { limitsFor, type SubscriptionStatus, teamAllowance } from '@lineup-lab/core';
import type { UserRecord } from '../../records/user-record.js';

/** The subscription status of spec §3, from the stored user. */
export function subscriptionStatusOf(user: UserRecord): SubscriptionStatus {
  const usage = { teamsCreated: user.teamCount, leaguesImported: user.leaguesImported };
  const { maxLeagues } = limitsFor(user.tier);
  return {
    tier: user.tier,
    exemptReason: user.exemptReason,
    status: user.subscription.status,
    // Users stored before plans were recorded have none.
    planId: user.subscription.planId ?? null,
    cancelAtPeriodEnd: user.subscription.cancelAtPeriodEnd,
    currentPeriod: user.subscription.currentPeriodEnd ? { end: user.subscription.currentPeriodEnd } : null,
    usage,
    limits: { maxTeams: teamAllowance({ tier: user.tier, usage }), maxLeagues },
    stripeCustomerId: user.subscription.stripeCustomerId,
    stripeSubscriptionId: user.subscription.stripeSubscriptionId,
    entitlements: user.subscription.entitlements ?? [],
  };
}
