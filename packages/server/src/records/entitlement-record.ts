import type { Entitlement } from '@lineup-lab/core';

/**
 * An entitlement as stored (collection `entitlements`): what one subscription or Season Pass gives a
 * user, as the payment provider last reported it. `_id` is the entitlement's id.
 */
export interface EntitlementRecord extends Omit<Entitlement, 'id'> {
  _id: string;
  userId: string;
  customerId: string;
  /**
   * When it started: a subscription's start at the provider, a pass's first storing (absent on
   * records from before it was kept: their `updatedAt` stands in).
   */
  startedAt?: string;
  updatedAt: string;
}

/** The entitlement a record holds. */
export function entitlementOf(record: EntitlementRecord): Entitlement {
  return {
    id: record._id,
    kind: record.kind,
    planId: record.planId,
    status: record.status,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
  };
}
