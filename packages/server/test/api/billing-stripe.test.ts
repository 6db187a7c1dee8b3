/**
 * Billing with Stripe, end to end: the real server with its production Stripe adapter (the official
 * `stripe` client) pointed at a fake of Stripe's API (`fake-stripe.ts`) by STRIPE_API_URL, driven
 * through the SDK; Stripe's side (the customer paying, renewals failing, cancellations) is played
 * on the fake, and its webhook events are delivered signed as Stripe signs them. A hand clock keeps
 * every period independent of the day the tests run.
 */
import { PLAYOFFS_WITHOUT_SCHEDULE_MS } from '@lineup-lab/core';
import { ConflictError, ServerError } from '@lineup-lab/sdk';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_UNAVAILABLE_MESSAGE } from '../../src/adapters/stripe/stripe-billing.js';
import { COLLECTIONS, nflCollections } from '../../src/ports/collections.js';
import type { Collection, Doc, Store } from '../../src/ports/store.js';
import { STALE_CLAIM_MS } from '../../src/use-cases/billing/claim-billing-event.js';
import { DEFAULT_PLANS } from '../../src/use-cases/billing/plan-catalogue.js';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.js';
import { handClock } from '../support/hand-clock.js';
import { sendWithHost } from '../support/raw-http.js';
import { recordingLogger } from '../support/recording-logger.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { storedUser } from '../support/users.js';

const START = '2026-11-24T12:00:00Z';
/** One month after START: a Monthly subscription's first period ends then. */
const FIRST_PERIOD_END = '2026-12-24T12:00:00.000Z';
const WEBHOOK_SECRET = 'whsec_lineup_lab_test';
const PRICE_IDS = { monthly: 'price_monthly_test', season: 'price_season_test' };

/** A second recurring plan, for switches between recurring plans (`PLANS_JSON`). */
const CLUB_PLAN = {
  id: 'club',
  name: 'Club',
  price: 900,
  interval: 'month',
  intervalDisplay: 'per month',
  savings: null,
  savingsPercentage: null,
  totalCostNote: null,
  features: ['Everything in Monthly'],
  featured: false,
} as const;

const clock = handClock(START);
const log = recordingLogger();
let fake: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeStripe({
    now: () => clock.now(),
    prices: [
      { id: PRICE_IDS.monthly, unit_amount: 600, interval: 'month' },
      { id: PRICE_IDS.season, unit_amount: 1500 },
    ],
  });
  server = await startTestServer(stripeEnv(), { clock, logger: log.logger });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
afterEach(() => clock.set(START));

function stripeEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_lineuplab',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    ...extra,
  };
}

/** Delivers a webhook event to `to` (the main server unless said), signed with the right secret. */
function deliver(
  type: string,
  object: object,
  options: { id?: string; secret?: string; signature?: string | null } = {},
  to: TestServer = server,
) {
  return fake.sendEvent(to.url, type, object, { secret: WEBHOOK_SECRET, ...options });
}

/** A new user who starts a checkout of `planType`; the session's id is the last part of its URL. */
async function startCheckout(email: string, planType = 'monthly', on: TestServer = server) {
  const client = await on.signUp(email);
  const { url } = await client.billing.createCheckout({ planType });
  const sessionId = new URL(url).pathname.split('/').at(-1) ?? '';
  return { client, url, sessionId, userId: (await storedUser(on.store, email))._id };
}

/** The customer pays on Stripe's page, and Stripe tells the server. */
function payAndNotify(sessionId: string, options: { paid?: boolean; eventId?: string } = {}) {
  const session = fake.completeCheckout(sessionId, { paid: options.paid ?? true });
  return deliver('checkout.session.completed', session, options.eventId ? { id: options.eventId } : {});
}

function subscriptionOf(sessionId: string): string {
  const id = fake.checkoutSession(sessionId).subscription;
  if (!id) throw new Error(`Checkout session ${sessionId} started no subscription`);
  return id;
}

/** A new user with a paid Monthly subscription, started at the clock's time. */
async function monthlySubscriber(email: string) {
  const checkout = await startCheckout(email);
  await payAndNotify(checkout.sessionId);
  return { ...checkout, subscriptionId: subscriptionOf(checkout.sessionId) };
}

const checkoutRequestOf = (userId: string) =>
  fake.requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.body.client_reference_id === userId);

