import { setTimeout as sleep } from 'node:timers/promises';
import type { ContactMessageRequestInput } from '@lineup-lab/core';
import { type LineupLabClient, RateLimitError, ValidationError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { CONTACT_RATE } from '../../src/use-cases/contact/send-contact-message.js';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../support/server.js';
import { makePro, storedUser } from '../support/users.js';

let server: TestServer;
let anonymous: LineupLabClient;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = server.anonymous();
});
afterAll(() => server.close());

const form = (
  email: string,
  extra: Partial<ContactMessageRequestInput> = {},
): ContactMessageRequestInput => ({
  name: 'Sam Fan',
  email,
  subject: 'Lineup question',
  message: 'How do I move a player to FLEX?',
  ...extra,
});

const messages = () => COLLECTIONS.contactMessages.of(server.store);
const outbox = () => COLLECTIONS.outbox.of(server.store);

/**
 * Rate limits count in fixed 10-minute windows: a test that needs its messages in one window
 * waits out the last 3 seconds of a window rather than straddle two.
 */
async function awayFromWindowEdge(): Promise<void> {
  const left = CONTACT_RATE.windowMs - (Date.now() % CONTACT_RATE.windowMs);
  if (left < 3_000) await sleep(left + 50);
}

describe('POST /api/contact', () => {
  it('accepts an anonymous message with 201 { id, receivedAt }, stores it trimmed and mails support', async () => {
    const email = 'anon-sender@example.com';
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/contact',
      body: form(email, { name: '  Sam Fan  ', message: '  How do I move a player to FLEX?  ' }),
    });

    expect(response.status).toBe(201);
    const { id, receivedAt, priority } = response.body as {
      id: string;
      receivedAt: string;
      priority: boolean;
    };
    expect(priority).toBe(false);
    expect(Math.abs(Date.parse(receivedAt) - Date.now())).toBeLessThan(60_000);
    expect(await messages().findOne({ _id: id })).toEqual({
      _id: id,
      name: 'Sam Fan',
      email,
      subject: 'Lineup question',
      message: 'How do I move a player to FLEX?',
      userId: null,
      receivedAt,
      priority: false,
    });
    const mails = await outbox().find({ replyTo: email });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ADMIN_EMAIL,
      replyTo: email,
      subject: '[Lineup Lab support] Lineup question',
    });
    expect(mails[0]?.text).toContain('How do I move a player to FLEX?');
  });

  it("accepts a signed-in user's message through the SDK and stores who sent it", async () => {
    const email = 'signed-sender@example.com';
    const fan = await server.signUp(email);

    const { id, receivedAt } = await fan.contact.send(form(email));

    const { _id: userId } = await storedUser(server.store, email);
    expect(await messages().findOne({ _id: id })).toMatchObject({ userId, email, receivedAt });
    const [mail] = await outbox().find({ replyTo: email });
    expect(mail?.text).toContain(`(user ${userId})`);
  });

  it('refuses an incomplete form with the spec messages, from the server (400), storing nothing', async () => {
    const before = await messages().countDocuments({});
    const cases: Array<[Partial<ContactMessageRequestInput>, string, string]> = [
      [{ subject: '   ' }, 'Please fill in all fields', 'body.subject'],
      [{ name: '' }, 'Please fill in all fields', 'body.name'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address', 'body.email'],
      [{ email: 'fan@example' }, 'Please enter a valid email address', 'body.email'],
      [{ message: ' too short ' }, 'Message must be at least 10 characters long', 'body.message'],
    ];

    for (const [change, message, path] of cases) {
      const response = await rawRequest(server.url, {
        method: 'POST',
        path: '/api/contact',
        body: form('validation@example.com', change),
      });
      expect(response.status).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        issues: [{ path, message }],
      });
    }
    const missing = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/contact',
      body: { name: 'Sam' },
    });
    expect(errorBodyOf(missing).message).toBe('Please fill in all fields');

    const inSdk = await refusal(anonymous.contact.send(form('validation@example.com', { message: 'short' })));
    expect(inSdk).toBeInstanceOf(ValidationError);
    expect(inSdk).toMatchObject({
      status: undefined,
      message: 'Message must be at least 10 characters long',
    });
    expect(await messages().countDocuments({})).toBe(before);
  });

  it('refuses the 4th message in the window from one address with 429, Retry-After and retryAfter', async () => {
    await awayFromWindowEdge();
    const email = 'Chatty@Example.com';
    for (let n = 1; n <= CONTACT_RATE.limit; n++) await anonymous.contact.send(form(email));

    const error = await refusal(anonymous.contact.send(form(email.toLowerCase())));

    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.retryAfter).toBeLessThanOrEqual(CONTACT_RATE.windowMs / 1000);
    expect(error.message).toBe(`Rate limit exceeded. Please try again in ${error.retryAfter} seconds.`);

    const raw = await rawRequest(server.url, { method: 'POST', path: '/api/contact', body: form(email) });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(errorBodyOf(raw)).toMatchObject({ code: 'RATE_LIMITED', retryAfter });

    expect(await messages().countDocuments({ email: { $in: [email, email.toLowerCase()] } })).toBe(3);
    expect(await outbox().countDocuments({ replyTo: { $in: [email, email.toLowerCase()] } })).toBe(3);
    // Another address is not held back.
    await expect(anonymous.contact.send(form('quiet@example.com'))).resolves.toMatchObject({
      id: expect.any(String),
    });
  });

  it('limits a signed-in user across addresses too', async () => {
    await awayFromWindowEdge();
    const fan = await server.signUp('many-addresses@example.com');
    for (let n = 1; n <= CONTACT_RATE.limit; n++) await fan.contact.send(form(`alias-${n}@example.com`));

    const error = await refusal(fan.contact.send(form('alias-4@example.com')));

    expect(error).toBeInstanceOf(RateLimitError);
    expect(await messages().countDocuments({ email: 'alias-4@example.com' })).toBe(0);
  });
});

