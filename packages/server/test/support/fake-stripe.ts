/**
 * A stand-in for Stripe's API, for tests that run the production Stripe adapter (the real `stripe`
 * client) against it: a real HTTP server on a free port speaking the part of Stripe's v1 API the
 * server calls (customers, Checkout sessions, Billing Portal sessions and configurations,
 * subscriptions: update, plan change, cancel; prices, invoice payments, refunds), with
 * form-encoded requests in bracket notation and JSON answers shaped like Stripe's objects (API
 * version of `stripe` 23: a subscription's period on its item, an invoice's subscription under
 * `parent`). Tests play the customer and Stripe's back office through its controls (pay a checkout,
 * move a subscription to past due, cancel it) and deliver webhook events signed as Stripe signs them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SubscriptionState } from '@lineup-lab/core';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import Stripe from 'stripe';
import { addMonth } from '../../src/adapters/local-checkout/local-billing.js';

/** A request the fake received, its form body parsed. */
interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/checkout/sessions`. */
  path: string;
  body: Record<string, unknown>;
  /** The `Stripe-Version` header the client pinned. */
  stripeVersion: string | undefined;
  idempotencyKey: string | undefined;
}

/** A price set up in the fake's "dashboard" (what `STRIPE_PRICE_IDS` names). */
export interface FakePrice {
  id: string;
  unit_amount: number;
  /** A recurring price's interval; none for a one-time price. */
  interval?: 'month' | 'year';
}

interface PriceObject {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  unit_amount: number;
  product: string;
  type: 'recurring' | 'one_time';
  recurring: { interval: string; interval_count: 1; usage_type: 'licensed' } | null;
  livemode: false;
}

interface CustomerObject {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

/** A Checkout session as Stripe answers it (the fields the server reads, and their neighbours). */
interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  subscription: string | null;
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  livemode: false;
  ui_mode: 'hosted';
}

/** A subscription as Stripe answers it since API version 2025-03-31 (the period on its item). */
interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionState;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  collection_method: 'charge_automatically';
  currency: string;
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      created: number;
      current_period_start: number;
      current_period_end: number;
      metadata: Record<string, string>;
      price: PriceObject;
      quantity: number;
      subscription: string;
    }>;
    has_more: false;
    total_count: number;
    url: string;
  };
  livemode: false;
}

/** What a test changes on a subscription, as Stripe's billing would (renewal, dunning, the portal). */
interface SubscriptionPatch {
  status?: SubscriptionState;
  currentPeriodEnd?: Date | string;
  cancelAtPeriodEnd?: boolean;
  /** The portal's way of cancelling in recent API versions: a time, not the flag. */
  cancelAt?: Date | string | null;
}

/** A refund as Stripe answers it. */
interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string | null;
  payment_intent: string | null;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** A Billing Portal configuration as Stripe answers it (the fields the server sets and reads). */
interface PortalConfigurationObject {
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  is_default: boolean;
  name: string | null;
  metadata: Record<string, string>;
  features: Record<string, unknown>;
  created: number;
  updated: number;
  livemode: false;
}

/** An invoice the fake keeps: its subscription, what it took and how it was paid. */
interface FakeInvoice {
  id: string;
  subscription: string;
  amount: number;
  currency: string;
  paymentIntent: string | null;
}

/** A webhook delivery's answer from our server. */
interface Delivery {
  /** The event id sent. */
  id: string;
  status: number;
  body: unknown;
}

export interface FakeStripe {
  /** The API's base URL (STRIPE_API_URL). */
  url: string;
  /** Every API request received, oldest first. */
  readonly requests: readonly RecordedRequest[];
  requestsTo(method: string, path: string): RecordedRequest[];
  checkoutSession(id: string): FakeCheckoutSession;
  subscription(id: string): FakeSubscription;
  /** An invoice of the subscription (the object of `invoice.*` events), in the current API's shape. */
  invoice(subscriptionId: string, fields?: { status?: string; billing_reason?: string }): object;
  /**
   * The customer finishes the checkout: the session completes, paid unless `paid: false` (an
   * asynchronous payment still pending). In subscription mode it starts a subscription of one month
   * from the fake's clock, `active` when paid (`incomplete` otherwise).
   */
  completeCheckout(sessionId: string, options?: { paid?: boolean }): FakeCheckoutSession;
  updateSubscription(id: string, patch: SubscriptionPatch): FakeSubscription;
  /** Stripe ends the subscription now (the user cancelled at once, or the payment retries gave up). */
  deleteSubscription(id: string): FakeSubscription;
  /** The refunds made, oldest first. */
  refunds(): RefundObject[];
  /** The Billing Portal configurations made. */
  portalConfigurations(): PortalConfigurationObject[];
  /** The next `count` API requests fail with `status` (Stripe's `api_error`), not to be retried. */
  failNext(count?: number, status?: number): void;
  /**
   * Delivers an event to `${serverUrl}/api/webhooks/stripe`, signed with `secret` as Stripe signs
   * (`stripe.webhooks.generateTestHeaderString`); `signature` replaces the header (`null`: none).
   */
  sendEvent(
    serverUrl: string,
    type: string,
    object: object,
    options: { id?: string; secret: string; signature?: string | null },
  ): Promise<Delivery>;
  close(): Promise<void>;
}

/** An id as Stripe's: a prefix and 24 letters and digits. */
function stripeId(prefix: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `${prefix}_${Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** A Stripe error answer. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string, param?: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    ...(param && { param }),
  });