describe('upgrading through Stripe Checkout', () => {
  it('says at start that Stripe Checkout runs, in test mode, without logging a key', () => {
    expect(log.lines.find((line) => line.billing !== undefined)).toMatchObject({
      level: 30,
      billing: 'stripe',
      mode: 'test',
      msg: 'billing: Stripe Checkout (test mode)',
    });
    expect(JSON.stringify(log.lines)).not.toContain('sk_test_lineuplab');
    expect(JSON.stringify(log.lines)).not.toContain(WEBHOOK_SECRET);
  });

  it('sends a free user to Stripe Checkout for Monthly, and makes them Pro when Stripe reports it paid', async () => {
    const { client, url, sessionId, userId } = await startCheckout('stripe-monthly@example.com');
    expect(url).toBe(`${fake.url}/c/pay/${sessionId}`);
    expect(sessionId).toMatch(/^cs_test_\w+$/);
    const [customer] = fake
      .requestsTo('POST', '/v1/customers')
      .filter((r) => r.body.email === 'stripe-monthly@example.com');
    expect(customer?.body).toEqual({ email: 'stripe-monthly@example.com', metadata: { userId } });
    const [request] = checkoutRequestOf(userId);
    const customerId = fake.checkoutSession(sessionId).customer;
    expect(request?.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: userId,
      metadata: { userId, planId: 'monthly' },
      subscription_data: { metadata: { userId, planId: 'monthly' } },
      success_url: `${server.url}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/billing/cancel`,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '600',
            product_data: { name: 'Lineup Lab Monthly' },
            recurring: { interval: 'month' },
          },
        },
      ],
    });
    // The client pins the API version whose object shapes the adapter reads.
    expect(request?.stripeVersion).toBe(Stripe.API_VERSION);
    expect((await client.user.subscriptionStatus()).tier).toBe('free');

    const delivery = await payAndNotify(sessionId);
    expect(delivery).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(await client.user.subscriptionStatus()).toMatchObject({
      tier: 'pro',
      status: 'active',
      planId: 'monthly',
      cancelAtPeriodEnd: false,
      currentPeriod: { end: FIRST_PERIOD_END },
      limits: { maxTeams: null, maxLeagues: null },
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscriptionOf(sessionId),
    });
  });

  it('sells the Season Pass as one payment: Pro until the season ends (no schedule loaded), nothing to cancel', async () => {
    const { client, sessionId, userId } = await startCheckout('stripe-pass@example.com', 'season');
    const [request] = checkoutRequestOf(userId);
    expect(request?.body).toMatchObject({
      mode: 'payment',
      metadata: { userId, planId: 'season', passEndsAt: '2027-02-15T00:00:00.000Z' },
      payment_intent_data: { metadata: { userId, planId: 'season' } },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '1500',
            product_data: { name: 'Lineup Lab Season Pass' },
          },
        },
      ],
    });
    expect(request?.body).not.toHaveProperty('subscription_data');
    expect(request?.body).not.toHaveProperty('line_items.0.price_data.recurring');

    expect((await payAndNotify(sessionId)).status).toBe(200);
    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({
      tier: 'pro',
      planId: 'season',
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: null,
      // No schedule in this store: the pass runs to 15 February after the season under way.
      currentPeriod: { end: '2027-02-15T00:00:00.000Z' },
    });
    await expect(client.billing.cancel()).rejects.toThrow(ConflictError);
    clock.set('2027-02-15T00:00:00Z');
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
  });

  it('keeps the end a pass was sold with when its webhook comes late, after the season turned', async () => {
    clock.set('2026-12-31T23:00:00Z');
    const { client, sessionId } = await startCheckout('stripe-pass-late@example.com', 'season');
    // Delivered in January (no schedule: a pass bought now would be for the coming season, to 2028).
    clock.set('2027-01-01T01:00:00Z');
    expect((await payAndNotify(sessionId)).status).toBe(200);
    expect((await client.user.subscriptionStatus()).currentPeriod).toEqual({
      end: '2027-02-15T00:00:00.000Z',
    });
    clock.set(START);
  });

  it('makes a user who paid Pro from the webhook alone, though the browser never came back', async () => {
    const { sessionId } = await startCheckout('stripe-tab-closed@example.com');
    await payAndNotify(sessionId);
    // Read from the store: no call of this user after the checkout started.
    const user = await storedUser(server.store, 'stripe-tab-closed@example.com');
    expect(user.tier).toBe('pro');
    expect(user.subscription).toMatchObject({ planId: 'monthly', currentPeriodEnd: FIRST_PERIOD_END });
  });

  it('creates one Stripe customer per user, however many checkouts they start', async () => {
    const { client, sessionId, userId } = await startCheckout('stripe-one-customer@example.com');
    const second = await client.billing.createCheckout({ planType: 'season' });
    const secondId = new URL(second.url).pathname.split('/').at(-1) ?? '';
    const created = fake.requestsTo('POST', '/v1/customers').filter((r) => r.body.metadata !== undefined);
    expect(created.filter((r) => (r.body.metadata as { userId?: string }).userId === userId)).toHaveLength(1);
    expect(fake.checkoutSession(secondId).customer).toBe(fake.checkoutSession(sessionId).customer);
    expect(checkoutRequestOf(userId)).toHaveLength(2);
  });

  it('leaves the user free when the completed checkout is not paid', async () => {
    const { client, sessionId } = await startCheckout('stripe-unpaid@example.com');
    const delivery = await payAndNotify(sessionId, { paid: false });
    expect(delivery.status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'free', planId: null });
  });

  it('stops the Monthly renewal at Stripe when the user buys the Season Pass', async () => {
    const { client, subscriptionId } = await monthlySubscriber('stripe-switch@example.com');
    const { url } = await client.billing.createCheckout({ planType: 'season' });
    await payAndNotify(new URL(url).pathname.split('/').at(-1) ?? '');
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).map((r) => r.body)).toEqual([
      { cancel_at_period_end: 'true' },
    ]);
    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', planId: 'season' });
  });

  it('answers 503, try again in a minute, when Stripe fails on its side', async () => {
    const client = await server.signUp('stripe-outage@example.com');
    fake.failNext(1, 500);
    const refusal = await client.billing
      .createCheckout({ planType: 'monthly' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServerError);
    expect(refusal).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: STRIPE_UNAVAILABLE_MESSAGE });
    await expect(client.billing.createCheckout({ planType: 'monthly' })).resolves.toMatchObject({
      url: expect.stringContaining(`${fake.url}/c/pay/cs_test_`),
    });
  });
});

