import type { SubscriptionState, Tier } from '@lineup-lab/core';

/**
 * A user as stored (collection `users`): one per identity-provider subject, created on the first
 * call (`provisionUser`). `teamCount` is the number of teams the user holds, kept by the team use
 * cases with conditional increments so that a tier limit holds under parallel requests.
 */
export interface UserRecord {
  _id: string;
  /** The issuer's subject (`sub`), unique. */
  sub: string;
  email: string | null;
  role: 'admin' | 'user';
  /** 1 for the administrator, 0 otherwise (spec §3 "adminLevel"). */
  adminLevel: number;
  /** `exempt` while `exemptReason` is set; otherwise `pro` or `free` by the subscription summary. */
  tier: Tier;
  exemptReason: string | null;
  subscription: {
    status: SubscriptionState;
    /** The plan paid for, `null` when none. */
    planId: string | null;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
    stripeCustomerId: string | null;
    stripeSubscriptionId: string | null;
  };
  teamCount: number;
  leaguesImported: number;
  createdAt: string;
  lastSeenAt: string;
}
