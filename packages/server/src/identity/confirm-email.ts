import { randomBytes } from 'node:crypto';
import { type Clock, systemClock } from '../ports/clock.js';
import type { Mailer } from '../ports/mailer.js';
import type { Store } from '../ports/store.js';
import { COLLECTIONS } from '../store/collections.js';
import type { AccountRecord } from './account-record.js';
import { tokenDigest, VERIFICATION_TTL_MS, verificationMail } from './sign-up.js';

/**
 * Confirms the address whose sign-up mail held `token`, once, while the link works. Answers the
 * confirmed account, or `null` for a token that is unknown, used or out of date.
 */
export async function confirmEmail(
  store: Store,
  token: string,
  clock: Clock = systemClock,
): Promise<AccountRecord | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const accounts = COLLECTIONS.accounts.of(store);
  return accounts.findOneAndUpdate(
    {
      'verification.tokenDigest': tokenDigest(token),
      'verification.expiresAt': { $gt: clock.now().toISOString() },
    },
    { $set: { emailVerified: true, verification: null } },
  );
}

/**
 * Mails an unconfirmed account a new link (after its owner signed in with the right password before
 * confirming): a new token replaces the old one.
 */
export async function resendConfirmation(input: {
  store: Store;
  account: AccountRecord;
  mailer: Mailer;
  verifyLink: (token: string) => string;
  clock?: Clock;
}): Promise<void> {
  const now = (input.clock ?? systemClock).now();
  const token = randomBytes(32).toString('base64url');
  const accounts = COLLECTIONS.accounts.of(input.store);
  await accounts.updateOne(
    { _id: input.account._id, emailVerified: false },
    {
      $set: {
        verification: {
          tokenDigest: tokenDigest(token),
          expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
        },
      },
    },
  );
  await input.mailer.send(verificationMail(input.account.email, input.verifyLink(token)));
}