describe('one Pro that renews (issue 25 #4)', () => {
  it('refuses Monthly to a Season Pass holder until the pass ends, saying why, and starts no checkout', async () => {
    const { client, sessionId, userId } = await startCheckout(
      'stripe-pass-then-monthly@example.com',
      'season',
    );
    await payAndNotify(sessionId);
    const refusal = await client.billing
      .createCheckout({ planType: 'monthly' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message:
        'Your Season Pass keeps Pro until February 15, 2027 (UTC); you can choose Monthly after it ends',
    });
    await expect(client.billing.createCheckout({ planType: 'season' })).rejects.toThrow(
      'You already have the Season Pass plan',
    );
    expect(checkoutRequestOf(userId)).toHaveLength(1);
    const status = await client.user.subscriptionStatus();
    expect(status.entitlements).toEqual([
      {
        id: `pass_${sessionId}`,
        kind: 'pass',
        planId: 'season',
        status: 'active',
        currentPeriodEnd: '2027-02-15T00:00:00.000Z',
        cancelAtPeriodEnd: true,
      },
    ]);
    // Once the pass has ended, Monthly can be bought.
    clock.set('2027-02-15T00:00:00Z');
    await expect(client.billing.createCheckout({ planType: 'monthly' })).resolves.toMatchObject({
      url: expect.stringContaining('/c/pay/'),
    });
  });

  it('renews a cancelled subscription again instead of selling a second one', async () => {
    const { client, subscriptionId, userId } = await monthlySubscriber('stripe-resume@example.com');
    await client.billing.cancel();
    await expect(client.billing.createCheckout({ planType: 'monthly' })).resolves.toEqual({
      url: `${server.url}/billing`,
    });
    expect(checkoutRequestOf(userId)).toHaveLength(1);
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).map((r) => r.body)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({ tier: 'pro', planId: 'monthly', cancelAtPeriodEnd: false });
    expect(status.entitlements).toEqual([
      expect.objectContaining({ id: subscriptionId, kind: 'subscription', cancelAtPeriodEnd: false }),
    ]);
    await expect(client.billing.createCheckout({ planType: 'monthly' })).rejects.toThrow(
      'You already have the Monthly plan',
    );
  });

  it('ends two checkouts paid at once (two tabs) with one subscription: the other cancelled, refunded and recorded', async () => {
    const client = await server.signUp('stripe-two-tabs@example.com');
    const tabs = await Promise.all([
      client.billing.createCheckout({ planType: 'monthly' }),
      client.billing.createCheckout({ planType: 'monthly' }),
    ]);
    const userId = (await storedUser(server.store, 'stripe-two-tabs@example.com'))._id;
    const sessions = tabs.map(({ url }) => new URL(url).pathname.split('/').at(-1) ?? '');
    const paid = sessions.map((id) => fake.completeCheckout(id));
    // Both events at once, each delivered twice.
    const deliveries = await Promise.all(
      [...paid, ...paid].map((session, index) =>
        deliver('checkout.session.completed', session, { id: `evt_two_tabs_${index % 2}` }),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);

    const subscriptions = sessions.map(subscriptionOf);
    const states = subscriptions.map((id) => fake.subscription(id).status).sort();
    expect(states).toEqual(['active', 'canceled']);
    const refunded = subscriptions.find((id) => fake.subscription(id).status === 'canceled') ?? '';
    const kept = subscriptions.find((id) => id !== refunded) ?? '';
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${refunded}`)).toHaveLength(1);
    const refunds = fake.refunds().filter((refund) => refund.metadata.subscriptionId === refunded);
    expect(refunds).toMatchObject([{ amount: 600, reason: 'duplicate', status: 'succeeded' }]);
    expect(fake.refunds().filter((refund) => refund.metadata.subscriptionId === kept)).toEqual([]);

    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({ tier: 'pro', stripeSubscriptionId: kept, cancelAtPeriodEnd: false });
    expect(status.entitlements.map((e) => e.id)).toEqual([kept]);
    const audit = await COLLECTIONS.adminAudit.of(server.store).find({ target: userId });
    expect(audit).toMatchObject([
      {
        action: 'billing.duplicate_refunded',
        actor: 'lineup-server billing',
        detail: `Subscription ${refunded} (monthly) started beside ${kept}: ended and refunded`,
      },
    ]);
  });

  it("refunds the later subscription on its customer.subscription.created, before its checkout's event", async () => {
    const email = 'stripe-created-first@example.com';
    const { subscriptionId: kept, client } = await monthlySubscriber(email);
    // Another tab's Monthly checkout (opened before the first was paid, so not refused), made at
    // Stripe for the same customer as ours would be, and paid a minute later.
    clock.set('2026-11-24T12:01:00Z');
    const otherTab = await new Stripe('sk_test_lineuplab', {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    }).checkout.sessions.create({
      mode: 'subscription',
      customer: fake.subscription(kept).customer,
      client_reference_id: (await storedUser(server.store, email))._id,
      metadata: { planId: 'monthly' },
      success_url: `${server.url}/billing/success`,
      line_items: [{ price: PRICE_IDS.monthly, quantity: 1 }],
    });
    fake.completeCheckout(otherTab.id);
    const duplicate = subscriptionOf(otherTab.id);
    expect((await deliver('customer.subscription.created', fake.subscription(duplicate))).status).toBe(200);
    expect(fake.subscription(duplicate).status).toBe('canceled');
    expect(fake.refunds().filter((r) => r.metadata.subscriptionId === duplicate)).toHaveLength(1);
    expect(fake.subscription(kept).status).toBe('active');
    // Its checkout's event, later, changes nothing more.
    await deliver('checkout.session.completed', fake.checkoutSession(otherTab.id));
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${duplicate}`)).toHaveLength(1);
    expect((await client.user.subscriptionStatus()).entitlements.map((e) => e.id)).toEqual([kept]);
  });

  it('refunds a Monthly paid in another tab after a Season Pass, keeping the pass', async () => {
    const client = await server.signUp('stripe-pass-race@example.com');
    const [pass, monthly] = await Promise.all([
      client.billing.createCheckout({ planType: 'season' }),
      client.billing.createCheckout({ planType: 'monthly' }),
    ]);
    const idOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
    await payAndNotify(idOf(pass.url));
    clock.set('2026-11-24T12:05:00Z');
    await payAndNotify(idOf(monthly.url));
    const subscriptionId = subscriptionOf(idOf(monthly.url));
    expect(fake.subscription(subscriptionId).status).toBe('canceled');
    expect(fake.refunds().filter((r) => r.metadata.subscriptionId === subscriptionId)).toHaveLength(1);
    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({ tier: 'pro', planId: 'season', stripeSubscriptionId: null });
    expect(status.entitlements.map((e) => e.kind)).toEqual(['pass']);
  });
});

