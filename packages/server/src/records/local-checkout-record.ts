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
