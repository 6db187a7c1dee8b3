import { type Plan, SUBSCRIPTION_STATES, type SubscriptionState } from '@lineup-lab/core';
import Stripe from 'stripe';
import type { ServerConfig } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import type {
  BillingEventRef,
  BillingProvider,
  CheckoutRequest,
  CheckoutSnapshot,
  SubscriptionSnapshot,
  WebhookEvents,
} from '../../ports/billing.js';
import { UnknownBillingObjectError } from '../../ports/billing.js';

/** Stripe's settings (config `billing` when STRIPE_SECRET_KEY is set). */
export type StripeSettings = Extract<ServerConfig['billing'], { provider: 'stripe' }>;

/** What a user reads when Stripe cannot be reached or fails on its side. */
export const STRIPE_UNAVAILABLE_MESSAGE = 'Payments are unavailable right now; try again in a minute';

/**
 * The Stripe adapter of the billing port (Checkout, Billing Portal, subscriptions), and how its
 * webhook's events are read. Every call goes through the official `stripe` client, to Stripe's API
 * or, when `apiUrl` is set, to that server (a test double speaking the same API). Stripe failing
 * on its side or out of reach is answered as `UNAVAILABLE` (503); any other refusal propagates.
 */
export function createStripeBilling(settings: StripeSettings): {
  provider: BillingProvider;
  webhookEvents: WebhookEvents;
} {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.apiUrl && apiAddress(settings.apiUrl)),
    appInfo: { name: 'Lineup Lab' },
  });
  const snapshotOf = subscriptionSnapshots(settings.priceIds);
  const provider: BillingProvider = {
    name: 'stripe',
    ...customerSessions(stripe, settings.priceIds),
    ...subscriptionChanges(stripe, settings.priceIds, snapshotOf),
    ...lookups(stripe, snapshotOf),
  };
  const webhookEvents: WebhookEvents = (rawBody, signature) => {
    if (!signature) throw new Error('The Stripe-Signature header is missing');
    return eventRefOf(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret));
  };
  return { provider, webhookEvents };
}

type SnapshotOf = (subscription: Stripe.Subscription) => SubscriptionSnapshot;

/** How a Stripe subscription reads as the port's snapshot (its plan from metadata, else its price). */
function subscriptionSnapshots(priceIds: StripeSettings['priceIds']): SnapshotOf {
  const planOfPrice = new Map(Object.entries(priceIds).map(([planId, priceId]) => [priceId, planId]));
  return (subscription) => {
    const item = subscription.items.data[0];
    // API versions since 2025-03-31 keep the period on the item; older ones on the subscription.
    const legacy = subscription as Stripe.Subscription & { current_period_end?: number };
    const periodEnd = item?.current_period_end ?? legacy.current_period_end ?? 0;
    return {
      id: subscription.id,
      kind: 'subscription',
      customerId: idOf(subscription.customer) ?? '',
      planId:
        subscription.metadata.planId ?? (item && planOfPrice.get(item.price.id)) ?? DEFAULT_SUBSCRIPTION_PLAN,
      status: stateOf(subscription.status),
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      // The portal may cancel by setting `cancel_at` (to the period's end) rather than the flag.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      startedAt: new Date((subscription.start_date || subscription.created || 0) * 1000).toISOString(),
    };
  };
}

/** Customers, Checkout sessions and Billing Portal sessions. */
function customerSessions(
  stripe: Stripe,
  priceIds: StripeSettings['priceIds'],
): Pick<BillingProvider, 'createCustomer' | 'createCheckout' | 'createPortal'> {
  // The portal configuration of ours (found by its metadata, made once), looked up once per process.
  let portalConfiguration: Promise<string> | null = null;
  const ourPortalConfiguration = (): Promise<string> => {
    portalConfiguration ??= findOrCreatePortalConfiguration(stripe).catch((error: unknown) => {
      portalConfiguration = null;
      throw error;
    });
    return portalConfiguration;
  };
  return {
    createCustomer: ({ userId, email }) =>
      unavailableOnOutage(async () => {
        const customer = await stripe.customers.create({
          ...(email !== null && { email }),
          metadata: { userId },
        });
        return customer.id;
      }),
    createCheckout: (request) =>
      unavailableOnOutage(async () => {
        const session = await stripe.checkout.sessions.create(checkoutParams(request, priceIds));
        if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
        return { url: session.url };
      }),
    createPortal: (customerId, returnUrl) =>
      unavailableOnOutage(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          configuration: await ourPortalConfiguration(),
        });
        return { url: session.url };
      }),
  };
}

