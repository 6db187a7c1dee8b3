import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { openEmbeddedStore } from '../store/embedded-store.js';
import { ACCOUNTS_COLLECTION, type AccountRecord } from './account-record.js';
import { ensureAdminAccount } from './ensure-admin-account.js';
import { logIn } from './log-in.js';
import { signUp } from './sign-up.js';

class FakeClock implements Clock {
  constructor(private time = Date.parse('2025-09-07T17:00:00Z')) {}
  now(): Date {
    return new Date(this.time);
  }
  advanceMinutes(minutes: number): void {
    this.time += minutes * 60_000;
  }
}

let dir: string;
let store: Store;
let clock: FakeClock;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lineup-accounts-'));
  store = await openEmbeddedStore({ dataDir: dir });
  clock = new FakeClock();
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function record(email: string): Promise<AccountRecord | null> {
  return store.collection<AccountRecord>(ACCOUNTS_COLLECTION).findOne({ email });
}

describe('sign-up', () => {
  it('stores the email lower-cased with a scrypt hash, never the password', async () => {
    const result = await signUp({ store, email: ' Fan@Example.COM ', password: 'hunter2hunter2', clock });
    expect(result.ok).toBe(true);
    const stored = await record('fan@example.com');
    expect(stored).toMatchObject({
      email: 'fan@example.com',
      loginAttempts: 0,
      accountLocked: false,
      lockedUntil: null,
      lastLoginAt: null,
      createdAt: '2025-09-07T17:00:00.000Z',
    });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain('hunter2');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await signUp({ store, email: 'fan@example.com', password: 'password-1', clock });
    expect(await signUp({ store, email: 'FAN@example.com', password: 'password-2', clock })).toEqual({
      ok: false,
      field: 'email',
      message: 'An account with this email already exists',
    });
  });

  it('refuses a bad email or a short password', async () => {
    expect(await signUp({ store, email: 'fan@', password: 'password-1' })).toMatchObject({
      ok: false,
      field: 'email',
    });
    expect(await signUp({ store, email: 'fan@example.com', password: 'short' })).toMatchObject({
      ok: false,
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
  });
});

describe('log-in and lock-out', () => {
  beforeEach(async () => {
    await signUp({ store, email: 'fan@example.com', password: 'right-password', clock });
  });

  it('signs in with the right password, any email case, and records the time', async () => {
    const result = await logIn({ store, email: 'FAN@example.com', password: 'right-password', clock });
    expect(result).toMatchObject({ ok: true, account: { email: 'fan@example.com' } });
    expect((await record('fan@example.com'))?.lastLoginAt).toBe('2025-09-07T17:00:00.000Z');
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await logIn({ store, email: 'nobody@example.com', password: 'right-password', clock });
    const wrong = await logIn({ store, email: 'fan@example.com', password: 'wrong-password', clock });
    expect(unknown).toEqual({
      ok: false,
      reason: 'invalid-credentials',
      message: 'Invalid email or password',
    });
    expect(wrong).toEqual(unknown);
  });

  it('locks after 5 failures in a row, refuses while locked without counting, and unlocks after 15 minutes', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await logIn({ store, email: 'fan@example.com', password: 'nope', clock })).toMatchObject({
        reason: 'invalid-credentials',
      });
      expect((await record('fan@example.com'))?.loginAttempts).toBe(attempt);
    }
    expect(await logIn({ store, email: 'fan@example.com', password: 'nope', clock })).toEqual({
      ok: false,
      reason: 'locked',
      message: 'Account locked after 5 failed attempts. Try again in 15 minutes.',
    });
    expect(await record('fan@example.com')).toMatchObject({
      loginAttempts: 5,
      accountLocked: true,
      lockedUntil: '2025-09-07T17:15:00.000Z',
    });

    clock.advanceMinutes(10);
    expect(await logIn({ store, email: 'fan@example.com', password: 'right-password', clock })).toMatchObject(
      {
        ok: false,
        message: 'Account locked after 5 failed attempts. Try again in 5 minutes.',
      },
    );
    expect((await record('fan@example.com'))?.loginAttempts).toBe(5);

    clock.advanceMinutes(5);
    expect(await logIn({ store, email: 'fan@example.com', password: 'right-password', clock })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await record('fan@example.com')).toMatchObject({
      loginAttempts: 0,
      accountLocked: false,
      lockedUntil: null,
    });
  });

  it('starts counting again from zero after a lock has run out', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      await logIn({ store, email: 'fan@example.com', password: 'x', clock });
    clock.advanceMinutes(16);
    expect(await logIn({ store, email: 'fan@example.com', password: 'x', clock })).toMatchObject({
      reason: 'invalid-credentials',
    });
    expect(await record('fan@example.com')).toMatchObject({ loginAttempts: 1, accountLocked: false });
  });

  it('resets the count on success', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1)
      await logIn({ store, email: 'fan@example.com', password: 'x', clock });
    await logIn({ store, email: 'fan@example.com', password: 'right-password', clock });
    await logIn({ store, email: 'fan@example.com', password: 'x', clock });
    expect(await record('fan@example.com')).toMatchObject({ loginAttempts: 1, accountLocked: false });
  });
});

describe('ensureAdminAccount', () => {
  it('creates the admin with the given password once', async () => {
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
    expect(await logIn({ store, email: 'boss@example.com', password: 'admin-password' })).toMatchObject({
      ok: true,
    });
  });

  it('generates a password when none is given (or it is empty), and returns it to print once', async () => {
    const result = await ensureAdminAccount({ store, email: 'boss@example.com', password: '' });
    if (!result.created || !result.generatedPassword) throw new Error('expected a generated password');
    expect(result.generatedPassword).toHaveLength(24);
    expect(
      await logIn({ store, email: 'boss@example.com', password: result.generatedPassword }),
    ).toMatchObject({ ok: true });
  });

  it('refuses an admin password that is too short', async () => {
    await expect(ensureAdminAccount({ store, email: 'boss@example.com', password: 'short' })).rejects.toThrow(
      'Password must be at least 8 characters',
    );
  });
});
