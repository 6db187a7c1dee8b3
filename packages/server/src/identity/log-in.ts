import { type Clock, systemClock } from '../ports/clock.js';
import type { Collection, Store } from '../ports/store.js';
import { type AccountRecord, accountsCollection, normalizeEmail } from './account-record.js';
import { ACCOUNT_MESSAGES, LOCK_MINUTES, lockedMessage, MAX_LOGIN_ATTEMPTS } from './account-rules.js';
import { verifyAgainstNothing, verifyPassword } from './password-hash.js';

/** What `logIn` needs. */
export interface LogInInput {
  store: Store;
  email: string;
  password: string;
  clock?: Clock;
}

/** The account signed in to, or why not (with the message for the page). */
export type LogInResult =
  | { ok: true; account: AccountRecord }
  | { ok: false; reason: 'invalid-credentials' | 'locked'; message: string };

const MINUTE_MS = 60_000;

function invalid(): LogInResult {
  return { ok: false, reason: 'invalid-credentials', message: ACCOUNT_MESSAGES.invalidCredentials };
}

function locked(until: string, now: Date): LogInResult {
  return {
    ok: false,
    reason: 'locked',
    message: lockedMessage((Date.parse(until) - now.getTime()) / MINUTE_MS),
  };
}

/** Clears a lock whose time is over, so that counting starts again from zero. */
async function liftExpiredLock(
  accounts: Collection<AccountRecord>,
  account: AccountRecord,
): Promise<AccountRecord> {
  const lifted = await accounts.findOneAndUpdate(
    { _id: account._id, accountLocked: true, lockedUntil: account.lockedUntil },
    { $set: { accountLocked: false, lockedUntil: null, loginAttempts: 0 } },
  );
  return lifted ?? (await accounts.findOne({ _id: account._id })) ?? account;
}

/** Counts a failed password check; the fifth in a row locks the account for 15 minutes. */
async function countFailure(
  accounts: Collection<AccountRecord>,
  account: AccountRecord,
  now: Date,
): Promise<LogInResult> {
  const counted = await accounts.findOneAndUpdate({ _id: account._id }, { $inc: { loginAttempts: 1 } });
  if (!counted || counted.loginAttempts < MAX_LOGIN_ATTEMPTS) return invalid();
  const until = new Date(now.getTime() + LOCK_MINUTES * MINUTE_MS).toISOString();
  await accounts.updateOne(
    { _id: account._id, accountLocked: false },
    { $set: { accountLocked: true, lockedUntil: until } },
  );
  return locked(until, now);
}

/**
 * Checks an email and password. Five failed checks in a row lock the account for 15 minutes; a
 * log-in while locked is refused without checking the password (and is not counted); a success
 * resets the count and records the time. Counters change atomically in the store, so several
 * processes count together.
 */
export async function logIn(input: LogInInput): Promise<LogInResult> {
  const now = (input.clock ?? systemClock).now();
  const accounts = await accountsCollection(input.store);
  let account = await accounts.findOne({ email: normalizeEmail(input.email) });
  if (!account) {
    await verifyAgainstNothing(input.password);
    return invalid();
  }

  if (account.accountLocked) {
    if (account.lockedUntil && Date.parse(account.lockedUntil) > now.getTime()) {
      return locked(account.lockedUntil, now);
    }
    account = await liftExpiredLock(accounts, account);
  }

  if (!(await verifyPassword(input.password, account.passwordHash))) {
    return countFailure(accounts, account, now);
  }

  const signedIn = await accounts.findOneAndUpdate(
    { _id: account._id },
    { $set: { loginAttempts: 0, accountLocked: false, lockedUntil: null, lastLoginAt: now.toISOString() } },
  );
  return { ok: true, account: signedIn ?? account };
}
