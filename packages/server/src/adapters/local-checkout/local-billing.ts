import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors/app-error.js';
import {
  type BillingProvider,
  type CheckoutSnapshot,
  type SubscriptionSnapshot,
  UnknownBillingObjectError,
} from '../../ports/billing.js';
import type { Clock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Filter, Store } from '../../ports/store.js';
import type { LocalSubscriptionRecord } from '../../records/local-subscription-record.js';

/** How long a checkout or portal link of the local billing stays usable (Stripe's checkout: 24 h). */
const LOCAL_LINK_TTL_MS = 24 * 3_600_000;

/** Where the local billing's pages live. */
const LOCAL_BILLING_PATHS = {
  checkout: (id: string) => `/local-billing/checkout/${encodeURIComponent(id)}`,
  portal: (id: string) => `/local-billing/portal/${encodeURIComponent(id)}`,
};

/** An id with a prefix, as Stripe's: 24 random bytes, URL-safe (it is also the page's secret). */
export function localId(prefix: string): string {
  return `${prefix}_local_${randomBytes(24).toString('base64url')}`;
}

/** One month after `from` (the same day of the month, or the month's last day). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

function snapshotOf(record: LocalSubscriptionRecord): SubscriptionSnapshot {
  return {
    id: record._id,
    kind: 'subscription',
    customerId: record.customerId,
    planId: record.planId,
    status: record.status,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    startedAt: record.createdAt,
  };
}

type LocalDeps = { store: Store; clock: Clock };

/** Checkouts and portal visits: records in the store, each a link to our own test page. */
function localCheckouts(
  deps: LocalDeps,
): Pick<BillingProvider, 'createCheckout' | 'createPortal' | 'checkoutSession'> {
  const checkouts = COLLECTIONS.localCheckouts.of(deps.store);
  const expiresAt = () => new Date(deps.clock.now().getTime() + LOCAL_LINK_TTL_MS).toISOString();
  return {
    createCheckout: async (request) => {
      const id = localId('cs');
      await checkouts.insertOne({
        _id: id,
        userId: request.userId,
        customerId: request.customerId,
        planId: request.plan.id,
        mode: request.plan.interval === 'month' ? 'subscription' : 'payment',
        status: 'open',
        subscriptionId: null,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        passEndsAt: request.passEndsAt.toISOString(),
        ...(request.timeZone && { timeZone: request.timeZone }),
        createdAt: deps.clock.now().toISOString(),
        expiresAt: expiresAt(),
      });
      return { url: LOCAL_BILLING_PATHS.checkout(id) };
    },
    createPortal: async (customerId, returnUrl) => {
      const id = localId('bps');
      // The portal call carries no zone: the one the app sent with this customer's last checkout.
      const [last] = await checkouts.find(
        { customerId, timeZone: { $exists: true } },
        { sort: { createdAt: -1 }, limit: 1 },
      );
      await COLLECTIONS.localPortalSessions.of(deps.store).insertOne({
        _id: id,
        customerId,
        returnUrl,
        ...(last?.timeZone && { timeZone: last.timeZone }),
        expiresAt: expiresAt(),
      });
      return { url: LOCAL_BILLING_PATHS.portal(id) };
    },
    checkoutSession: async (id): Promise<CheckoutSnapshot> => {
      const session = await checkouts.findOne({ _id: id });
      if (!session) throw new UnknownBillingObjectError('checkout.session', id);
      return {
        id: session._id,
        userId: session.userId,
        customerId: session.customerId,
        planId: session.planId,
        mode: session.mode,
        paid: session.status === 'complete',
        subscriptionId: session.subscriptionId,
        passEndsAt: session.mode === 'payment' ? session.passEndsAt : null,
      };
    },
  };
}

/** Subscriptions kept in the store: changed at once, nothing charged or refunded for real. */
function localSubscriptions(
  deps: LocalDeps,
): Pick<BillingProvider, 'cancelAtPeriodEnd' | 'changePlan' | 'cancelAndRefund' | 'subscription'> {
  const subscriptions = COLLECTIONS.localSubscriptions.of(deps.store);
  const update = async (filter: Filter<LocalSubscriptionRecord>, set: Partial<LocalSubscriptionRecord>) => {
    const updated = await subscriptions.findOneAndUpdate(filter, { $set: set });
    if (!updated) throw new AppError('NOT_FOUND', 'Subscription not found');
    return snapshotOf(updated);
  };
  return {
    cancelAtPeriodEnd: (subscriptionId) => update({ _id: subscriptionId }, { cancelAtPeriodEnd: true }),
    // Nothing is charged here: the plan changes and the subscription renews again.
    changePlan: (subscriptionId, plan) =>
      update(
        { _id: subscriptionId, status: { $ne: 'canceled' } },
        { planId: plan.id, cancelAtPeriodEnd: false },
      ),
    cancelAndRefund: (subscriptionId) =>
      update(
        { _id: subscriptionId },
        { status: 'canceled', cancelAtPeriodEnd: true, refundedAt: deps.clock.now().toISOString() },
      ),
    subscription: async (id) => {
      const subscription = await subscriptions.findOne({ _id: id });
      if (!subscription) throw new UnknownBillingObjectError('subscription', id);
      return snapshotOf(subscription);
    },
  };
}

/**
 * The embedded payment provider: checkouts, subscriptions and portal visits kept in the store, paid
 * on our own test checkout page (`localBillingPages`) with Stripe's test cards. It answers the same
 * calls as the Stripe adapter; its pages apply their changes through `applyBillingEvent`, as Stripe's
 * webhooks do. Nothing is charged.
 */
export function createLocalBilling(deps: LocalDeps): BillingProvider {
  return {
    name: 'local',
    createCustomer: async () => localId('cus'),
    ...localCheckouts(deps),
    ...localSubscriptions(deps),
  };
}