describe('the billing portal and cancelling', () => {
  it("opens Stripe's billing portal for the user's customer, returning to /billing", async () => {
    const client = await server.signUp('stripe-portal@example.com');
    await expect(client.billing.createPortal()).rejects.toThrow(
      'You have no billing account yet: choose a plan first',
    );
    await client.billing.createCheckout({ planType: 'monthly' });
    const { url } = await client.billing.createPortal();
    expect(url).toMatch(new RegExp(`^${fake.url}/p/session/bps_\\w+$`));
    const { stripeCustomerId } = await client.user.subscriptionStatus();
    const [configuration] = fake.portalConfigurations();
    expect(fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body).toEqual({
      customer: stripeCustomerId,
      return_url: `${server.url}/billing`,
      configuration: configuration?.id,
    });
    // The portal offers only what the app allows: cancel at the period's end, the card, the
    // invoices; no plan switch (the app changes plans, refusing a subscription beside a pass).
    expect(configuration).toMatchObject({
      metadata: { lineupLab: 'portal-v1' },
      features: {
        subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
        subscription_update: { enabled: 'false' },
        payment_method_update: { enabled: 'true' },
        invoice_history: { enabled: 'true' },
      },
    });
    // Made once, then found by its metadata.
    await client.billing.createPortal();
    expect(fake.requestsTo('POST', '/v1/billing_portal/configurations')).toHaveLength(1);
  });

  it('sends Stripe return URLs on the server itself when the request says Host: evil.example (issue 25 #9)', async () => {
    const { client, token } = await server.signUpWithToken('stripe-evil-host@example.com');
    await client.user.subscriptionStatus();
    const userId = (await storedUser(server.store, 'stripe-evil-host@example.com'))._id;
    const call = (path: string, body?: unknown) =>
      sendWithHost(server.url, {
        method: 'POST',
        path,
        host: 'evil.example:443',
        token,
        ...(body !== undefined && { body }),
      });
    expect((await call('/api/subscription/create-checkout', { planType: 'monthly' })).status).toBe(200);
    expect(checkoutRequestOf(userId).at(-1)?.body).toMatchObject({
      success_url: `${server.url}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/billing/cancel`,
    });
    expect((await call('/api/subscription/create-portal')).status).toBe(200);
    const customer = (await storedUser(server.store, 'stripe-evil-host@example.com')).subscription
      .stripeCustomerId;
    expect(fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body).toMatchObject({
      customer,
      return_url: `${server.url}/billing`,
    });
  });

  it('cancels at the period end at Stripe: Pro until then, free on the first read after, no webhook needed', async () => {
    const { client, subscriptionId } = await monthlySubscriber('stripe-cancel@example.com');
    expect(await client.billing.cancel()).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: true,
      currentPeriod: { end: FIRST_PERIOD_END },
    });
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).map((r) => r.body)).toEqual([
      { cancel_at_period_end: 'true' },
    ]);
    await expect(client.billing.cancel()).rejects.toThrow('Your subscription is already cancelled');

    clock.set('2026-12-24T11:59:59Z');
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');
    clock.set(FIRST_PERIOD_END);
    expect(await client.user.subscriptionStatus()).toMatchObject({
      tier: 'free',
      status: 'canceled',
      planId: null,
      currentPeriod: null,
    });
  });

  it('shows a cancellation made in the portal once Stripe reports it (cancel_at set, not the flag)', async () => {
    const { client, subscriptionId } = await monthlySubscriber('stripe-portal-cancel@example.com');
    const subscription = fake.updateSubscription(subscriptionId, { cancelAt: FIRST_PERIOD_END });
    expect((await deliver('customer.subscription.updated', subscription)).status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });
  });
});

