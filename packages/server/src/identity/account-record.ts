import type { Collection, Doc, Store } from '../ports/store.js';

/** The collection that holds local accounts of the embedded identity provider. */
export const ACCOUNTS_COLLECTION = 'accounts';

/**
 * A local account of the embedded identity provider. Its `_id` is the `sub` of its tokens. Times are
 * ISO-8601 UTC strings (`toISOString()`), as everywhere in the store, so they compare as text.
 */
export interface AccountRecord extends Doc {
  /** Lower-cased and trimmed; unique. */
  email: string;
  /** `scrypt$N$r$p$salt$key` (see `password-hash.ts`). */
  passwordHash: string;
  createdAt: string;
  /** Consecutive failed password checks since the last success or lock. */
  loginAttempts: number;
  accountLocked: boolean;
  /** When the current lock ends; `null` when not locked. */
  lockedUntil: string | null;
  lastLoginAt: string | null;
}

const prepared = new WeakMap<Store, Promise<Collection<AccountRecord>>>();

/** The accounts collection, with its unique email index in place (created once per store). */
export function accountsCollection(store: Store): Promise<Collection<AccountRecord>> {
  let accounts = prepared.get(store);
  if (!accounts) {
    const collection = store.collection<AccountRecord>(ACCOUNTS_COLLECTION);
    accounts = collection
      .createIndex(['email'], { name: 'accounts_email_unique', unique: true })
      .then(() => collection);
    accounts.catch(() => prepared.delete(store));
    prepared.set(store, accounts);
  }
  return accounts;
}

/** The form in which emails are stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
