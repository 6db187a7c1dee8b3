import { type Entitlement, mergeEntitlement, seasonPassEnd } from '@lineup-lab/core';
import {
  type BillingEventRef,
  type CheckoutSnapshot,
  UnknownBillingObjectError,
} from '../../ports/billing.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { type EntitlementRecord, entitlementOf } from '../../records/entitlement-record.js';
import type { ServiceContext } from '../service-context.js';
import type { BillingContext, EntitlementUpdate } from './billing-context.js';
import { claimBillingEvent, markBillingEventApplied, releaseBillingEvent } from './claim-billing-event.js';
import { settleDuplicates } from './settle-duplicates.js';
import { syncUserBilling } from './sync-user-billing.js';

/**
 * How applying an event ended: applied, a duplicate (applied already, or being applied by a
 * parallel delivery), or about an object the provider does not know (acknowledged, nothing changed).
 */
export type BillingEventOutcome = 'applied' | 'duplicate' | 'unknown-object';

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
 * Applies a payment-provider event, once. The event id is claimed first (a unique key in
 * `billing_events`, `claimBillingEvent`), so that parallel deliveries of one event apply it once;
 * the claim is marked applied afterwards, or released when applying fails (the delivery is answered
 * with an error and the provider's redelivery applies it; a claim left by a crash goes stale and is
 * taken over). The event only says what changed; the state is read from the provider (the checkout
 * session, the subscription), so a late, repeated or out-of-order event applies the provider's
 * current truth, and a cancelled subscription is never revived (`mergeEntitlement`). An event
 * about an object the provider does not know changes nothing. The Stripe webhook and the local
 * checkout both end here.
 */
export async function applyBillingEvent(
  ctx: BillingContext,
  event: BillingEventRef,
): Promise<BillingEventOutcome> {
  const claim = await claimBillingEvent(ctx, event);
  if (!claim) return 'duplicate';
  try {
    const known = await applyChange(ctx, event);
    await markBillingEventApplied(ctx, claim);
    return known ? 'applied' : 'unknown-object';
  } catch (error) {
    await releaseBillingEvent(ctx, claim).catch(() => undefined);
    throw error;
  }
}

/** Applies what the event is about; `false` when the provider does not know that object. */
async function applyChange(ctx: BillingContext, event: BillingEventRef): Promise<boolean> {
  try {
    if (event.objectId && CHECKOUT_EVENTS.has(event.type) && event.objectType === 'checkout.session') {
      await applyCheckout(ctx, event.objectId);
    } else if (event.objectId && SUBSCRIPTION_EVENTS.has(event.type)) {
      await applySubscription(ctx, event.objectId);
    }
    return true;
  } catch (error) {
    if (error instanceof UnknownBillingObjectError) return false;
    throw error;
  }
}

/**
 * A completed checkout: the subscription it started, or the Season Pass it paid for; then the
 * user's entitlements are settled, so that at most one renews (`settleDuplicates`).
 */
async function applyCheckout(ctx: BillingContext, sessionId: string): Promise<void> {
  const session = await ctx.billing.checkoutSession(sessionId);
  // Unpaid, or not made by us (a payment link in the dashboard): nobody of ours to give Pro to.
  if (!session.paid || !session.userId) return;
  if (session.mode === 'subscription') {
    if (!session.subscriptionId) return;
    await applySubscription(ctx, session.subscriptionId, session.userId);
  } else {
    await applyPass(ctx, session);
    await settleDuplicates(ctx, session.userId, storeEntitlement);
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
  await storeEntitlement(ctx, { entitlement: pass, userId: session.userId, customerId: session.customerId });
}

/**
 * A subscription's state as the provider has it now, for its user (known from an earlier record or
 * the customer); then the user's entitlements are settled, whichever of a new subscription's events
 * comes first (`customer.subscription.created` may precede its checkout's completion).
 */
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
  await storeEntitlement(ctx, {
    entitlement: subscription,
    userId: owner,
    customerId: subscription.customerId,
    startedAt: subscription.startedAt,
  });
  await settleDuplicates(ctx, owner, storeEntitlement);
}

/** Stores the entitlement (never reviving a cancelled one) and brings its user in line. */
async function storeEntitlement(ctx: ServiceContext, update: EntitlementUpdate): Promise<void> {
  const { entitlement: incoming, userId, customerId } = update;
  const entitlements = COLLECTIONS.entitlements.of(ctx.store);
  const stored = await entitlements.findOne({ _id: incoming.id });
  const kept = mergeEntitlement(stored ? entitlementOf(stored) : null, incoming);
  const now = ctx.clock.now().toISOString();
  const record: Omit<EntitlementRecord, '_id'> = {
    userId,
    customerId,
    kind: kept.kind,
    planId: kept.planId,
    status: kept.status,
    currentPeriodEnd: kept.currentPeriodEnd,
    cancelAtPeriodEnd: kept.cancelAtPeriodEnd,
    startedAt: stored?.startedAt ?? update.startedAt ?? now,
    updatedAt: now,
  };
  await entitlements.updateOne({ _id: incoming.id }, { $set: record }, { upsert: true });
  await syncUserBilling(ctx, userId);
}