describe('webhook deliveries', () => {
  it('applies a replayed event once: the redelivery answers 200 and changes nothing', async () => {
    const { client, sessionId } = await startCheckout('stripe-replay@example.com');
    const first = await payAndNotify(sessionId, { eventId: 'evt_replayed_1' });
    expect(first).toMatchObject({ status: 200, body: { duplicate: false } });
    // Stripe's state moves on; an old event delivered again must not be applied again.
    fake.updateSubscription(subscriptionOf(sessionId), { cancelAtPeriodEnd: true });
    const again = await deliver('checkout.session.completed', fake.checkoutSession(sessionId), {
      id: 'evt_replayed_1',
    });
    expect(again).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: false });
  });

  it('applies one event delivered 10 times at once exactly once (the event id claimed first)', async () => {
    const { client, sessionId, userId } = await startCheckout('stripe-ten-at-once@example.com');
    const session = fake.completeCheckout(sessionId);
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliver('checkout.session.completed', session, { id: 'evt_ten_at_once' }),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
    expect(deliveries.filter((d) => (d.body as { duplicate: boolean }).duplicate === false)).toHaveLength(1);
    // Applied once: Stripe was asked for the session once, and one entitlement was written.
    expect(fake.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
    expect(await COLLECTIONS.entitlements.of(server.store).countDocuments({ userId })).toBe(1);
    expect(
      await COLLECTIONS.billingEvents.of(server.store).findOne({ _id: 'evt_ten_at_once' }),
    ).toMatchObject({
      state: 'applied',
    });
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');
  });

  it('acknowledges an event about a checkout session Stripe does not know (2xx, nothing applied)', async () => {
    const unknown = { id: 'cs_test_neverMadeByStripe', object: 'checkout.session', mode: 'subscription' };
    const delivery = await deliver('checkout.session.completed', unknown, { id: 'evt_unknown_session' });
    expect(delivery).toMatchObject({
      status: 200,
      body: { received: true, duplicate: false, ignored: 'unknown object' },
    });
    expect(fake.requestsTo('GET', '/v1/checkout/sessions/cs_test_neverMadeByStripe')).toHaveLength(1);
    const again = await deliver('customer.subscription.updated', { id: 'sub_neverMadeByStripe' });
    expect(again.status).toBe(200);
  });

  it('takes over a claim left by a delivery that died before applying, once it is stale', async () => {
    const { client, sessionId } = await startCheckout('stripe-stale-claim@example.com');
    const session = fake.completeCheckout(sessionId);
    const events = COLLECTIONS.billingEvents.of(server.store);
    const claimed = (at: number) => ({
      _id: 'evt_left_claimed',
      type: 'checkout.session.completed',
      state: 'claimed' as const,
      claim: 'a-dead-process',
      claimedAt: new Date(at).toISOString(),
      appliedAt: null,
    });
    await events.insertOne(claimed(clock.now().getTime() - 60_000));
    // A fresh claim: another delivery may be applying it right now.
    const fresh = await deliver('checkout.session.completed', session, { id: 'evt_left_claimed' });
    expect(fresh).toMatchObject({ status: 200, body: { duplicate: true } });
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
    await events.updateOne(
      { _id: 'evt_left_claimed' },
      { $set: { claimedAt: new Date(clock.now().getTime() - STALE_CLAIM_MS - 1).toISOString() } },
    );
    const redelivered = await deliver('checkout.session.completed', session, { id: 'evt_left_claimed' });
    expect(redelivered).toMatchObject({ status: 200, body: { duplicate: false } });
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');
  });

  it('refuses a forged or missing signature with 400 and applies nothing', async () => {
    const { client, sessionId } = await startCheckout('stripe-forged@example.com');
    const session = fake.completeCheckout(sessionId);
    const id = 'evt_forged_1';
    const refusals = [
      await deliver('checkout.session.completed', session, { id, secret: 'whsec_not_ours' }),
      await deliver('checkout.session.completed', session, { id, signature: null }),
      await deliver('checkout.session.completed', session, {
        id,
        signature: Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: WEBHOOK_SECRET }),
      }),
      await deliver('checkout.session.completed', session, { id, signature: 't=1,v1=deadbeef' }),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'The webhook signature is missing or not valid' },
      });
    }
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
    // The event id was not recorded: Stripe's own delivery of it is applied.
    expect((await deliver('checkout.session.completed', session, { id })).status).toBe(200);
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');
  });

  it('never makes a user Pro on a subscription deleted before its checkout.session.completed arrives', async () => {
    const { client, sessionId } = await startCheckout('stripe-out-of-order@example.com');
    const session = fake.completeCheckout(sessionId);
    const deleted = fake.deleteSubscription(subscriptionOf(sessionId));
    expect((await deliver('customer.subscription.deleted', deleted)).status).toBe(200);
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
    expect((await deliver('checkout.session.completed', session)).status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'free', status: 'canceled' });
  });

  it('keeps Pro while a failed renewal is retried (past_due), and ends it when Stripe gives up', async () => {
    const { client, subscriptionId } = await monthlySubscriber('stripe-past-due@example.com');
    // At renewal the period moves on and the payment fails: Stripe retries over the next days.
    clock.set('2026-12-24T13:00:00Z');
    fake.updateSubscription(subscriptionId, { status: 'past_due', currentPeriodEnd: '2027-01-24T12:00:00Z' });
    const failed = await deliver('invoice.payment_failed', fake.invoice(subscriptionId));
    expect(failed.status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({
      tier: 'pro',
      status: 'past_due',
      currentPeriod: { end: '2027-01-24T12:00:00.000Z' },
    });

    clock.set('2027-01-01T12:00:00Z');
    const deleted = fake.deleteSubscription(subscriptionId);
    expect((await deliver('customer.subscription.deleted', deleted)).status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'free', status: 'canceled' });
  });

  it('keeps Pro when a renewal is paid (invoice.paid moves the period on)', async () => {
    const { client, subscriptionId } = await monthlySubscriber('stripe-renewed@example.com');
    clock.set('2026-12-24T12:00:05Z');
    fake.updateSubscription(subscriptionId, { currentPeriodEnd: '2027-01-24T12:00:00Z' });
    expect((await deliver('invoice.paid', fake.invoice(subscriptionId, { status: 'paid' }))).status).toBe(
      200,
    );
    expect(await client.user.subscriptionStatus()).toMatchObject({
      tier: 'pro',
      status: 'active',
      currentPeriod: { end: '2027-01-24T12:00:00.000Z' },
    });
  });

  const failures = [
    { collection: COLLECTIONS.entitlements.name, method: 'updateOne' },
    { collection: COLLECTIONS.users.name, method: 'findOneAndUpdate' },
    { collection: COLLECTIONS.billingEvents.name, method: 'insertOne' },
  ] as const;
  it.each(failures)(
    'loses no payment when the store fails while applying ($collection, $method): 500, then the redelivery applies it once',
    async ({ collection, method }) => {
      const email = `stripe-store-${collection}@example.com`;
      const { client, sessionId, userId } = await startCheckout(email);
      const session = fake.completeCheckout(sessionId);
      const failure = failOnce(server.store, collection, method);
      try {
        const first = await deliver('checkout.session.completed', session, { id: `evt_fails_${collection}` });
        expect(failure.failed()).toBe(true);
        expect(first.status).toBe(500);
      } finally {
        failure.restore();
      }
      const second = await deliver('checkout.session.completed', session, { id: `evt_fails_${collection}` });
      expect(second).toMatchObject({ status: 200, body: { duplicate: false } });
      expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', planId: 'monthly' });
      const third = await deliver('checkout.session.completed', session, { id: `evt_fails_${collection}` });
      expect(third).toMatchObject({ status: 200, body: { duplicate: true } });
      expect(await COLLECTIONS.entitlements.of(server.store).countDocuments({ userId })).toBe(1);
    },
  );

  // Regression: the redelivery found the pass stored and returned without updating the user.
  it('loses no Season Pass when the store fails updating the user: the redelivery makes them Pro', async () => {
    const { client, sessionId } = await startCheckout('stripe-store-pass@example.com', 'season');
    const session = fake.completeCheckout(sessionId);
    const failure = failOnce(server.store, COLLECTIONS.users.name, 'findOneAndUpdate');
    try {
      expect((await deliver('checkout.session.completed', session, { id: 'evt_pass_fails' })).status).toBe(
        500,
      );
    } finally {
      failure.restore();
    }
    expect((await deliver('checkout.session.completed', session, { id: 'evt_pass_fails' })).status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', planId: 'season' });
  });
});

