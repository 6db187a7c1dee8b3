/**
 * Which checkout a production server runs (issue 25 #1: a deployment that forgot the Stripe keys
 * handed out Pro to anyone who typed the test card). Real servers with NODE_ENV=production (so at
 * the standard password-hashing cost): without Stripe and without BILLING=local, nothing can be
 * bought and no test checkout is served; with BILLING=local the operator gets the test checkout
 * they asked for. Each server says at start which checkout runs.
 */
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@lineup-lab/core';
import { type LineupLabClient, ServerError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger } from '../support/recording-logger.js';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';

const PRODUCTION = { NODE_ENV: 'production', PASSWORD_HASH_COST: 'standard' };

describe('production without Stripe: payments are off', () => {
  const log = recordingLogger();
  let server: TestServer;
  let fan: LineupLabClient;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(PRODUCTION, { logger: log.logger });
    ({ client: fan, token } = await server.signUpWithToken('prod-off@example.com'));
  }, 60_000);
  afterAll(() => server.close());

  it('says at start that payments are not set up', () => {
    const line = log.lines.find((l) => l.billing !== undefined);
    expect(line).toMatchObject({ level: 40, billing: 'off' });
    expect(String(line?.msg)).toContain('payments are not set up');
  });

  it('answers a checkout 503 "Payments are not set up on this server", and makes nobody Pro', async () => {
    const error = await refusal(fan.billing.createCheckout({ planType: 'monthly' }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      status: 503,
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: 'Payments are not set up on this server',
    });
    const raw = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/subscription/create-checkout',
      token,
      body: { planType: 'season' },
    });
    expect(raw.status).toBe(503);
    expect(errorBodyOf(raw)).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: PAYMENTS_NOT_CONFIGURED_MESSAGE,
    });
    expect((await fan.user.subscriptionStatus()).tier).toBe('free');
  });

  it('answers the billing portal 503 with the same message', async () => {
    const error = await refusal(fan.billing.createPortal());
    expect(error).toMatchObject({
      status: 503,
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: PAYMENTS_NOT_CONFIGURED_MESSAGE,
    });
  });

  it('tells the billing page through the plans that no checkout is available', async () => {
    const { plans, checkoutAvailable } = await server.anonymous().billing.plans();
    expect(checkoutAvailable).toBe(false);
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'season', 'monthly']);
  });

  it('serves no local checkout or portal page, and takes no payment there', async () => {
    for (const path of [
      '/local-billing/checkout/cs_local_anything',
      '/local-billing/portal/bps_local_anything',
      '/local-billing/styles.css',
    ]) {
      // Not a route of this server: the web app's page (its own "not found"), never a checkout.
      const html = await (await fetch(new URL(path, server.url))).text();
      expect(html, path).not.toMatch(/Test checkout|Test mode|4242|billing portal/i);
    }
    const pay = await fetch(new URL('/local-billing/checkout/cs_local_anything/pay', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242424242424242&expiry=12%2F34&cvc=123&name=Pat',
      redirect: 'manual',
    });
    expect(pay.status).toBe(404);
  });

  it('lists the 503 of payments not set up in the OpenAPI document of checkout and portal', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const path of ['/api/subscription/create-checkout', '/api/subscription/create-portal']) {
      expect(document.paths[path]?.post?.responses['503']?.description, path).toContain(
        '`PAYMENTS_NOT_CONFIGURED`',
      );
    }
  });
});

describe('production with BILLING=local: the test checkout the operator asked for', () => {
  const log = recordingLogger();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...PRODUCTION, BILLING: 'local' }, { logger: log.logger });
  }, 60_000);
  afterAll(() => server.close());

  it('says at start that the local test checkout runs', () => {
    expect(log.lines.find((l) => l.billing !== undefined)).toMatchObject({ level: 40, billing: 'local' });
  });

  it('runs the local checkout: the test card makes the user Pro', async () => {
    const fan = await server.signUp('prod-local@example.com');
    expect((await fan.billing.plans()).checkoutAvailable).toBe(true);
    const { url } = await fan.billing.createCheckout({ planType: 'monthly' });
    expect(url).toMatch(/^\/local-billing\/checkout\/cs_local_/);
    const page = await fetch(new URL(url, server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Test mode.');
    const paid = await fetch(new URL(`${url}/pay`, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Pat Manager',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await fan.user.subscriptionStatus()).tier).toBe('pro');
  });
});