const invalid = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, {
    ...(param && { code: 'parameter_missing', param }),
  });

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const stringRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
const seconds = (time: Date | string) => Math.floor(new Date(time).getTime() / 1000);

/**
 * Starts the fake on 127.0.0.1, port 0. `now` is its clock (a test's hand clock, so subscription
 * periods follow it); `prices` are the prices its account has, for checkouts by price id.
 */
export async function startFakeStripe(
  options: { now?: () => Date; prices?: readonly FakePrice[] } = {},
): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, CustomerObject>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const sessionItems = new Map<string, PriceObject>();
  const sessionSubscriptionMetadata = new Map<string, Record<string, string>>();
  const subscriptions = new Map<string, FakeSubscription>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const invoices = new Map<string, FakeInvoice>();
  const refunds: RefundObject[] = [];
  const portalConfigurations = new Map<string, PortalConfigurationObject>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let baseUrl = '';

  const priceObject = (fields: {
    id?: string;
    unit_amount: number;
    currency?: string;
    interval?: string | undefined;
  }): PriceObject => ({
    id: fields.id ?? stripeId('price'),
    object: 'price',
    active: true,
    currency: fields.currency ?? 'usd',
    unit_amount: fields.unit_amount,
    product: stripeId('prod'),
    type: fields.interval ? 'recurring' : 'one_time',
    recurring: fields.interval
      ? { interval: fields.interval, interval_count: 1, usage_type: 'licensed' }
      : null,
    livemode: false,
  });
  const prices = new Map(
    (options.prices ?? []).map((price) => [
      price.id,
      priceObject({ id: price.id, unit_amount: price.unit_amount, interval: price.interval }),
    ]),
  );

  const customerOf = (id: unknown, param: string): CustomerObject => {
    const customerId = text(id);
    if (!customerId) throw invalid(`Missing required param: ${param}.`, param);
    const customer = customers.get(customerId);
    if (!customer) throw missing('customer', customerId, param);
    return customer;
  };
  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw missing('checkout.session', id, 'session');
    return session;
  };
  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id, 'id');
    return subscription;
  };

  /** The one line item a checkout may have here: a price id of the account, or `price_data`. */
  const linePrice = (body: Record<string, unknown>, mode: string): PriceObject => {
    const items = Array.isArray(body.line_items) ? body.line_items : [];
    if (items.length !== 1) throw invalid('This fake takes exactly one line item.', 'line_items');
    const item = record(items[0]);
    if (text(item.quantity) !== '1') throw invalid('Missing required param: line_items[0][quantity].');
    let price: PriceObject;
    const priceId = text(item.price);
    if (priceId) {
      const known = prices.get(priceId);
      if (!known) throw missing('price', priceId, 'line_items[0][price]');
      price = known;
    } else {
      const data = record(item.price_data);
      const amount = Number(text(data.unit_amount));
      const name = text(record(data.product_data).name);
      if (!text(data.currency)) throw invalid('Missing required param: line_items[0][price_data][currency].');
      if (!Number.isInteger(amount) || amount < 0) {
        throw invalid('Invalid integer: line_items[0][price_data][unit_amount].');
      }
      if (!name) throw invalid('Missing required param: line_items[0][price_data][product_data][name].');
      price = priceObject({
        unit_amount: amount,
        currency: text(data.currency),
        interval: text(record(data.recurring).interval),
      });
    }
    if (mode === 'subscription' && !price.recurring) {
      throw invalid('You must provide at least one recurring price in `subscription` mode.', 'line_items');
    }
    if (mode === 'payment' && price.recurring) {
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        'line_items',
      );
    }
    return price;
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(express.urlencoded({ extended: true, limit: '100kb' }));
  app.use((req, res, next) => {
    requests.push({
      method: req.method,
      path: req.path,
      body: record(req.body),
      stripeVersion: req.get('stripe-version'),
      idempotencyKey: req.get('idempotency-key'),
    });
    if (!/^Bearer (sk|rk)_(test|live)_\w+$/.test(req.get('authorization') ?? '')) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header.',
      );
    }
    if (failures.count > 0) {
      failures.count -= 1;
      res.setHeader('Stripe-Should-Retry', 'false');
      throw new StripeApiError(
        failures.status,
        'api_error',
        'Something went wrong on our end (fake outage).',
      );
    }
    const key = req.get('idempotency-key');
    const replay = req.method === 'POST' && key ? replies.get(key) : undefined;
    if (replay) {
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(replay.status).json(replay.body);
      return;
    }
    next();
  });

  /** Answers `object`, kept for a retry with the same idempotency key as Stripe keeps it. */
  const reply = (req: Request, res: Response, body: unknown) => {
    const key = req.get('idempotency-key');
    if (req.method === 'POST' && key) replies.set(key, { status: 200, body });
    res.json(body);
  };
  const created = () => seconds(now());

  app.post('/v1/customers', (req, res) => {
    const body = record(req.body);
    const customer: CustomerObject = {
      id: stripeId('cus'),
      object: 'customer',
      created: created(),
      email: text(body.email) ?? null,
      metadata: stringRecord(body.metadata),
      livemode: false,
    };
    customers.set(customer.id, customer);
    reply(req, res, customer);
  });

  app.post('/v1/checkout/sessions', (req, res) => {
    const body = record(req.body);
    const mode = text(body.mode);
    if (mode !== 'payment' && mode !== 'subscription') {
      throw invalid(mode ? `Invalid mode: ${mode}` : 'Missing required param: mode.', 'mode');
    }
    const successUrl = text(body.success_url);
    if (!successUrl) throw invalid('Missing required param: success_url.', 'success_url');
    const customer = body.customer === undefined ? null : customerOf(body.customer, 'customer');
    const price = linePrice(body, mode);
    const id = stripeId('cs_test');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: customer?.id ?? null,
      client_reference_id: text(body.client_reference_id) ?? null,
      metadata: stringRecord(body.metadata),
      success_url: successUrl,
      cancel_url: text(body.cancel_url) ?? null,
      url: `${baseUrl}/c/pay/${id}`,
      subscription: null,
      payment_intent: null,
      amount_total: price.unit_amount,
      currency: price.currency,
      created: created(),
      expires_at: created() + 24 * 3600,
      livemode: false,
      ui_mode: 'hosted',
    };
    sessions.set(id, session);
    sessionItems.set(id, price);
    sessionSubscriptionMetadata.set(id, stringRecord(record(body.subscription_data).metadata));
    reply(req, res, session);
  });

  app.get('/v1/checkout/sessions/:id', (req, res) => {
    reply(req, res, sessionOf(req.params.id));
  });

  app.post('/v1/billing_portal/sessions', (req, res) => {
    const body = record(req.body);
    const customer = customerOf(body.customer, 'customer');
    const configuration = text(body.configuration);
    if (configuration !== undefined && !portalConfigurations.has(configuration)) {
      throw missing('billing_portal.configuration', configuration, 'configuration');
    }
    const id = stripeId('bps');
    reply(req, res, {
      id,
      object: 'billing_portal.session',
      configuration: configuration ?? 'bpc_fake_default',
      created: created(),
      customer: customer.id,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: text(body.return_url) ?? null,
      url: `${baseUrl}/p/session/${id}`,
    });
  });

  app.get('/v1/subscriptions/:id', (req, res) => {
    reply(req, res, subscriptionOf(req.params.id));
  });

  app.post('/v1/subscriptions/:id', (req, res) => {
    const subscription = subscriptionOf(req.params.id);
    const body = record(req.body);
    if (subscription.status === 'canceled') {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const flag = text(body.cancel_at_period_end);
    const cancelAt = text(body.cancel_at);
    if (flag !== undefined && cancelAt !== undefined) {
      throw invalid('You may only specify one of these parameters: cancel_at, cancel_at_period_end.');
    }
    const behaviour = text(body.proration_behavior);
    if (behaviour !== undefined && !['create_prorations', 'none', 'always_invoice'].includes(behaviour)) {
      throw invalid(`Invalid proration_behavior: must be one of create_prorations, none, or always_invoice`);
    }
    // Items first: a refused item changes nothing.
    const items = body.items === undefined ? [] : Array.isArray(body.items) ? body.items : null;
    if (items === null) throw invalid('Invalid array', 'items');
    const changes = items.map((entry, index) => {
      const change = record(entry);
      const item = subscription.items.data.find((candidate) => candidate.id === text(change.id));
      if (!item) throw invalid(`Invalid subscription item: items[${index}][id]`, `items[${index}][id]`);
      const priceId = text(change.price);
      if (!priceId)
        throw invalid(`Missing required param: items[${index}][price].`, `items[${index}][price]`);
      const price = prices.get(priceId);
      if (!price) throw missing('price', priceId, `items[${index}][price]`);
      if (!price.recurring)
        throw invalid(
          'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        );
      return { item, price };
    });
    for (const { item, price } of changes) item.price = price;
    if (flag !== undefined) {
      if (flag !== 'true' && flag !== 'false') throw invalid('Invalid boolean', 'cancel_at_period_end');
      subscription.cancel_at_period_end = flag === 'true';
      subscription.canceled_at = flag === 'true' ? created() : null;
      if (flag === 'false') subscription.cancel_at = null;
    }
    if (cancelAt !== undefined) {
      subscription.cancel_at = cancelAt === '' ? null : Number(cancelAt);
      if (cancelAt === '') subscription.canceled_at = null;
    }
    Object.assign(subscription.metadata, stringRecord(body.metadata));
    reply(req, res, subscription);
  });

  app.delete('/v1/subscriptions/:id', (req, res) => {
    const subscription = subscriptionOf(req.params.id);
    if (subscription.status === 'canceled') {
      throw invalid(`No such subscription: '${subscription.id}' is already canceled.`);
    }
    subscription.status = 'canceled';
    subscription.canceled_at = created();
    subscription.ended_at = created();
    reply(req, res, subscription);
  });

  app.post('/v1/prices', (req, res) => {
    const body = record(req.body);
    const amount = Number(text(body.unit_amount));
    if (!text(body.currency)) throw invalid('Missing required param: currency.', 'currency');
    if (!Number.isInteger(amount) || amount < 0)
      throw invalid('Invalid integer: unit_amount.', 'unit_amount');
    if (!text(body.product) && !text(record(body.product_data).name)) {
      throw invalid('Missing required param: product_data[name].', 'product_data');
    }
    const price = priceObject({
      unit_amount: amount,
      currency: text(body.currency),
      interval: text(record(body.recurring).interval),
    });
    prices.set(price.id, price);
    reply(req, res, price);
  });

  app.get('/v1/invoice_payments', (req, res) => {
    const invoiceId = text(req.query.invoice);
    const status = text(req.query.status);
    const invoice = invoiceId ? invoices.get(invoiceId) : undefined;
    if (invoiceId && !invoice) throw missing('invoice', invoiceId, 'invoice');
    const payments = [...invoices.values()]
      .filter((candidate) => (invoice ? candidate === invoice : true) && candidate.paymentIntent !== null)
      .map((candidate) => ({
        id: stripeId('inpay'),
        object: 'invoice_payment',
        amount_paid: candidate.amount,
        amount_requested: candidate.amount,
        created: created(),
        currency: candidate.currency,
        invoice: candidate.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: candidate.paymentIntent },
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: created() },
      }))
      .filter((payment) => status === undefined || payment.status === status);
    reply(req, res, { object: 'list', url: '/v1/invoice_payments', has_more: false, data: payments });
  });

  app.post('/v1/refunds', (req, res) => {
    const body = record(req.body);
    const paymentIntent = text(body.payment_intent);
    const charge = text(body.charge);
    if (!paymentIntent && !charge) throw invalid('Missing required param: charge or payment_intent.');
    const invoice = [...invoices.values()].find((candidate) => candidate.paymentIntent === paymentIntent);
    if (paymentIntent && !invoice) throw missing('payment_intent', paymentIntent, 'payment_intent');
    if (refunds.some((refund) => refund.payment_intent === paymentIntent)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge for ${paymentIntent} has already been refunded.`,
        {
          code: 'charge_already_refunded',
        },
      );
    }
    const refund: RefundObject = {
      id: stripeId('re'),
      object: 'refund',
      amount: invoice?.amount ?? 0,
      currency: invoice?.currency ?? 'usd',
      charge: charge ?? null,
      payment_intent: paymentIntent ?? null,
      reason: text(body.reason) ?? null,
      status: 'succeeded',
      metadata: stringRecord(body.metadata),
      created: created(),
    };
    refunds.push(refund);
    reply(req, res, refund);
  });

  app.get('/v1/billing_portal/configurations', (req, res) => {
    const active = text(req.query.active);
    const data = [...portalConfigurations.values()].filter(
      (configuration) => active === undefined || String(configuration.active) === active,
    );
    reply(req, res, { object: 'list', url: '/v1/billing_portal/configurations', has_more: false, data });
  });

  app.post('/v1/billing_portal/configurations', (req, res) => {
    const body = record(req.body);
    if (Object.keys(record(body.features)).length === 0) {
      throw invalid('Missing required param: features.', 'features');
    }
    const configuration: PortalConfigurationObject = {
      id: stripeId('bpc'),
      object: 'billing_portal.configuration',
      active: true,
      is_default: false,
      name: text(body.name) ?? null,
      metadata: stringRecord(body.metadata),
      features: record(body.features),
      created: created(),
      updated: created(),
      livemode: false,
    };
    portalConfigurations.set(configuration.id, configuration);
    reply(req, res, configuration);
  });

  app.use((req) => {
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  });
  const answerError: ErrorRequestHandler = (error, _req, res, _next) => {
    const known =
      error instanceof StripeApiError
        ? error
        : new StripeApiError(400, 'invalid_request_error', `Invalid request: ${String(error)}`);
    res.status(known.status).json({ error: { type: known.type, message: known.message, ...known.extra } });
  };
  app.use(answerError);

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const testSubscription = (id: string): FakeSubscription => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`The fake Stripe has no subscription ${id}`);
    return subscription;
  };

  return {
    url: baseUrl,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    checkoutSession(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`The fake Stripe has no checkout session ${id}`);
      return structuredClone(session);
    },
    subscription: (id) => structuredClone(testSubscription(id)),
    invoice(subscriptionId, fields = {}) {
      const subscription = testSubscription(subscriptionId);
      return {
        id: stripeId('in'),
        object: 'invoice',
        customer: subscription.customer,
        status: fields.status ?? 'open',
        billing_reason: fields.billing_reason ?? 'subscription_cycle',
        amount_due: subscription.items.data[0]?.price.unit_amount ?? 0,
        currency: subscription.currency,
        created: created(),
        livemode: false,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
        },
      };
    },
    completeCheckout(sessionId, { paid = true } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The fake Stripe has no checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
      session.status = 'complete';
      session.payment_status = paid ? 'paid' : 'unpaid';
      session.url = null;
      if (session.mode === 'payment') {
        session.payment_intent = stripeId('pi');
      } else {
        const price = sessionItems.get(sessionId);
        if (!price || !session.customer) throw new Error(`Checkout session ${sessionId} cannot subscribe`);
        const start = now();
        const id = stripeId('sub');
        const invoiceId = stripeId('in');
        invoices.set(invoiceId, {
          id: invoiceId,
          subscription: id,
          amount: price.unit_amount,
          currency: price.currency,
          paymentIntent: paid ? stripeId('pi') : null,
        });
        subscriptions.set(id, {
          id,
          object: 'subscription',
          customer: session.customer,
          status: paid ? 'active' : 'incomplete',
          metadata: { ...sessionSubscriptionMetadata.get(sessionId) },
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          ended_at: null,
          created: seconds(start),
          start_date: seconds(start),
          billing_cycle_anchor: seconds(start),
          collection_method: 'charge_automatically',
          currency: price.currency,
          latest_invoice: invoiceId,
          items: {
            object: 'list',
            data: [
              {
                id: stripeId('si'),
                object: 'subscription_item',
                created: seconds(start),
                current_period_start: seconds(start),
                current_period_end: seconds(addMonth(start)),
                metadata: {},
                price,
                quantity: 1,
                subscription: id,
              },
            ],
            has_more: false,
            total_count: 1,
            url: `/v1/subscription_items?subscription=${id}`,
          },
          livemode: false,
        });
        session.subscription = id;
      }
      return structuredClone(session);
    },
    updateSubscription(id, patch) {
      const subscription = testSubscription(id);
      const item = subscription.items.data[0];
      if (patch.status !== undefined) subscription.status = patch.status;
      if (patch.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = patch.cancelAtPeriodEnd;
      if (patch.cancelAt !== undefined) {
        subscription.cancel_at = patch.cancelAt === null ? null : seconds(patch.cancelAt);
      }
      if (patch.currentPeriodEnd !== undefined && item) {
        const end = seconds(patch.currentPeriodEnd);
        if (end > item.current_period_end) item.current_period_start = item.current_period_end;
        item.current_period_end = end;
      }
      return structuredClone(subscription);
    },
    deleteSubscription(id) {
      const subscription = testSubscription(id);
      subscription.status = 'canceled';
      subscription.canceled_at = created();
      subscription.ended_at = created();
      return structuredClone(subscription);
    },
    refunds: () => structuredClone(refunds),
    portalConfigurations: () => structuredClone([...portalConfigurations.values()]),
    failNext(count = 1, status = 500) {
      failures = { count, status };
    },
    async sendEvent(serverUrl, type, object, { id = stripeId('evt'), secret, signature }) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: created(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const header =
        signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret }) : signature;
      const response = await fetch(`${serverUrl}/api/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(header !== null && { 'stripe-signature': header }),
        },
        body: payload,
      });
      const answer = await response.text();
      return { id, status: response.status, body: answer ? JSON.parse(answer) : undefined };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
