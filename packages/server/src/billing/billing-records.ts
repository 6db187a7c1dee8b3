import type { Entitlement } from '@lineup-lab/core';

/**
 * An entitlement as stored (collection `entitlements`): what one subscription or Season Pass gives a
 * user, as the payment provider last reported it. `_id` is the entitlement's id.
 */
export interface EntitlementRecord extends Omit<Entitlement, 'id'> {
  _id: string;
  userId: string;
  customerId: string;
  updatedAt: string;
}

/** A provider event applied (collection `billing_events`): its id, so a redelivery changes nothing. */
export interface BillingEventRecord {
  _id: string;
  type: string;
  appliedAt: string;
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
