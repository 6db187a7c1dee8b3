import type { Entitlement, SubscriptionState, Tier } from '@lineup-lab/core';

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
    /**
     * What gives Pro now, the one lasting longest first (kept by `syncUserBilling`; absent on users
     * stored before it was kept, read as none).
     */
    entitlements?: Entitlement[];
  };
  teamCount: number;
  leaguesImported: number;
  /**
   * Whether injury and bye alerts about the user's starters are mailed (`use-cases/alerts/`): on
   * unless the user turned them off (`PUT /api/user/settings`); absent, as on users stored before
   * the setting existed, is on.
   */
  lineupAlerts?: boolean;
  createdAt: string;
  lastSeenAt: string;
}

/** The subscription of a user who never paid. */
export const NO_SUBSCRIPTION: UserRecord['subscription'] = {
  status: 'active',
  planId: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
};

/** A regular user as first stored (free, no subscription, no teams), seen last when created. */
export function newUserRecord(fields: Pick<UserRecord, '_id' | 'sub' | 'email' | 'createdAt'>): UserRecord {
  return {
    ...fields,
    role: 'user',
    adminLevel: 0,
    tier: 'free',
    exemptReason: null,
    subscription: { ...NO_SUBSCRIPTION },
    teamCount: 0,
    leaguesImported: 0,
    lastSeenAt: fields.createdAt,
  };
}
