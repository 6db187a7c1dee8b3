import type { Doc } from '../ports/store.js';

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
  lastLoginAt: string | null;
  /**
   * Whether the owner has confirmed the address (the link mailed at sign-up). Accounts stored before
   * confirmation existed have no such field and count as confirmed.
   */
  emailVerified?: boolean;
  /** The pending confirmation: the SHA-256 of the mailed token and until when it works. */
  verification?: { tokenDigest: string; expiresAt: string } | null;
}

/** Whether the account's address is confirmed (accounts from before confirmation existed are). */
export function isConfirmed(account: AccountRecord): boolean {
  return account.emailVerified !== false;
}

/** The form in which emails are stored and compared: NFKC-normalised, trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
