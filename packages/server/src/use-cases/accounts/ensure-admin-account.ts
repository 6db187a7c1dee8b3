import { randomBytes } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { DuplicateKeyError } from '../../ports/store.js';
import { normalizeEmail } from '../../records/account-record.js';
import { checkNewAccount } from './account-rules.js';
import type { ScryptParameters } from './password-hash.js';
import { createConfirmedAccount } from './sign-up.js';

/** What `ensureAdminAccount` needs. */
export interface EnsureAdminAccountInput {
  store: Store;
  /** ADMIN_EMAIL. */
  email: string;
  /** ADMIN_PASSWORD; when absent, a random password is generated and returned. */
  password?: string | undefined;
  clock?: Clock;
  /** The cost its password is hashed at (the server's `hashing.cost`); default `CURRENT_SCRYPT`. */
  hashCost?: ScryptParameters | undefined;
}

/** Whether the account was created now, and the generated password to print once when there was one. */
export type EnsureAdminAccountResult =
  | { created: false }
  | { created: true; accountId: string; generatedPassword: string | undefined };

/**
 * Creates the admin's local account on first start; does nothing when an account with that email
 * exists (its password is never changed here). Run it before the identity router serves requests,
 * so that nobody else can sign up with the admin's email first.
 *
 * @example
 * const admin = await ensureAdminAccount({ store, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
 * if (admin.created && admin.generatedPassword) console.log(`Admin password: ${admin.generatedPassword}`);
 */
export async function ensureAdminAccount(input: EnsureAdminAccountInput): Promise<EnsureAdminAccountResult> {
  const accounts = COLLECTIONS.accounts.of(input.store);
  if (await accounts.findOne({ email: normalizeEmail(input.email) })) return { created: false };

  const generatedPassword = input.password ? undefined : randomBytes(18).toString('base64url');
  const password = generatedPassword ?? input.password ?? '';
  const problem = checkNewAccount({ email: input.email, password });
  if (problem) throw new Error(`Cannot create the admin account: ${problem.message}`);

  try {
    const account = await createConfirmedAccount({ ...input, password });
    return { created: true, accountId: account._id, generatedPassword };
  } catch (error) {
    // Another process created it at the same moment.
    if (error instanceof DuplicateKeyError) return { created: false };
    throw error;
  }
}
