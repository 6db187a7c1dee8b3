import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../ports/clock.js';
import { DuplicateKeyError, type Store } from '../ports/store.js';
import { type AccountRecord, accountsCollection, normalizeEmail } from './account-record.js';
import { ACCOUNT_MESSAGES, checkNewAccount, type FieldProblem } from './account-rules.js';
import { hashPassword } from './password-hash.js';

/** What `signUp` needs. */
export interface SignUpInput {
  store: Store;
  email: string;
  password: string;
  clock?: Clock;
}

/** The new account, or the field that was refused and why. */
export type SignUpResult = { ok: true; account: AccountRecord } | ({ ok: false } & FieldProblem);

/**
 * Creates a local account: the email must pass core's rule and be free (compared lower-cased), the
 * password must be 8 to 1024 characters. The password is stored as a salted scrypt hash.
 */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const problem = checkNewAccount(input);
  if (problem) return { ok: false, ...problem };
  const accounts = await accountsCollection(input.store);
  const account: AccountRecord = {
    _id: randomUUID(),
    email: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password),
    createdAt: (input.clock ?? systemClock).now().toISOString(),
    loginAttempts: 0,
    accountLocked: false,
    lockedUntil: null,
    lastLoginAt: null,
  };
  try {
    await accounts.insertOne(account);
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      return { ok: false, field: 'email', message: ACCOUNT_MESSAGES.emailTaken };
    }
    throw error;
  }
  return { ok: true, account };
}
