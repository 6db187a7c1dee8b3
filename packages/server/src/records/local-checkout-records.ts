import type { SubscriptionState } from '@lineup-lab/core';

/** A checkout of the local billing (collection `local_checkouts`), as a Stripe Checkout Session. */
export interface LocalCheckoutRecord {
  /** `cs_local_…`, also the secret part of the checkout page's URL. */
  _id: string;
  userId: string;
  customerId: string;
  planId: string;
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
  /** When a Season Pass bought here ends (shown on the page). */
  passEndsAt: string;
  /** The buyer's IANA time zone, in which the page states that end (absent: UTC). */
  timeZone?: string;
  createdAt: string;
  expiresAt: string;
}

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

/** A billing-portal visit of the local billing (collection `local_portal_sessions`): a short-lived link. */
export interface LocalPortalRecord {
  /** `bps_local_…`, the secret part of the portal page's URL. */
  _id: string;
  customerId: string;
  returnUrl: string;
  /** The zone of the customer's last checkout that named one: the portal states dates in it. */
  timeZone?: string;
  expiresAt: string;
}
