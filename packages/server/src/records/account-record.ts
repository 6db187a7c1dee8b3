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
  /**
   * The confirmation mailed last: the SHA-256 of its token, until when it works, the app path the
   * sign-up started from, and when it was used (kept after, so that a link opened again is known).
   */
  verification?: Verification | null;
  /**
   * The sign-in (oidc-provider interaction uid) the latest sign-up or unconfirmed sign-in of this
   * address happened in: its "Check your email" page asks whether the address is confirmed yet,
   * and goes on from there.
   */
  signUpInteraction?: string | null;
}

/** A mailed confirmation link's stored side. */
export interface Verification {
  tokenDigest: string;
  expiresAt: string;
  /** The app path the person started from (`/create-team`), where they land once confirmed. */
  returnTo?: string | undefined;
  /** When the link confirmed the address. */
  usedAt?: string | undefined;
}

/**
 * The app path a sign-in may return to: an absolute path of the app's own origin (`/…`, not
 * `//host` or `/\host`), else `undefined`.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : undefined;
}

/** Whether the account's address is confirmed (accounts from before confirmation existed are). */
export function isConfirmed(account: AccountRecord): boolean {
  return account.emailVerified !== false;
}

/** The form in which emails are stored and compared: NFKC-normalised, trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