describe('priority support (issue 25: sold on every paid plan, did not exist)', () => {
  const priorityMails = async (email: string) => outbox().find({ replyTo: email });

  it("marks a Pro or exempt user's message priority and tags support's mail; a free user's, or an anonymous one's, is not", async () => {
    const pro = await server.signUp('priority-pro@example.com');
    await pro.user.subscriptionStatus();
    await makePro(server.store, 'priority-pro@example.com');
    const exempt = await server.signUp('priority-exempt@example.com');
    await exempt.user.subscriptionStatus();
    const { _id: exemptId } = await storedUser(server.store, 'priority-exempt@example.com');
    await (await server.signInAdmin()).admin.setExempt(exemptId, { exempt: true, reason: 'beta tester' });
    const free = await server.signUp('priority-free@example.com');

    const fromPro = await pro.contact.send(form('priority-pro@example.com', { subject: 'Import broke' }));
    const fromExempt = await exempt.contact.send(form('priority-exempt@example.com'));
    const fromFree = await free.contact.send(form('priority-free@example.com'));
    // The form cannot claim priority: the Pro user's address, sent without their token, is not.
    const posing = await anonymous.contact.send(form('priority-pro@example.com', { subject: 'Posing' }));

    expect([fromPro.priority, fromExempt.priority, fromFree.priority, posing.priority]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(await messages().findOne({ _id: fromPro.id })).toMatchObject({ priority: true });
    expect(await messages().findOne({ _id: fromFree.id })).toMatchObject({ priority: false });

    const proMails = await priorityMails('priority-pro@example.com');
    expect(proMails.map((mail) => [mail.subject, mail.importance ?? null])).toEqual(
      expect.arrayContaining([
        ['[Priority] [Lineup Lab support] Import broke', 'high'],
        ['[Lineup Lab support] Posing', null],
      ]),
    );
    expect(proMails.find((mail) => mail.subject.startsWith('[Priority]'))?.text).toContain(
      'Priority support (Pro user): answer within 8 hours.',
    );
    const [exemptMail] = await priorityMails('priority-exempt@example.com');
    expect(exemptMail?.subject).toBe('[Priority] [Lineup Lab support] Lineup question');
    expect(exemptMail?.text).toContain('Priority support (exempt user)');
    const [freeMail] = await priorityMails('priority-free@example.com');
    expect(freeMail?.subject).toBe('[Lineup Lab support] Lineup question');
    expect(freeMail?.importance).toBeUndefined();
  });

  it("lists support's messages to the administrator, priority first, filtered and sorted; refuses anyone else", async () => {
    const admin = await server.signInAdmin();
    const all = await admin.admin.contactMessages({ limit: 100 });
    expect(all.total).toBe(await messages().countDocuments({}));
    expect(all.priorityTotal).toBe(await messages().countDocuments({ priority: true }));
    expect(all.priorityTotal).toBeGreaterThanOrEqual(2);
    const flags = all.messages.map((message) => message.priority);
    expect(flags.slice(0, all.priorityTotal).every(Boolean)).toBe(true);
    expect(flags.slice(all.priorityTotal).some(Boolean)).toBe(false);
    const proMessage = all.messages.find((message) => message.subject === 'Import broke');
    expect(proMessage).toMatchObject({
      priority: true,
      email: 'priority-pro@example.com',
      userId: (await storedUser(server.store, 'priority-pro@example.com'))._id,
      mailError: null,
    });

    const priorityOnly = await admin.admin.contactMessages({ filter: 'priority' });
    expect(priorityOnly.total).toBe(all.priorityTotal);
    expect(priorityOnly.messages.every((message) => message.priority)).toBe(true);
    const standard = await admin.admin.contactMessages({ filter: 'standard', limit: 100 });
    expect(standard.total).toBe(all.total - all.priorityTotal);
    expect(standard.messages.some((message) => message.priority)).toBe(false);

    const newest = await admin.admin.contactMessages({ sort: 'newest', limit: 100 });
    const times = newest.messages.map((message) => message.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    // The last one sent comes first, though not priority.
    const posing = newest.messages.find((message) => message.subject === 'Posing');
    expect(posing?.priority).toBe(false);
    expect(posing?.receivedAt).toBe(times[0]);

    const pageTwo = await admin.admin.contactMessages({ limit: 10, page: 2 });
    expect(pageTwo.pagination).toEqual({
      current_page: 2,
      total_pages: Math.max(1, Math.ceil(all.total / 10)),
    });
    expect(pageTwo.messages.map((message) => message.id)).toEqual(
      all.messages.slice(10, 20).map((m) => m.id),
    );

    const fan = await server.signUp('nosy-fan@example.com');
    expect(await refusal(fan.admin.contactMessages())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(anonymous.admin.contactMessages())).toMatchObject({ status: 401 });
  });
});

describe('POST /api/waitlist', () => {
  it('answers a new and a repeated address the same, keeping one row with its source', async () => {
    const first = await anonymous.waitlist.signUp({ email: 'early@example.com', source: 'twitter_ad' });
    const again = await anonymous.waitlist.signUp({ email: '  EARLY@example.com ' });

    expect(first).toEqual({ ok: true, message: "You're on the list! We'll email you when a spot opens." });
    expect(again).toEqual(first);
    const rows = await COLLECTIONS.waitlist.of(server.store).find({});
    expect(rows.filter((row) => row.email.includes('early'))).toEqual([
      {
        _id: 'early@example.com',
        email: 'early@example.com',
        signupDate: expect.any(String),
        source: 'twitter_ad',
      },
    ]);
  });

  it('records the landing page as the default source', async () => {
    await anonymous.waitlist.signUp({ email: 'landing@example.com' });
    const row = await COLLECTIONS.waitlist.of(server.store).findOne({ _id: 'landing@example.com' });
    expect(row?.source).toBe('landing_page');
  });

  it("refuses a bad email with 400 'Please enter a valid email address'", async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/waitlist',
      body: { email: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      issues: [{ path: 'body.email' }],
    });
    const inSdk = await refusal(anonymous.waitlist.signUp({ email: 'still@nope' }));
    expect(inSdk).toMatchObject({ status: undefined, message: 'Please enter a valid email address' });
    expect(await COLLECTIONS.waitlist.of(server.store).countDocuments({ email: 'nope' })).toBe(0);
  });
});

