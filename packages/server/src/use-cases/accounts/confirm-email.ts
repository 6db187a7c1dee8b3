import { type Clock, systemClock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Mailer } from '../../ports/mailer.js';
import type { Store } from '../../ports/store.js';
import type { AccountRecord } from '../../records/account-record.js';
import { newVerification, type PendingSignIn, tokenDigest, verificationMail } from './sign-up.js';

/**
 * What opening a confirmation link did:
 * - `confirmed`: this opening confirmed the account's address;
 * - `already`: the link had confirmed it before (opened again, or by a mail client's preview);
 * - `expired`: the address is still unconfirmed and the link is more than a day old;
 * - `unknown`: no such link (mistyped, or replaced by a newer one).
 */
export type ConfirmResult =
  | { status: 'confirmed' | 'already' | 'expired'; account: AccountRecord }
  | { status: 'unknown' };

/**
 * Opens the confirmation link that held `token`: confirms the address once, while the link works,
 * and tells a link opened again or out of date apart from one that does not exist.
 */
export async function confirmEmail(
  store: Store,
  token: string,
  clock: Clock = systemClock,
): Promise<ConfirmResult> {
  if (!/^[\w-]{43}$/.test(token)) return { status: 'unknown' };
  const accounts = COLLECTIONS.accounts.of(store);
  const digest = tokenDigest(token);
  const now = clock.now().toISOString();
  for (let race = 0; race < 3; race += 1) {
    const account = await accounts.findOne({ 'verification.tokenDigest': digest });
    const verification = account?.verification;
    if (!account || !verification) return { status: 'unknown' };
    if (verification.usedAt !== undefined || account.emailVerified !== false) {
      return { status: 'already', account };
    }
    if (verification.expiresAt <= now) return { status: 'expired', account };
    const confirmed = await accounts.findOneAndUpdate(
      { _id: account._id, emailVerified: false, 'verification.tokenDigest': digest },
      { $set: { emailVerified: true, verification: { ...verification, usedAt: now } } },
    );
    // Opened twice at once: the other opening confirmed it; look again.
    if (confirmed) return { status: 'confirmed', account: { ...confirmed, emailVerified: true } };
  }
  return { status: 'unknown' };
}

/**
 * Mails an unconfirmed account a new link (after its owner signed in with the right password before
 * confirming, or opened a link out of date): a new token replaces the old one, for `pending`.
 */
export async function resendConfirmation(input: {
  store: Store;
  account: AccountRecord;
  mailer: Mailer;
  verifyLink: (token: string) => string;
  pending: PendingSignIn;
  clock?: Clock;
}): Promise<void> {
  const now = (input.clock ?? systemClock).now();
  const { token, set } = newVerification(now, input.pending);
  const accounts = COLLECTIONS.accounts.of(input.store);
  await accounts.updateOne({ _id: input.account._id, emailVerified: false }, { $set: set });
  await input.mailer.send(verificationMail(input.account.email, input.verifyLink(token)));
}