/** Cancelling at the period's end, switching plans (prorated), cancelling with a refund. */
function subscriptionChanges(
  stripe: Stripe,
  priceIds: StripeSettings['priceIds'],
  snapshotOf: SnapshotOf,
): Pick<BillingProvider, 'cancelAtPeriodEnd' | 'changePlan' | 'cancelAndRefund'> {
  /** The recurring price of `plan`: the configured one, else one made now from the catalogue's. */
  const recurringPrice = async (plan: Plan): Promise<string> => {
    const configured = priceIds[plan.id];
    if (configured) return configured;
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: plan.price,
      recurring: { interval: 'month' },
      product_data: { name: `Lineup Lab ${plan.name}` },
    });
    return price.id;
  };
  return {
    cancelAtPeriodEnd: (subscriptionId) =>
      unavailableOnOutage(async () =>
        snapshotOf(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
      ),
    changePlan: (subscriptionId, plan) =>
      unavailableOnOutage(async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const renewAgain: Stripe.SubscriptionUpdateParams =
          current.cancel_at !== null && !current.cancel_at_period_end
            ? { cancel_at: '' }
            : { cancel_at_period_end: false };
        const item = current.items.data[0];
        if (snapshotOf(current).planId === plan.id || !item) {
          return snapshotOf(await stripe.subscriptions.update(subscriptionId, renewAgain));
        }
        // The same subscription moves to the new price; the difference is prorated on the next invoice.
        const updated = await stripe.subscriptions.update(subscriptionId, {
          ...renewAgain,
          items: [{ id: item.id, price: await recurringPrice(plan) }],
          proration_behavior: 'create_prorations',
          metadata: { planId: plan.id },
        });
        return snapshotOf(updated);
      }),
    cancelAndRefund: (subscriptionId) =>
      unavailableOnOutage(async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const ended =
          current.status === 'canceled' ? current : await stripe.subscriptions.cancel(subscriptionId);
        const invoice = idOf(ended.latest_invoice);
        if (invoice) await refundInvoice(stripe, invoice, subscriptionId);
        return snapshotOf(ended);
      }),
  };
}

/** Reading a Checkout session or a subscription by id (an unknown id: UnknownBillingObjectError). */
function lookups(
  stripe: Stripe,
  snapshotOf: SnapshotOf,
): Pick<BillingProvider, 'checkoutSession' | 'subscription'> {
  return {
    checkoutSession: (id) =>
      unavailableOnOutage(async () =>
        checkoutSnapshot(
          await unknownAs(stripe.checkout.sessions.retrieve(id), () => {
            throw new UnknownBillingObjectError('checkout.session', id);
          }),
        ),
      ),
    subscription: (id) =>
      unavailableOnOutage(async () =>
        snapshotOf(
          await unknownAs(stripe.subscriptions.retrieve(id), () => {
            throw new UnknownBillingObjectError('subscription', id);
          }),
        ),
      ),
  };
}

/** Marks the portal configuration this server made (and looks for). */
const PORTAL_CONFIGURATION_MARK = { lineupLab: 'portal-v1' } as const;

/**
 * The Billing Portal configuration the server's portal sessions use, so that the portal offers only
 * what the app allows: cancelling at the period's end, the card and the invoices, and no plan
 * switch (plans change in the app, where a Season Pass holder is refused a subscription beside it
 * and a switch updates the one subscription). Found among the account's active configurations by
 * its metadata, else made.
 */
async function findOrCreatePortalConfiguration(stripe: Stripe): Promise<string> {
  const existing = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  const ours = existing.data.find(
    (configuration) => configuration.metadata?.lineupLab === PORTAL_CONFIGURATION_MARK.lineupLab,
  );
  if (ours) return ours.id;
  const created = await stripe.billingPortal.configurations.create({
    name: 'Lineup Lab',
    metadata: PORTAL_CONFIGURATION_MARK,
    features: {
      subscription_cancel: { enabled: true, mode: 'at_period_end' },
      subscription_update: { enabled: false },
      payment_method_update: { enabled: true },
      invoice_history: { enabled: true },
    },
  });
  return created.id;
}

/**
 * Refunds what an invoice took (its paid payments, by payment intent or charge). The idempotency
 * key makes a second refund of the same subscription's invoice a replay, not a second refund.
 */
