/**
 * What the integration test (test/api/billing-stripe.test.ts) does not reach: the shapes of other
 * Stripe API versions and of objects made outside our checkout (expanded fields, no metadata, a
 * status this code does not know), events of every family, and Stripe out of reach. Stripe's
 * answers here are canned, served over HTTP to the real client.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { UnknownBillingObjectError } from '../../ports/billing.js';
import { createStripeBilling, STRIPE_UNAVAILABLE_MESSAGE, type StripeSettings } from './stripe-billing.js';

const SECRET = 'whsec_unit_test';
const PERIOD_END = Date.parse('2026-12-24T12:00:00Z') / 1000;

/** Canned answers by path (`GET /v1/...`); anything else is Stripe's 404. */
const answers: Record<string, unknown> = {
  // An API version before 2025-03-31: the period on the subscription; no metadata (made in the
  // dashboard); the customer expanded.
  '/v1/subscriptions/sub_legacy': {
    id: 'sub_legacy',
    object: 'subscription',
    customer: { id: 'cus_1', object: 'customer' },
    status: 'active',
    metadata: {},
    cancel_at_period_end: false,
    cancel_at: null,
    current_period_end: PERIOD_END,
    start_date: PERIOD_END - 30 * 86_400,
    items: {
      object: 'list',
      data: [{ id: 'si_1', object: 'subscription_item', price: { id: 'price_season' } }],
    },
  },
  '/v1/subscriptions/sub_odd': {
    id: 'sub_odd',
    object: 'subscription',
    customer: 'cus_2',
    status: 'some_future_status',
    metadata: {},
    cancel_at_period_end: false,
    cancel_at: PERIOD_END,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_2',
          object: 'subscription_item',
          current_period_end: PERIOD_END,
          price: { id: 'price_unknown' },
        },
      ],
    },
  },
  '/v1/checkout/sessions/cs_free': {
    id: 'cs_free',
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'no_payment_required',
    client_reference_id: null,
    metadata: { userId: 'user_1', planId: 'monthly' },
    customer: { id: 'cus_1', object: 'customer' },
    subscription: { id: 'sub_1', object: 'subscription' },
  },
};

let api: Server;
let settings: StripeSettings;

beforeAll(async () => {
  api = createServer((req, res) => {
    const answer = answers[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        answer ?? { error: { type: 'invalid_request_error', message: `No such thing: ${req.url}` } },
      ),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  settings = {
    provider: 'stripe',
    secretKey: 'sk_test_unit',
    webhookSecret: SECRET,
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    priceIds: { season: 'price_season' },
  };
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('reading subscriptions and checkout sessions', () => {
  it('reads the period from the subscription in older API versions, and the plan from the price', async () => {
    const { provider } = createStripeBilling(settings);
    expect(await provider.subscription('sub_legacy')).toEqual({
      id: 'sub_legacy',
      kind: 'subscription',
      customerId: 'cus_1',
      planId: 'season',
      status: 'active',
      currentPeriodEnd: '2026-12-24T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      startedAt: '2026-11-24T12:00:00.000Z',
    });
  });

  it('takes cancel_at as a cancellation, a status it does not know as no Pro, and Monthly for an unknown price', async () => {
    const { provider } = createStripeBilling(settings);
    expect(await provider.subscription('sub_odd')).toMatchObject({
      customerId: 'cus_2',
      planId: 'monthly',
      status: 'incomplete',
      cancelAtPeriodEnd: true,
    });
  });

  it('reads expanded fields as ids, the user from metadata, and a free completion as paid', async () => {
    const { provider } = createStripeBilling(settings);
    expect(await provider.checkoutSession('cs_free')).toEqual({
      id: 'cs_free',
      userId: 'user_1',
      customerId: 'cus_1',
      planId: 'monthly',
      mode: 'subscription',
      paid: true,
      subscriptionId: 'sub_1',
      passEndsAt: null,
    });
  });

  it("reads an id Stripe does not know as unknown, lets Stripe's other refusals through, and answers Stripe out of reach as unavailable", async () => {
    const { provider } = createStripeBilling(settings);
    await expect(provider.subscription('sub_missing')).rejects.toBeInstanceOf(UnknownBillingObjectError);
    await expect(provider.checkoutSession('cs_missing')).rejects.toMatchObject({
      name: 'UnknownBillingObjectError',
      objectType: 'checkout.session',
      objectId: 'cs_missing',
    });
    await expect(provider.cancelAtPeriodEnd('sub_missing')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createStripeBilling({ ...settings, apiUrl: `http://127.0.0.1:${port}` }).provider;
    const refusal = await unreachable.subscription('sub_legacy').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: STRIPE_UNAVAILABLE_MESSAGE });
    expect((refusal as AppError).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

describe('webhook events', () => {
  const { webhookEvents } = createStripeBilling({
    provider: 'stripe',
    secretKey: 'sk_test_unit',
    webhookSecret: SECRET,
    apiUrl: undefined,
    priceIds: {},
  });
  const signed = (type: string, object: object, options: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
    });
    return [Buffer.from(payload), header] as const;
  };

  it('names the object to read again: the session, the subscription, or an invoice’s subscription', () => {
    expect(webhookEvents(...signed('checkout.session.async_payment_succeeded', { id: 'cs_1' }))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.async_payment_succeeded',
      objectType: 'checkout.session',
      objectId: 'cs_1',
    });
    expect(webhookEvents(...signed('customer.subscription.updated', { id: 'sub_1' }))).toMatchObject({
      objectType: 'subscription',
      objectId: 'sub_1',
    });
    const current = { id: 'in_1', parent: { subscription_details: { subscription: 'sub_2' } } };
    expect(webhookEvents(...signed('invoice.paid', current))).toMatchObject({
      objectType: 'invoice',
      objectId: 'sub_2',
    });
  });

  it("reads an invoice's subscription in older API versions too, and null for an invoice without one", () => {
    expect(
      webhookEvents(...signed('invoice.payment_failed', { id: 'in_1', subscription: 'sub_3' })),
    ).toMatchObject({ objectType: 'invoice', objectId: 'sub_3' });
    const expanded = { id: 'in_1', subscription: { id: 'sub_4', object: 'subscription' } };
    expect(webhookEvents(...signed('invoice.paid', expanded)).objectId).toBe('sub_4');
    expect(webhookEvents(...signed('invoice.paid', { id: 'in_1', parent: null })).objectId).toBeNull();
  });

  it('passes other events on as other, with no object', () => {
    expect(webhookEvents(...signed('customer.created', { id: 'cus_1' }))).toMatchObject({
      type: 'customer.created',
      objectType: 'other',
      objectId: null,
    });
    expect(webhookEvents(...signed('invoiceitem.created', { id: 'ii_1' })).objectType).toBe('other');
  });

  it('throws on a missing, wrong or stale signature', () => {
    const [payload] = signed('invoice.paid', { id: 'in_1' });
    expect(() => webhookEvents(payload, undefined)).toThrow();
    expect(() => webhookEvents(...signed('invoice.paid', { id: 'in_1' }, { secret: 'whsec_other' }))).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(() => webhookEvents(...signed('invoice.paid', { id: 'in_1' }, { timestamp: hourAgo }))).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
