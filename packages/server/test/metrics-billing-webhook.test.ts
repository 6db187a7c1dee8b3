/**
 * Billing webhook outcomes in `/metrics`, on a real server with its Stripe adapter pointed at the
 * fake Stripe: an event applied, the same event again (a duplicate), an event about a checkout
 * session Stripe does not know (acknowledged), a bad signature, and an event
 * whose application fails (Stripe's API answers 500, the server 503) are each counted once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.js';
import { sampleValue } from './support/prometheus-text.js';
import { startTestServer, type TestServer } from './support/server.js';

const WEBHOOK_SECRET = 'whsec_lineup_lab_metrics';
let fake: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeStripe({
    prices: [{ id: 'price_monthly_test', unit_amount: 600, interval: 'month' }],
  });
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_lineuplab',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

it('counts each webhook delivery by outcome', async () => {
  const send = (type: string, object: object, options: { id?: string; signature?: string | null } = {}) =>
    fake.sendEvent(server.url, type, object, { secret: WEBHOOK_SECRET, ...options });

  const first = await send('customer.created', { id: 'cus_metrics' });
  expect(first.status).toBe(200);
  expect((await send('customer.created', { id: 'cus_metrics' }, { id: first.id })).body).toMatchObject({
    duplicate: true,
  });
  expect(
    (await send('customer.created', { id: 'cus_metrics' }, { signature: 't=1,v1=deadbeef' })).status,
  ).toBe(400);
  // A checkout session Stripe does not know (404 there): acknowledged, counted apart.
  expect((await send('checkout.session.completed', { id: 'cs_test_unknown_metrics' })).status).toBe(200);
  fake.failNext(5, 500);
  // Stripe's API failing while the event is applied: 503, so that Stripe delivers it again.
  expect((await send('customer.subscription.updated', { id: 'sub_metrics' })).status).toBe(503);

  const text = await (await fetch(`${server.url}/metrics`)).text();
  const count = (outcome: string) => sampleValue(text, 'lineup_billing_webhook_total', { outcome });
  expect([
    count('applied'),
    count('duplicate'),
    count('unknown-object'),
    count('invalid-signature'),
    count('failed'),
  ]).toEqual([1, 1, 1, 1, 1]);
  expect(
    sampleValue(text, 'lineup_http_requests_total', {
      method: 'POST',
      route: '/api/webhooks/stripe',
      status: '503',
    }),
  ).toBe(1);
});
