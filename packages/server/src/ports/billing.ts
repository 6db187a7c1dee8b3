import type { Entitlement, Plan } from '@lineup-lab/core';

/** A checkout session as the provider holds it: who pays for what, and whether it is paid. */
export interface CheckoutSnapshot {
  readonly id: string;
  /** Our user id (Stripe's `client_reference_id`); empty for a session we did not make. */
  readonly userId: string;
  readonly customerId: string;
  readonly planId: string;
  /** `subscription` for a recurring plan, `payment` for a one-time one (the Season Pass). */
  readonly mode: 'subscription' | 'payment';
  /** Completed and paid (a declined card never completes a session). */
  readonly paid: boolean;
  /** The subscription it started (`subscription` mode), once completed. */
  readonly subscriptionId: string | null;
  /** When the Season Pass it sells ends, fixed when the checkout was made (`payment` mode). */
  readonly passEndsAt: string | null;
}

/** A subscription as the provider holds it, with the customer it belongs to. */
export interface SubscriptionSnapshot extends Entitlement {
  readonly kind: 'subscription';
  readonly customerId: string;
  /** When it started (ISO instant): of two subscriptions of one user, the later is the duplicate. */
  readonly startedAt: string;
}

/**
 * Thrown by `checkoutSession` and `subscription` when the provider does not know the id (Stripe's
 * 404 `resource_missing`): an event about it is acknowledged and logged, not retried.
 */
export class UnknownBillingObjectError extends Error {
  override readonly name = 'UnknownBillingObjectError';
  constructor(
    readonly objectType: 'checkout.session' | 'subscription',
    readonly objectId: string,
  ) {
    super(`The payment provider has no ${objectType} ${objectId}`);
  }
}

/**
 * A provider's event, reduced to what the server acts on: its id (applied once), its type, and the
 * id of the object it is about. The server reads that object's state from the provider rather than
 * trusting the event's copy, so events may arrive late, twice or out of order.
 */
export interface BillingEventRef {
  readonly id: string;
  readonly type: string;
  readonly objectType: 'checkout.session' | 'subscription' | 'invoice' | 'other';
  /** The checkout session's or subscription's id (an invoice's subscription); `null` when none. */
  readonly objectId: string | null;
}

/** What a checkout is for. */
export interface CheckoutRequest {
  readonly userId: string;
  readonly email: string | null;
  readonly customerId: string;
  readonly plan: Plan;
  /** When a Season Pass bought now ends (shown on the checkout page). */
  readonly passEndsAt: Date;
  /** Where the browser returns to, absolute (Stripe needs them so; the local checkout uses their paths). */
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** The buyer's IANA time zone, in which a checkout page of ours states its dates (UTC without it). */
  readonly timeZone?: string;
}

/**
 * The payment provider (ARCHITECTURE "Ports and their adapters"): Stripe in production, the local
 * checkout embedded. Both create customers, checkouts and portals, cancel at the period's end and
 * answer the current state of a checkout or subscription; events from either are applied by the same
 * use case (`applyBillingEvent`). A server with payments not set up has a third, `off`
 * (`createBillingOff`), that refuses every call.
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'local' | 'off';
  /** Creates a customer for our user (called once per user; the id is stored). */
  createCustomer(user: { userId: string; email: string | null }): Promise<string>;
  /** A checkout for `plan`; answers the URL the browser goes to. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The customer's billing portal; answers its URL. */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Sets the subscription to end at its period's end (no renewal); answers its state. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /**
   * Moves a subscription to `plan` (a recurring plan), prorated, and makes it renew again if it was
   * cancelled: the one subscription changes, no second one is made. Answers its state.
   */
  changePlan(subscriptionId: string, plan: Plan): Promise<SubscriptionSnapshot>;
  /**
   * Ends a subscription now and refunds what its latest invoice took (a duplicate of another
   * subscription, paid in a race); answers its state.
   */
  cancelAndRefund(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** The session; `UnknownBillingObjectError` when the provider has none of that id. */
  checkoutSession(id: string): Promise<CheckoutSnapshot>;
  /** The subscription; `UnknownBillingObjectError` when the provider has none of that id. */
  subscription(id: string): Promise<SubscriptionSnapshot>;
}

/**
 * Reads a provider's webhook request: the event it carries, once its signature over the raw body is
 * verified; throws when the signature is missing, wrong or too old.
 */
export type WebhookEvents = (rawBody: Buffer, signature: string | undefined) => BillingEventRef;