describe('with price ids and a season schedule', () => {
  /** The 2026 regular season, one game a week: week 18 kicks off on 7 January 2027. */
  const WEEK_1_KICKOFF = Date.parse('2026-09-10T00:20:00Z');
  const WEEK_MS = 7 * 86_400_000;
  const LAST_KICKOFF = WEEK_1_KICKOFF + 17 * WEEK_MS;
  let priced: TestServer;

  beforeAll(async () => {
    priced = await startTestServer(
      stripeEnv({
        STRIPE_PRICE_IDS: `monthly=${PRICE_IDS.monthly},season=${PRICE_IDS.season}`,
        // A second recurring plan (no price id: its price is made in Stripe when first needed).
        PLANS_JSON: JSON.stringify([...DEFAULT_PLANS, CLUB_PLAN]),
      }),
      { clock },
    );
    const { games } = nflCollections(priced.store);
    for (let week = 1; week <= 18; week += 1) {
      await games.insertOne({
        _id: `2026_${String(week).padStart(2, '0')}_BUF_KC`,
        season: 2026,
        week,
        gameType: 'REG',
        kickoff: new Date(WEEK_1_KICKOFF + (week - 1) * WEEK_MS).toISOString(),
        homeTeam: 'KC',
        awayTeam: 'BUF',
        spreadLine: null,
        totalLine: null,
        homeScore: null,
        awayScore: null,
      });
    }
  });
  afterAll(() => priced?.close());

  it('switches between recurring plans by updating the one subscription, prorated, never a second one', async () => {
    const { client, sessionId, userId } = await startCheckout('priced-switch@example.com', 'monthly', priced);
    await deliver('checkout.session.completed', fake.completeCheckout(sessionId), {}, priced);
    const subscriptionId = subscriptionOf(sessionId);
    const itemId = fake.subscription(subscriptionId).items.data[0]?.id;

    await expect(client.billing.createCheckout({ planType: 'club' })).resolves.toEqual({
      url: `${priced.url}/billing`,
    });
    expect(checkoutRequestOf(userId)).toHaveLength(1);
    const [made] = fake.requestsTo('POST', '/v1/prices');
    expect(made?.body).toEqual({
      currency: 'usd',
      unit_amount: '900',
      recurring: { interval: 'month' },
      product_data: { name: 'Lineup Lab Club' },
    });
    const clubPrice = fake.subscription(subscriptionId).items.data[0]?.price;
    expect(clubPrice).toMatchObject({ unit_amount: 900, recurring: { interval: 'month' } });
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).map((r) => r.body)).toEqual([
      {
        cancel_at_period_end: 'false',
        items: [{ id: itemId, price: clubPrice?.id }],
        proration_behavior: 'create_prorations',
        metadata: { planId: 'club' },
      },
    ]);
    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({ tier: 'pro', planId: 'club', stripeSubscriptionId: subscriptionId });
    expect(status.entitlements).toHaveLength(1);

    // And back, by the configured price id.
    await client.billing.createCheckout({ planType: 'monthly' });
    expect(fake.subscription(subscriptionId).items.data[0]?.price.id).toBe(PRICE_IDS.monthly);
    expect(fake.requestsTo('POST', '/v1/prices')).toHaveLength(1);
    expect((await client.user.subscriptionStatus()).planId).toBe('monthly');
  });

  it('checks out Monthly by the configured price id', async () => {
    const { client, sessionId, userId } = await startCheckout(
      'priced-monthly@example.com',
      'monthly',
      priced,
    );
    const [request] = checkoutRequestOf(userId);
    expect(request?.body.line_items).toEqual([{ price: PRICE_IDS.monthly, quantity: '1' }]);
    const session = fake.completeCheckout(sessionId);
    expect((await deliver('checkout.session.completed', session, {}, priced)).status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({
      tier: 'pro',
      planId: 'monthly',
      currentPeriod: { end: FIRST_PERIOD_END },
    });
  });

  it('ends a Season Pass bought by price id when the season in the schedule ends (Super Bowl + a day)', async () => {
    const { client, sessionId, userId } = await startCheckout('priced-pass@example.com', 'season', priced);
    expect(checkoutRequestOf(userId)[0]?.body).toMatchObject({
      mode: 'payment',
      line_items: [{ price: PRICE_IDS.season, quantity: '1' }],
    });
    const session = fake.completeCheckout(sessionId);
    expect((await deliver('checkout.session.completed', session, {}, priced)).status).toBe(200);
    expect(await client.user.subscriptionStatus()).toMatchObject({
      tier: 'pro',
      planId: 'season',
      currentPeriod: { end: new Date(LAST_KICKOFF + PLAYOFFS_WITHOUT_SCHEDULE_MS).toISOString() },
    });
  });
});

/**
 * Makes `method` of one collection of `store` throw on its next call, as a store failing mid-write
 * would (the server's use cases reach collections through `store.collection` on every call).
 */
function failOnce(store: Store, collectionName: string, method: keyof Collection<Doc>) {
  const original = store.collection;
  let failed = false;
  store.collection = <T extends Doc>(name: string): Collection<T> => {
    const collection = original.call(store, name) as Collection<T>;
    if (name !== collectionName || failed) return collection;
    return new Proxy(collection, {
      get(target, property) {
        if (property === method && !failed) {
          return async () => {
            failed = true;
            throw new Error(`${collectionName}.${method} failed (test)`);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return {
    failed: () => failed,
    restore: () => {
      store.collection = original;
    },
  };
}