describe('floods from one client, or from many (regression: 30 addresses all reached support; the waitlist had no limit)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // Behind a proxy on this machine: X-Forwarded-For names the client, so a test can be many clients.
    limited = await startTestServer({
      TRUST_PROXY: 'loopback',
      CONTACT_RATE_PER_CLIENT: '3/1h',
      CONTACT_RATE_GLOBAL: '5/1h',
      WAITLIST_RATE_PER_CLIENT: '4/1h',
      WAITLIST_RATE_GLOBAL: '6/1h',
    });
  });
  afterAll(() => limited.close());

  const post = (path: string, body: object, client: string) =>
    fetch(`${limited.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });

  it('holds one client to its contact limit, whatever addresses it writes from, then everyone to the global one', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/contact', form(`sender${i}+tag@example.com`), '203.0.113.1')).status).toBe(
        201,
      );
    }
    const refused = await post('/api/contact', form('sender-new@example.com'), '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Other clients may write …
    expect((await post('/api/contact', form('other@example.com'), '203.0.113.2')).status).toBe(201);
    expect((await post('/api/contact', form('third@example.com'), '203.0.113.3')).status).toBe(201);
    // … until everyone together has sent five in the hour.
    expect((await post('/api/contact', form('fourth@example.com'), '203.0.113.4')).status).toBe(429);
    expect(await COLLECTIONS.contactMessages.of(limited.store).countDocuments({})).toBe(5);
    expect(await COLLECTIONS.outbox.of(limited.store).countDocuments({ to: ADMIN_EMAIL })).toBe(5);
  });

  it('holds one client to its waitlist limit, then everyone to the global one', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/waitlist', { email: `wait${i}@example.com` }, '198.51.100.1')).status).toBe(
        200,
      );
    }
    expect((await post('/api/waitlist', { email: 'wait-more@example.com' }, '198.51.100.1')).status).toBe(
      429,
    );
    expect((await post('/api/waitlist', { email: 'w5@example.com' }, '198.51.100.2')).status).toBe(200);
    expect((await post('/api/waitlist', { email: 'w6@example.com' }, '198.51.100.3')).status).toBe(200);
    expect((await post('/api/waitlist', { email: 'w7@example.com' }, '198.51.100.4')).status).toBe(429);
    expect(await COLLECTIONS.waitlist.of(limited.store).countDocuments({})).toBe(6);
  });
});
