import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { handClock } from '../../../test/support/hand-clock.js';
import { openEmbeddedStore } from '../../adapters/store/embedded-store.js';
import { COLLECTIONS, ensureIndexes } from '../../ports/collections.js';
import type { Mail, Mailer } from '../../ports/mailer.js';
import type { AccountRecord } from '../../records/account-record.js';
import { confirmEmail } from './confirm-email.js';
import { ensureAdminAccount } from './ensure-admin-account.js';
import { createHashGate } from './hash-gate.js';
import { logIn } from './log-in.js';
import { SCRYPT_COSTS } from './password-hash.js';
import { signUp } from './sign-up.js';

/**
 * Hashing at the test cost (N=2^10: about 2 ms a check, as test servers use): at the standard cost
 * (~200 ms a check) the throttle test's 30 sign-ins took 10 s alone and ran past the 20 s timeout
 * under load. Only the upgrade test uses the standard cost: it checks the upgrade to it.
 */
const TEST_COST = SCRYPT_COSTS.test;

const tokenIn = (mail: Mail | undefined) => /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

/**
 * A test's own store (a fresh embedded one), hand clock, mails and hashing gate, closed when the test
 * ends, with the helpers bound to them. Each test holds its own, never a variable of this file: a test
 * that times out runs on, and must not reach the next test's store and clock (it once did: the
 * throttle test's 13 advances of 15 minutes showed up as a 195-minute wait in the next test).
 */
async function world() {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-accounts-'));
  const store = await openEmbeddedStore({ dataDir: dir });
  onTestFinished(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  await ensureIndexes(store);
  const clock = handClock('2025-09-07T17:00:00Z');
  const mails: Mail[] = [];
  const gate = createHashGate({ concurrency: 2, queue: 8, cost: TEST_COST });
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
  };
  const signUpAs = (email: string, password: string) =>
    signUp({
      store,
      email,
      password,
      pending: { interaction: 'sign-in-1' },
      gate,
      mailer,
      verifyLink: (token) => `https://lineup.test/confirm?token=${token}`,
      signInLink: 'https://lineup.test/dashboard',
      clock,
    });
  return {
    store,
    clock,
    mails,
    signUpAs,
    logInAs: (email: string, password: string, device?: string) =>
      logIn({ store, email, password, gate, clock, ...(device && { device }) }),
    record: (email: string): Promise<AccountRecord | null> =>
      COLLECTIONS.accounts.of(store).findOne({ email }),
    /** Signs up and confirms an account. */
    async confirmed(email: string, password: string): Promise<void> {
      await signUpAs(email, password);
      await confirmEmail(store, tokenIn(mails.at(-1)), clock);
    },
  };
}

/** A world with fan@example.com signed up and confirmed (password `right-password`). */
async function withFan() {
  const w = await world();
  await w.confirmed('fan@example.com', 'right-password');
  return w;
}

