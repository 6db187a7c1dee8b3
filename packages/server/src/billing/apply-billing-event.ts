import { type Entitlement, mergeEntitlement, seasonPassEnd } from '@lineup-lab/core';
import type { Outcomes } from '../metrics/outcomes.js';
import type { BillingEventRef, BillingProvider, CheckoutSnapshot } from '../ports/billing.js';
import { DuplicateKeyError } from '../ports/store.js';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';
import { type EntitlementRecord, entitlementOf } from './billing-records.js';
import { syncUserBilling } from './sync-user-billing.js';

/** What applying an event needs: the use cases' context and the provider to read the truth from. */
export interface BillingContext extends ServiceContext {
  billing: BillingProvider;
  /** Where checkout and webhook outcomes are counted (the metrics); nowhere when absent. */
  outcomes?: Pick<Outcomes, 'checkout' | 'webhook'>;
}

/** The events that change what a user has; every other type is acknowledged and ignored. */
const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * Applies a payment-provider event, once: an event id already applied changes nothing. The event
 * only says what changed; the state is read from the provider (the checkout session, the
 * subscription), so a late, repeated or out-of-order event applies the provider's current truth,
 * and a cancelled subscription is never revived (`mergeEntitlement`). The event id is recorded after
 * the change: an event that fails midway (the store throws) is answered with an error, redelivered
 * by the provider, and applied then. The Stripe webhook and the local checkout both end here.
 * Answers whether the event was new.
 */
export async function applyBillingEvent(ctx: BillingContext, event: BillingEventRef): Promise<boolean> {
  const applied = COLLECTIONS.billingEvents.of(ctx.store);
  if (await applied.findOne({ _id: event.id })) return false;
  if (event.objectId && CHECKOUT_EVENTS.has(event.type) && event.objectType === 'checkout.session') {
    await applyCheckout(ctx, event.objectId);
  } else if (event.objectId && SUBSCRIPTION_EVENTS.has(event.type)) {
    await applySubscription(ctx, event.objectId);
  }
  try {
    await applied.insertOne({ _id: event.id, type: event.type, appliedAt: ctx.clock.now().toISOString() });
  } catch (error) {
    // The same event applied in parallel: both applied the provider's truth, which is harmless.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  return true;
}

/** A completed checkout: the subscription it started, or the Season Pass it paid for; other plans end. */
async function applyCheckout(ctx: BillingContext, sessionId: string): Promise<void> {
  const session = await ctx.billing.checkoutSession(sessionId);
  // Unpaid, or not made by us (a payment link in the dashboard): nobody of ours to give Pro to.
  if (!session.paid || !session.userId) return;
  if (session.mode === 'subscription') {
    if (!session.subscriptionId) return;
    await applySubscription(ctx, session.subscriptionId, session.userId);
  } else {
    await applyPass(ctx, session);
  }
  await endOtherSubscriptions(ctx, session);
}

/**
 * A new plan bought (a switch of plan goes through checkout): the user's other subscriptions stop
 * renewing, so nobody pays twice; they keep Pro to the end of what they paid.
 */
async function endOtherSubscriptions(ctx: BillingContext, session: CheckoutSnapshot): Promise<void> {
  const entitlements = COLLECTIONS.entitlements.of(ctx.store);
  for (const other of await entitlements.find({ userId: session.userId, kind: 'subscription' })) {
    if (other._id !== session.subscriptionId && other.status !== 'canceled' && !other.cancelAtPeriodEnd) {
      await store(ctx, await ctx.billing.cancelAtPeriodEnd(other._id), session.userId, other.customerId);
    }
  }
}

/** A paid Season Pass: Pro until the season under way ends. */
async function applyPass(ctx: BillingContext, session: CheckoutSnapshot): Promise<void> {
  const ends =
    session.passEndsAt ?? seasonPassEnd(await ctx.calendar.current(), ctx.clock.now()).toISOString();
  const pass: Entitlement = {
    id: `pass_${session.id}`,
    kind: 'pass',
    planId: session.planId,
    status: 'active',
    currentPeriodEnd: ends,
    cancelAtPeriodEnd: true,
  };
  // Stored already (a redelivery, or a delivery that failed after storing it): the user is brought
  // in line with it, and the pass keeps the end it was stored with.
  if (await COLLECTIONS.entitlements.of(ctx.store).findOne({ _id: pass.id })) {
    await syncUserBilling(ctx, session.userId);
    return;
  }
  await store(ctx, pass, session.userId, session.customerId);
}

/** A subscription's state as the provider has it now, for its user (known from an earlier record or the customer). */
async function applySubscription(
  ctx: BillingContext,
  subscriptionId: string,
  userId?: string,
): Promise<void> {
  const subscription = await ctx.billing.subscription(subscriptionId);
  const owner =
    userId ??
    (await COLLECTIONS.entitlements.of(ctx.store).findOne({ _id: subscriptionId }))?.userId ??
    (
      await COLLECTIONS.users
        .of(ctx.store)
        .findOne({ 'subscription.stripeCustomerId': subscription.customerId })
    )?._id;
  // A subscription of a customer we do not know (made in the provider's dashboard): nothing to do.
  if (!owner) return;
  await store(ctx, subscription, owner, subscription.customerId);
}

async function store(ctx: ServiceContext, incoming: Entitlement, userId: string, customerId: string) {
  const entitlements = COLLECTIONS.entitlements.of(ctx.store);
  const stored = await entitlements.findOne({ _id: incoming.id });
  const kept = mergeEntitlement(stored ? entitlementOf(stored) : null, incoming);
  const record: Omit<EntitlementRecord, '_id'> = {
    userId,
    customerId,
    kind: kept.kind,
    planId: kept.planId,
    status: kept.status,
    currentPeriodEnd: kept.currentPeriodEnd,
    cancelAtPeriodEnd: kept.cancelAtPeriodEnd,
    updatedAt: ctx.clock.now().toISOString(),
  };
  await entitlements.updateOne({ _id: incoming.id }, { $set: record }, { upsert: true });
  await syncUserBilling(ctx, userId);
}
