import type { SubscriptionState } from '@lineup-lab/core';

/** A subscription of the local billing (collection `local_subscriptions`), as a Stripe Subscription. */
export interface LocalSubscriptionRecord {
  /** `sub_local_…`. */
  _id: string;
  customerId: string;
  planId: string;
  status: SubscriptionState;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
  /** When it was ended and its payment refunded (a duplicate paid in a race); absent otherwise. */
  refundedAt?: string;
}