describe('sign-up', () => {
  it('stores the email lower-cased with a scrypt hash, never the password, unconfirmed, and mails the link', async () => {
    const { mails, signUpAs, record } = await world();
    expect(await signUpAs(' Fan@Example.COM ', 'hunter2hunter2')).toEqual({ ok: true });
    const stored = await record('fan@example.com');
    expect(stored).toMatchObject({
      email: 'fan@example.com',
      emailVerified: false,
      lastLoginAt: null,
      createdAt: '2025-09-07T17:00:00.000Z',
      verification: { expiresAt: '2025-09-08T17:00:00.000Z' },
    });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain('hunter2');
    expect(mails).toEqual([
      expect.objectContaining({ to: 'fan@example.com', subject: 'Confirm your Lineup Lab account' }),
    ]);
    // The token is only in the mail; the store keeps its digest.
    expect(JSON.stringify(stored)).not.toContain(tokenIn(mails[0]));
  });

  it('answers a confirmed address like a free one, and mails its owner instead', async () => {
    const { mails, signUpAs, record, confirmed } = await world();
    await confirmed('fan@example.com', 'password-1');
    const before = await record('fan@example.com');
    expect(await signUpAs('FAN@example.com', 'password-2')).toEqual({ ok: true });
    expect(mails.at(-1)).toMatchObject({
      to: 'fan@example.com',
      subject: 'Someone tried to create a Lineup Lab account with your address',
    });
    expect(await record('fan@example.com')).toEqual(before);
  });

  it('lets the latest sign-up of an unconfirmed address replace the earlier one (the owner can always take it)', async () => {
    const { store, clock, mails, signUpAs, logInAs } = await world();
    await signUpAs('fan@example.com', 'impostor-password');
    const first = tokenIn(mails.at(-1));
    await signUpAs('fan@example.com', 'owner-password');
    expect(await confirmEmail(store, first, clock)).toEqual({ status: 'unknown' });
    expect(await confirmEmail(store, tokenIn(mails.at(-1)), clock)).toMatchObject({
      status: 'confirmed',
      account: { emailVerified: true },
    });
    expect(await logInAs('fan@example.com', 'impostor-password')).toMatchObject({ ok: false });
    expect(await logInAs('fan@example.com', 'owner-password')).toMatchObject({ ok: true });
  });

  it('refuses a bad email or a short password', async () => {
    const { mails, signUpAs } = await world();
    expect(await signUpAs('fan@', 'password-1')).toMatchObject({ ok: false, field: 'email' });
    expect(await signUpAs('fan@example.com', 'short')).toMatchObject({
      ok: false,
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
    expect(mails).toEqual([]);
  });
});

describe('confirmEmail', () => {
  it('confirms once, within a day, knows a link opened again or out of date, and refuses a malformed token', async () => {
    const { store, clock, mails, signUpAs } = await world();
    await signUpAs('fan@example.com', 'password-1');
    const token = tokenIn(mails[0]);
    expect(await confirmEmail(store, 'not-a-token', clock)).toEqual({ status: 'unknown' });
    clock.advance(24 * 60 * 60_000);
    expect(await confirmEmail(store, token, clock)).toMatchObject({
      status: 'expired',
      account: { email: 'fan@example.com', emailVerified: false },
    });
    await signUpAs('fan@example.com', 'password-1');
    const fresh = tokenIn(mails.at(-1));
    expect(await confirmEmail(store, token, clock)).toEqual({ status: 'unknown' });
    expect(await confirmEmail(store, fresh, clock)).toMatchObject({
      status: 'confirmed',
      account: {
        emailVerified: true,
        signUpInteraction: 'sign-in-1',
        verification: { usedAt: clock.now().toISOString() },
      },
    });
    expect(await confirmEmail(store, fresh, clock)).toMatchObject({
      status: 'already',
      account: { email: 'fan@example.com' },
    });
    // Opened twice at once: one opening confirms, the other finds it confirmed.
    await signUpAs('twice@example.com', 'password-1');
    const both = await Promise.all([1, 2].map(() => confirmEmail(store, tokenIn(mails.at(-1)), clock)));
    expect(both.map((result) => result.status).sort()).toEqual(['already', 'confirmed']);
  });
});

describe('log-in and its throttle', () => {
  it('signs in with the right password, any email case, records the time and trusts the browser', async () => {
    const { logInAs, record } = await withFan();
    const result = await logInAs('FAN@example.com', 'right-password');
    expect(result).toMatchObject({
      ok: true,
      account: { email: 'fan@example.com' },
      device: expect.any(String),
    });
    expect((await record('fan@example.com'))?.lastLoginAt).toBe('2025-09-07T17:00:00.000Z');
  });

  it('refuses the right password of an unconfirmed address, saying so only then', async () => {
    const { signUpAs, logInAs } = await withFan();
    await signUpAs('new@example.com', 'right-password');
    expect(await logInAs('new@example.com', 'wrong-password')).toMatchObject({
      reason: 'invalid-credentials',
    });
    expect(await logInAs('new@example.com', 'right-password')).toMatchObject({
      ok: false,
      reason: 'unconfirmed',
      message: 'Confirm your email address first: we have sent you a new link.',
    });
  });

  it('waits after three failures, twice as long each time, and counts a wait-time attempt nowhere', async () => {
    const { clock, logInAs } = await withFan();
    const attempt = () => logInAs('fan@example.com', 'nope');
    for (let i = 0; i < 4; i += 1) expect(await attempt()).toMatchObject({ reason: 'invalid-credentials' });
    expect(await attempt()).toMatchObject({ reason: 'throttled', retryAfterSeconds: 1 });
    expect(await logInAs('fan@example.com', 'right-password')).toMatchObject({ reason: 'throttled' });
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      clock.advance(15 * 60_000);
      expect(await attempt()).toMatchObject({ reason: 'invalid-credentials' });
      const next = await attempt();
      waits.push(next.ok === false && next.reason === 'throttled' ? next.retryAfterSeconds : 0);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    clock.advance(15 * 60_000);
    expect(await logInAs('fan@example.com', 'right-password')).toMatchObject({ ok: true });
    // A success clears the count: three free attempts again.
    for (let i = 0; i < 4; i += 1) expect(await attempt()).toMatchObject({ reason: 'invalid-credentials' });
  });

  it('gives the same answers for an unknown email as for a wrong password', async () => {
    const { logInAs } = await withFan();
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 6; i += 1) seen.push(await logInAs(email, 'wrong-password'));
      return seen;
    };
    const known = await answers('fan@example.com');
    expect(known[0]).toEqual({
      ok: false,
      reason: 'invalid-credentials',
      message: 'Invalid email or password',
    });
    expect(await answers('nobody@example.com')).toEqual(known);
  });

  it('keeps a lane of its own for a browser the account signed in from', async () => {
    const { logInAs, confirmed } = await withFan();
    const signedIn = await logInAs('fan@example.com', 'right-password');
    const device = signedIn.ok ? signedIn.device : '';
    for (let i = 0; i < 6; i += 1) await logInAs('fan@example.com', 'guess');
    expect(await logInAs('fan@example.com', 'right-password')).toMatchObject({ reason: 'throttled' });
    expect(await logInAs('fan@example.com', 'right-password', device)).toMatchObject({ ok: true, device });
    // The cookie is trusted for this account only.
    await confirmed('other@example.com', 'other-password');
    for (let i = 0; i < 6; i += 1) await logInAs('other@example.com', 'guess');
    expect(await logInAs('other@example.com', 'other-password', device)).toMatchObject({
      reason: 'throttled',
    });
  });

  it('upgrades a hash made with an older cost at the next sign-in', async () => {
    const { store, clock, record } = await withFan();
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('right-password', salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await COLLECTIONS.accounts
      .of(store)
      .updateOne({ email: 'fan@example.com' }, { $set: { passwordHash: old } });
    const standard = createHashGate({ concurrency: 2, queue: 8 }); // CURRENT_SCRYPT
    const logInAtStandardCost = () =>
      logIn({ store, email: 'fan@example.com', password: 'right-password', gate: standard, clock });
    expect(await logInAtStandardCost()).toMatchObject({ ok: true });
    expect((await record('fan@example.com'))?.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await logInAtStandardCost()).toMatchObject({ ok: true });
  });
});

describe('ensureAdminAccount', () => {
  it('creates the admin, confirmed, with the given password once', async () => {
    const { store, logInAs } = await world();
    expect(
      await ensureAdminAccount({ store, email: 'Boss@Example.com', password: 'admin-password' }),
    ).toMatchObject({
      created: true,
      generatedPassword: undefined,
    });
    expect(
      await ensureAdminAccount({ store, email: 'boss@example.com', password: 'other-password' }),
    ).toEqual({
      created: false,
    });
    expect(await logInAs('boss@example.com', 'admin-password')).toMatchObject({ ok: true });
  });

  it('generates a password when none is given (or it is empty), and returns it to print once', async () => {
    const { store, logInAs } = await world();
    const result = await ensureAdminAccount({ store, email: 'boss@example.com', password: '' });
    if (!result.created || !result.generatedPassword) throw new Error('expected a generated password');
    expect(result.generatedPassword).toHaveLength(24);
    expect(await logInAs('boss@example.com', result.generatedPassword)).toMatchObject({ ok: true });
  });

  it('refuses an admin password that is too short', async () => {
    const { store } = await world();
    await expect(ensureAdminAccount({ store, email: 'boss@example.com', password: 'short' })).rejects.toThrow(
      'Password must be at least 8 characters',
    );
  });
});
