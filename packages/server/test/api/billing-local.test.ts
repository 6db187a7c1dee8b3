/**
 * Billing on the embedded default (the local checkout), through the SDK and the checkout and portal
 * pages as a browser posts them, against a real server whose clock the test moves.
 */
import { UPGRADE_REASONS } from '@lineup-lab/core';
import {
  ConflictError,
  type LineupLabClient,
  NotFoundError,
  UpgradeRequiredError,
  ValidationError,
} from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { handClock } from '../support/hand-clock.js';
import { rawAgent, sendRaw, sendWithHost } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makePro, storedUser } from '../support/users.js';

const START = '2026-11-24T12:00:00Z';
const clock = handClock(START);
let server: TestServer;
let admin: LineupLabClient;

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const GOOD_CARD = { name: 'Pat Manager', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

/** Posts a form as the browser does, without following the redirect. */
async function postForm(path: string, fields: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** A new free user and a checkout of `planType` they started. */
async function checkout(email: string, planType = 'monthly') {
  const client = await server.signUp(email);
  const { url } = await client.billing.createCheckout({ planType });
  return { client, url };
}

describe('checkout on the local test checkout', () => {
  it('sends a free user to a test checkout page, clearly labelled, for the plan chosen', async () => {
    const { url } = await checkout('local-page@example.com');
    expect(url).toMatch(/^\/local-billing\/checkout\/cs_local_[\w-]{32}$/);
    const page = await fetch(new URL(url, server.url));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<h1>Test checkout</h1>');
    expect(html).toContain('Test mode.');
    expect(html).toContain('Lineup Lab Monthly');
    expect(html).toContain('Pay $6.00');
  });

  it('makes the user Pro on the monthly plan when the test card pays, and returns to /billing/success', async () => {
    const { client, url } = await checkout('local-monthly@example.com');
    const paid = await postForm(`${url}/pay`, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${server.url}/billing/success`);

    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({
      tier: 'pro',
      status: 'active',
      planId: 'monthly',
      cancelAtPeriodEnd: false,
      currentPeriod: { end: '2026-12-24T12:00:00.000Z' },
      limits: { maxTeams: null, maxLeagues: null },
    });
    expect(status.stripeCustomerId).toMatch(/^cus_local_/);
    expect(status.stripeSubscriptionId).toMatch(/^sub_local_/);
  });

  it('leaves the user free on a declined card, saying so on the page, and lets them pay again', async () => {
    const { client, url } = await checkout('local-declined@example.com');
    const declined = await postForm(`${url}/pay`, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect((await client.user.subscriptionStatus()).tier).toBe('free');

    expect((await postForm(`${url}/pay`, GOOD_CARD)).status).toBe(303);
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');
  });

  it('names the field at fault for a card that is not a test card', async () => {
    const { url } = await checkout('local-badcard@example.com');
    const refused = await postForm(`${url}/pay`, { ...GOOD_CARD, expiry: '01/20' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Your card&#x27;s expiry date is in the past');
    expect(refused.html).toContain('aria-invalid="true"');
  });

  it('charges once when the form is sent twice at once', async () => {
    const { client, url } = await checkout('local-double@example.com');
    const answers = await Promise.all([postForm(`${url}/pay`, GOOD_CARD), postForm(`${url}/pay`, GOOD_CARD)]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const user = await storedUser(server.store, 'local-double@example.com');
    const subscriptions = await COLLECTIONS.entitlements.of(server.store).find({ userId: user._id });
    expect(subscriptions).toHaveLength(1);
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');
  });

  it('returns to /billing/cancel when the user cancels, and the checkout can no longer be paid', async () => {
    const { client, url } = await checkout('local-cancel@example.com');
    const cancelled = await postForm(`${url}/cancel`);
    expect(cancelled).toMatchObject({ status: 303, location: `${server.url}/billing/cancel` });
    const again = await postForm(`${url}/pay`, GOOD_CARD);
    expect(again.status).toBe(303);
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
    expect(await (await fetch(new URL(url, server.url))).text()).toContain('Checkout cancelled');
  });

  it('answers an unknown checkout with a page, 404', async () => {
    const response = await fetch(new URL('/local-billing/checkout/cs_local_nope', server.url));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This link has expired');
  });

  it('sells a Season Pass: Pro until the season ends, nothing to cancel', async () => {
    const { client, url } = await checkout('local-pass@example.com', 'season');
    const page = await (await fetch(new URL(url, server.url))).text();
    expect(page).toContain('Pay $15.00');
    await postForm(`${url}/pay`, GOOD_CARD);
    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({
      tier: 'pro',
      planId: 'season',
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: null,
    });
    // No schedule in this store: the pass runs to 15 February after the season under way.
    expect(status.currentPeriod?.end).toBe('2027-02-15T00:00:00.000Z');
    await expect(client.billing.cancel()).rejects.toThrow(ConflictError);
  });

  it("states the pass's end in the buyer's time zone, the day the billing page shows them (issue 25 #7)", async () => {
    const client = await server.signUp('local-pass-zone@example.com');
    const { url } = await client.billing.createCheckout({
      planType: 'season',
      timeZone: 'America/Los_Angeles',
    });
    // 2027-02-15T00:00Z is the evening of the 14th in California.
    expect(await (await fetch(new URL(url, server.url))).text()).toContain(
      '$15.00 once, Pro until February 14, 2027 at 4:00 PM PST',
    );
    const { url: inUtc } = await client.billing.createCheckout({ planType: 'season' });
    expect(await (await fetch(new URL(inUtc, server.url))).text()).toContain(
      'Pro until February 15, 2027 at 00:00 UTC',
    );
    await expect(
      client.billing.createCheckout({ planType: 'season', timeZone: 'Mars/Olympus_Mons' }),
    ).rejects.toThrow(ValidationError);
  });

  it('refuses an unknown or free plan (400), and the plan the user already has (409)', async () => {
    const { client, url } = await checkout('local-refusals@example.com');
    await expect(client.billing.createCheckout({ planType: 'free' })).rejects.toThrow(ValidationError);
    await expect(client.billing.createCheckout({ planType: 'platinum' })).rejects.toThrow(ValidationError);
    await postForm(`${url}/pay`, GOOD_CARD);
    await expect(client.billing.createCheckout({ planType: 'monthly' })).rejects.toThrow(
      'You already have the Monthly plan',
    );
  });

  it('needs a signed-in user to start a checkout', async () => {
    await expect(server.anonymous().billing.createCheckout({ planType: 'monthly' })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('cancel, lapse and the portal', () => {
  it('cancels at the period end: Pro is kept until then, and free on the first read after', async () => {
    clock.set(START);
    const { client, url } = await checkout('local-lapse@example.com');
    await postForm(`${url}/pay`, GOOD_CARD);
    await client.teams.create({ teamName: 'First' });
    await client.teams.create({ teamName: 'Second' });

    const cancelled = await client.billing.cancel();
    expect(cancelled).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: true,
      currentPeriod: { end: '2026-12-24T12:00:00.000Z' },
    });
    await expect(client.billing.cancel()).rejects.toThrow('Your subscription is already cancelled');

    clock.set('2026-12-24T11:59:59Z');
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');
    clock.set('2026-12-24T12:00:00Z');
    const lapsed = await client.user.subscriptionStatus();
    expect(lapsed).toMatchObject({ tier: 'free', status: 'canceled', planId: null, currentPeriod: null });
    // Free again: the teams stay, a third is refused by the tier rule.
    expect((await client.user.teams()).teams).toHaveLength(2);
    await expect(client.teams.create({ teamName: 'Third' })).rejects.toThrow(UpgradeRequiredError);
    clock.set(START);
  });

  it('lapses an uncancelled subscription whose period ended unpaid', async () => {
    clock.set(START);
    const { client, url } = await checkout('local-unpaid@example.com');
    await postForm(`${url}/pay`, GOOD_CARD);
    clock.set('2027-01-01T00:00:00Z');
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
    clock.set(START);
  });

  it('opens a test portal where the user cancels, switches plan and returns', async () => {
    const { client, url } = await checkout('local-portal@example.com');
    await expect(client.billing.createPortal()).resolves.toMatchObject({
      url: expect.stringMatching(/^\/local-billing\/portal\//),
    });
    await postForm(`${url}/pay`, GOOD_CARD);

    const { url: portal } = await client.billing.createPortal();
    const page = await (await fetch(new URL(portal, server.url))).text();
    expect(page).toContain('<h1>Test billing portal</h1>');
    expect(page).toContain('Renews on December 24, 2026 at 12:00 UTC.');
    expect(page).toContain(`href="${server.url}/billing"`);

    const { stripeSubscriptionId } = await client.user.subscriptionStatus();
    const cancelled = await postForm(`${portal}/cancel`, { subscriptionId: stripeSubscriptionId ?? '' });
    expect(cancelled.html).toContain('Cancelled; Pro until December 24, 2026 at 12:00 UTC.');
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });

    const switched = await postForm(`${portal}/switch`, { planId: 'season' });
    expect(switched.status).toBe(303);
    expect(switched.location).toMatch(/^\/local-billing\/checkout\//);
    await postForm(`${switched.location}/pay`, GOOD_CARD);
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', planId: 'season' });
  });

  it('refuses the portal to a user who never went to checkout, and a cancel with nothing to cancel', async () => {
    const client = await server.signUp('local-noportal@example.com');
    await expect(client.billing.createPortal()).rejects.toThrow(
      'You have no billing account yet: choose a plan first',
    );
    await expect(client.billing.cancel()).rejects.toThrow('You have no subscription to cancel');
  });

  it('answers a cancel of a subscription the provider no longer has as nothing to cancel (409, not 404)', async () => {
    const client = await server.signUp('local-gone@example.com');
    await client.user.subscriptionStatus();
    await makePro(server.store, 'local-gone@example.com');
    await expect(client.billing.cancel()).rejects.toMatchObject({
      status: 409,
      message: 'You have no subscription to cancel',
    });
  });

  it("does not let one user's portal link act on another user's subscription", async () => {
    const owner = await checkout('local-owner@example.com');
    await postForm(`${owner.url}/pay`, GOOD_CARD);
    const { stripeSubscriptionId } = await owner.client.user.subscriptionStatus();
    const other = await checkout('local-other@example.com');
    await postForm(`${other.url}/pay`, GOOD_CARD);
    const { url: otherPortal } = await other.client.billing.createPortal();

    const attempt = await postForm(`${otherPortal}/cancel`, { subscriptionId: stripeSubscriptionId ?? '' });
    expect(attempt.status).toBe(404);
    expect((await owner.client.user.subscriptionStatus()).cancelAtPeriodEnd).toBe(false);
  });
});

describe('one Pro that renews, on the local checkout (issue 25 #4)', () => {
  it('refuses Monthly to a Season Pass holder, in the API and the portal, and lists the pass', async () => {
    clock.set(START);
    const client = await server.signUp('local-pass-holder@example.com');
    const { url } = await client.billing.createCheckout({
      planType: 'season',
      timeZone: 'America/Los_Angeles',
    });
    await postForm(`${url}/pay`, GOOD_CARD);
    const refusal = await client.billing
      .createCheckout({ planType: 'monthly' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({
      status: 409,
      message:
        'Your Season Pass keeps Pro until February 15, 2027 (UTC); you can choose Monthly after it ends',
    });
    const status = await client.user.subscriptionStatus();
    expect(status.entitlements).toMatchObject([
      {
        kind: 'pass',
        planId: 'season',
        currentPeriodEnd: '2027-02-15T00:00:00.000Z',
        cancelAtPeriodEnd: true,
      },
    ]);

    const { url: portal } = await client.billing.createPortal();
    const page = await (await fetch(new URL(portal, server.url))).text();
    expect(page).not.toContain('Switch to Monthly');
    // In the zone the app sent with the checkout, as the checkout page and /billing state it.
    expect(page).toContain('Paid once; Pro until February 14, 2027 at 4:00 PM PST.');
    expect(page).toContain(
      'Your Season Pass keeps Pro until February 14, 2027 at 4:00 PM PST; you can choose Monthly after it ends.',
    );
    // A switch posted anyway (an old page) is refused by the same rule.
    const forced = await postForm(`${portal}/switch`, { planId: 'monthly' });
    expect(forced.status).toBe(409);
    expect((await client.user.subscriptionStatus()).entitlements).toHaveLength(1);
  });

  it('renews a cancelled subscription again from the portal instead of selling a second one', async () => {
    clock.set(START);
    const { client, url } = await checkout('local-renew-again@example.com');
    await postForm(`${url}/pay`, GOOD_CARD);
    await client.billing.cancel();
    const { url: portal } = await client.billing.createPortal();
    const page = await (await fetch(new URL(portal, server.url))).text();
    expect(page).toContain('Renew Monthly again');
    const renewed = await postForm(`${portal}/switch`, { planId: 'monthly' });
    expect(renewed).toMatchObject({ status: 303, location: `${server.url}/billing` });
    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({ tier: 'pro', planId: 'monthly', cancelAtPeriodEnd: false });
    expect(status.entitlements).toHaveLength(1);
  });

  it('ends two Monthly checkouts paid in two tabs with one subscription: the later refunded and recorded', async () => {
    clock.set(START);
    const client = await server.signUp('local-two-tabs@example.com');
    const first = await client.billing.createCheckout({ planType: 'monthly' });
    const second = await client.billing.createCheckout({ planType: 'monthly' });
    expect((await postForm(`${first.url}/pay`, GOOD_CARD)).status).toBe(303);
    clock.set('2026-11-24T12:03:00Z');
    expect((await postForm(`${second.url}/pay`, GOOD_CARD)).status).toBe(303);

    const user = await storedUser(server.store, 'local-two-tabs@example.com');
    const subscriptions = await COLLECTIONS.localSubscriptions
      .of(server.store)
      .find({ customerId: user.subscription.stripeCustomerId ?? '' });
    const [kept, refunded] = [...subscriptions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(kept).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(kept?.refundedAt).toBeUndefined();
    expect(refunded).toMatchObject({ status: 'canceled', refundedAt: '2026-11-24T12:03:00.000Z' });
    const status = await client.user.subscriptionStatus();
    expect(status).toMatchObject({ tier: 'pro', stripeSubscriptionId: kept?._id });
    expect(status.entitlements.map((e) => e.id)).toEqual([kept?._id]);
    expect(await admin.admin.audit({ action: 'billing.duplicate_refunded' })).toMatchObject({
      entries: [
        {
          action: 'billing.duplicate_refunded',
          actor: 'lineup-server billing',
          target: user._id,
          detail: `Subscription ${refunded?._id} (monthly) started beside ${kept?._id}: ended and refunded`,
        },
      ],
    });
    clock.set(START);
  });
});

describe('exempt access (the administrator grants and revokes it)', () => {
  it('grants exempt with a reason, then revokes it back to what the user paid for', async () => {
    const client = await server.signUp('exempt-fan@example.com');
    await client.user.subscriptionStatus();
    const { _id: userId } = await storedUser(server.store, 'exempt-fan@example.com');
    expect(await admin.admin.setExempt(userId, { exempt: true, reason: 'beta tester' })).toMatchObject({
      tier: 'exempt',
      exemptReason: 'beta tester',
      limits: { maxTeams: null, maxLeagues: null },
    });
    expect((await client.user.subscriptionStatus()).tier).toBe('exempt');
    await expect(client.billing.createCheckout({ planType: 'monthly' })).rejects.toThrow(ConflictError);

    expect(await admin.admin.setExempt(userId, { exempt: false })).toMatchObject({
      tier: 'free',
      exemptReason: null,
    });
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
  });

  it('keeps a paying user Pro when exempt access is revoked', async () => {
    const { client, url } = await checkout('exempt-payer@example.com');
    await postForm(`${url}/pay`, GOOD_CARD);
    const { _id: userId } = await storedUser(server.store, 'exempt-payer@example.com');
    await admin.admin.setExempt(userId, { exempt: true });
    expect(await client.user.subscriptionStatus()).toMatchObject({
      tier: 'exempt',
      exemptReason: 'granted by admin',
    });
    await admin.admin.setExempt(userId, { exempt: false });
    expect(await client.user.subscriptionStatus()).toMatchObject({ tier: 'pro', planId: 'monthly' });
  });

  it("refuses to revoke the administrator's own access, an unknown user, and anyone but the administrator", async () => {
    await admin.user.subscriptionStatus();
    const { _id: adminId } = await storedUser(server.store, 'admin@lineup-lab.test');
    await expect(admin.admin.setExempt(adminId, { exempt: false })).rejects.toThrow(
      "The administrator's access cannot be revoked",
    );
    await expect(admin.admin.setExempt('no-such-user', { exempt: true })).rejects.toThrow(NotFoundError);
    const user = await server.signUp('exempt-self@example.com');
    await user.user.subscriptionStatus();
    const { _id: selfId } = await storedUser(server.store, 'exempt-self@example.com');
    await expect(user.admin.setExempt(selfId, { exempt: true })).rejects.toMatchObject({ status: 403 });
    expect((await user.user.subscriptionStatus()).tier).toBe('free');
  });
});

describe('tier rules from the route table', () => {
  it('refuses a free user a pro-only call with 403 and upgradeRequired, before the use case', async () => {
    const client = await server.signUp('tier-free@example.com');
    await client.teams.create({ teamName: 'Only' });
    const refusal = await client.teams.create({ teamName: 'Another' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UpgradeRequiredError);
    expect(refusal).toMatchObject({
      status: 403,
      body: { upgradeRequired: true, message: UPGRADE_REASONS.createTeam },
    });
  });
});

describe('the local billing pages under malformed requests', () => {
  it('answer below 500: bad encodings, unknown ids, odd bodies', async () => {
    const requests: Array<[string, string, string?]> = [
      ['GET', '/local-billing/checkout/%ZZ'],
      ['POST', '/local-billing/checkout/%ZZ/pay', 'cardNumber=4242'],
      ['POST', '/local-billing/checkout/x/pay', 'cardNumber[]=1&cardNumber[]=2&name=%ZZ'],
      ['POST', '/local-billing/checkout/x/cancel', ''],
      ['GET', '/local-billing/portal/%E0%A4%A'],
      ['POST', '/local-billing/portal/x/cancel', 'subscriptionId=__proto__'],
      ['POST', '/local-billing/portal/x/switch', `planId=${'p'.repeat(20_000)}`],
    ];
    for (const [method, path, body] of requests) {
      const response = await fetch(new URL(path, server.url), {
        method,
        ...(body !== undefined && { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      });
      expect({ path, status: response.status < 500 }).toEqual({ path, status: true });
    }
  });

  it('refuses a malformed card form on a real checkout without paying', async () => {
    const { client, url } = await checkout('local-malformed@example.com');
    const response = await fetch(new URL(`${url}/pay`, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber[]=4242424242424242&expiry=12/34&cvc=123&name=A',
    });
    expect(response.status).toBe(400);
    expect((await client.user.subscriptionStatus()).tier).toBe('free');
  });
});

describe('return URLs never come from the Host header (issue 25 #9)', () => {
  /** A new user's checkout and portal asked for with `host` as the Host header. */
  async function viaHost(email: string, host: string) {
    const { client, token } = await server.signUpWithToken(email);
    const call = (path: string, body?: unknown) =>
      sendWithHost(server.url, { method: 'POST', path, host, token, ...(body !== undefined && { body }) });
    const started = await call('/api/subscription/create-checkout', { planType: 'monthly' });
    expect(started.status).toBe(200);
    const { url } = started.body as { url: string };
    return { client, url, call };
  }

  it('pays a checkout started with Host: evil.example and returns to the server itself, as does its portal', async () => {
    const { client, url, call } = await viaHost('local-evil-host@example.com', 'evil.example');
    const paid = await postForm(`${url}/pay`, GOOD_CARD);
    expect(paid).toMatchObject({ status: 303, location: `${server.url}/billing/success` });
    expect((await client.user.subscriptionStatus()).tier).toBe('pro');

    const portal = await call('/api/subscription/create-portal');
    expect(portal.status).toBe(200);
    const page = await (await fetch(new URL((portal.body as { url: string }).url, server.url))).text();
    expect(page).toContain(`href="${server.url}/billing"`);
    expect(page).not.toContain('evil.example');
  });

  it('cancels back to the server itself too, whatever port the forged Host names', async () => {
    const { url } = await viaHost('local-evil-port@example.com', `evil.example:${new URL(server.url).port}`);
    const cancelled = await postForm(`${url}/cancel`);
    expect(cancelled).toMatchObject({ status: 303, location: `${server.url}/billing/cancel` });
  });

  it('serves a forged Host as the server itself: the sign-in provider names no other address either', async () => {
    const agent = rawAgent();
    const get = async (target: string, host: string) =>
      (
        await sendRaw(new URL(server.url), agent, { method: 'GET', target, headers: { host } })
      ).body.toString();
    try {
      const discovery = '/oidc/.well-known/openid-configuration';
      const forged = JSON.parse(await get(discovery, 'evil.example')) as Record<string, unknown>;
      expect(forged.authorization_endpoint).toBe(`${server.url}/oidc/auth`);
      expect(forged.jwks_uri).toBe(`${server.url}/oidc/jwks`);
      expect(JSON.stringify(forged)).not.toContain('evil.example');
      const logout = await get('/oidc/session/end', 'evil.example');
      expect(logout).toContain(`action="${server.url}/oidc/session/end/confirm"`);
      expect(logout).not.toContain('evil.example');
      // Another of its own addresses keeps its own endpoints.
      const port = new URL(server.url).port;
      const local = JSON.parse(await get(discovery, `localhost:${port}`)) as Record<string, unknown>;
      expect(local.authorization_endpoint).toBe(`http://localhost:${port}/oidc/auth`);
    } finally {
      agent.destroy();
    }
  });

  it("keeps another of the server's own addresses (localhost for 127.0.0.1)", async () => {
    const own = new URL(server.url);
    const { url } = await viaHost('local-own-host@example.com', `localhost:${own.port}`);
    const paid = await postForm(`${url}/pay`, GOOD_CARD);
    expect(paid.location).toBe(`http://localhost:${own.port}/billing/success`);
  });
});