async function refundInvoice(stripe: Stripe, invoiceId: string, subscriptionId: string): Promise<void> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
  for (const { payment } of payments.data) {
    const paymentIntent = idOf(payment.payment_intent);
    const charge = idOf(payment.charge);
    if (!paymentIntent && !charge) continue;
    await stripe.refunds.create(
      {
        ...(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge ?? '' }),
        reason: 'duplicate',
        metadata: { subscriptionId },
      },
      { idempotencyKey: `refund-duplicate-${subscriptionId}-${paymentIntent ?? charge}` },
    );
  }
}

/** The call's answer; Stripe's 404 (`resource_missing`) answered by `onMissing` instead. */
async function unknownAs<T>(call: Promise<T>, onMissing: () => T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return onMissing();
    throw error;
  }
}

/** A subscription whose plan neither its metadata nor its price tells (made in the dashboard). */
const DEFAULT_SUBSCRIPTION_PLAN = 'monthly';

/** The client's `host`, `port` and `protocol` for an API base URL other than Stripe's. */
function apiAddress(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** The Checkout session for a request: Monthly as a subscription, the Season Pass as one payment. */
function checkoutParams(
  request: CheckoutRequest,
  priceIds: Readonly<Record<string, string>>,
): Stripe.Checkout.SessionCreateParams {
  const { plan, userId } = request;
  const recurring = plan.interval === 'month';
  const metadata = { userId, planId: plan.id };
  const separator = request.successUrl.includes('?') ? '&' : '?';
  return {
    mode: recurring ? 'subscription' : 'payment',
    customer: request.customerId,
    client_reference_id: userId,
    // The pass's end as sold, so that a webhook delivered late applies the same end.
    metadata: recurring ? metadata : { ...metadata, passEndsAt: request.passEndsAt.toISOString() },
    ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: `${request.successUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: request.cancelUrl,
    line_items: [lineItem(plan, recurring, priceIds[plan.id])],
  };
}

/** The plan's price id when one is configured, else a price made from the catalogue's. */
function lineItem(
  plan: Plan,
  recurring: boolean,
  priceId: string | undefined,
): Stripe.Checkout.SessionCreateParams.LineItem {
  if (priceId) return { price: priceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: plan.price,
      product_data: { name: `Lineup Lab ${plan.name}` },
      ...(recurring && { recurring: { interval: 'month' as const } }),
    },
  };
}

function checkoutSnapshot(session: Stripe.Checkout.Session): CheckoutSnapshot {
  return {
    id: session.id,
    userId: session.client_reference_id ?? session.metadata?.userId ?? '',
    customerId: idOf(session.customer) ?? '',
    planId: session.metadata?.planId ?? '',
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    paid:
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
    subscriptionId: idOf(session.subscription),
    passEndsAt: session.metadata?.passEndsAt ?? null,
  };
}

/** The event reduced to what `applyBillingEvent` acts on: the object to read again from Stripe. */
function eventRefOf(event: Stripe.Event): BillingEventRef {
  const object = event.data.object as { id?: string };
  const ref = (objectType: BillingEventRef['objectType'], objectId: string | null): BillingEventRef => ({
    id: event.id,
    type: event.type,
    objectType,
    objectId,
  });
  if (event.type.startsWith('checkout.session.')) return ref('checkout.session', object.id ?? null);
  if (event.type.startsWith('customer.subscription.')) return ref('subscription', object.id ?? null);
  if (event.type.startsWith('invoice.')) {
    // Since API version 2025-03-31 an invoice names its subscription under `parent`; before, at the top.
    const invoice = object as Stripe.Invoice & { subscription?: string | Stripe.Subscription | null };
    return ref(
      'invoice',
      idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription),
    );
  }
  return ref('other', null);
}

const KNOWN_STATES: ReadonlySet<string> = new Set(SUBSCRIPTION_STATES);

/** Stripe's subscription status; one this code does not know gives no Pro. */
function stateOf(status: Stripe.Subscription.Status): SubscriptionState {
  return KNOWN_STATES.has(status) ? (status as SubscriptionState) : 'incomplete';
}

/** The id of an expandable field, whether Stripe sent the id or the expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Runs a call to Stripe; Stripe out of reach (after the client's retries), rate limiting us or
 * failing on its side becomes `UNAVAILABLE`, so the user is told to try again rather than shown
 * an internal error. Refusals (a bad request, a wrong key) propagate unchanged.
 */
async function unavailableOnOutage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isOutage(error)) throw error;
    const unavailable = new AppError('UNAVAILABLE', STRIPE_UNAVAILABLE_MESSAGE);
    unavailable.cause = error;
    throw unavailable;
  }
}

function isOutage(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  );
}
