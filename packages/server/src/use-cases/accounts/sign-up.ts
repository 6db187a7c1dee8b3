import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Mailer } from '../../ports/mailer.js';
import { DuplicateKeyError, type Store } from '../../ports/store.js';
import { type AccountRecord, normalizeEmail, type Verification } from '../../records/account-record.js';
import { checkNewAccount, type FieldProblem } from './account-rules.js';
import type { HashGate } from './hash-gate.js';
import { hashPassword, type ScryptParameters } from './password-hash.js';

/** How long a link to confirm an address works. */
const VERIFICATION_TTL_MS = 24 * 60 * 60_000;

/** What `signUp` needs. */
export interface SignUpInput {
  store: Store;
  email: string;
  password: string;
  gate: HashGate;
  mailer: Mailer;
  /** The link that confirms the address, for a verification token. */
  verifyLink: (token: string) => string;
  /** Where an owner who forgot they have an account signs in. */
  signInLink: string;
  /** The administrator's address: others that only look like it are refused. */
  protectedEmail?: string | undefined;
  /** The sign-in this sign-up happens in (its interaction uid), and the app path it started from. */
  pending: PendingSignIn;
  clock?: Clock;
}

/** The sign-in a confirmation link belongs to: where the person goes on once the address is confirmed. */
export interface PendingSignIn {
  /** oidc-provider's interaction uid. */
  interaction: string;
  /** The app path the sign-in started from. */
  returnTo?: string | undefined;
}

/** A new confirmation of `pending`, valid for a day from `now`: what is stored, and the token to mail. */
export function newVerification(
  now: Date,
  pending: PendingSignIn,
): { token: string; set: { verification: Verification; signUpInteraction: string } } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    set: {
      verification: {
        tokenDigest: tokenDigest(token),
        expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
        ...(pending.returnTo !== undefined && { returnTo: pending.returnTo }),
      },
      signUpInteraction: pending.interaction,
    },
  };
}

/**
 * Sign-up's answer: the form was refused (a field and why), or accepted — and then it is the same
 * whether the address was free or not, so sign-up never tells who has an account.
 */
export type SignUpResult = { ok: true } | ({ ok: false } & FieldProblem);

/** A verification token's stored form: its SHA-256 (the token itself is only in the mail). */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Creates a local account whose address is confirmed already (the administrator's, at first start).
 * `DuplicateKeyError` when the address is taken.
 */
export async function createConfirmedAccount(input: {
  store: Store;
  email: string;
  password: string;
  clock?: Clock;
  /** Default `CURRENT_SCRYPT`. */
  hashCost?: ScryptParameters | undefined;
}): Promise<AccountRecord> {
  const accounts = COLLECTIONS.accounts.of(input.store);
  const account: AccountRecord = {
    _id: randomUUID(),
    email: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password, input.hashCost),
    createdAt: (input.clock ?? systemClock).now().toISOString(),
    lastLoginAt: null,
    emailVerified: true,
    verification: null,
  };
  await accounts.insertOne(account);
  return account;
}

/**
 * Sign-up of a local account. The email must pass core's rule and the password must be 8 to 1024
 * characters, else the field is refused. Then, whether the address is free or not, the answer is the
 * same and costs the same (a hash and a mail): a free address gets an unconfirmed account and a mail
 * with a link to confirm it (valid for a day; sign-in waits for it), and so does an address whose
 * account nobody has confirmed (the new password replaces the old); a confirmed one gets a mail
 * telling its owner someone tried, and nothing else changes.
 */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const problem = checkNewAccount(input);
  if (problem) return { ok: false, ...problem };
  const now = (input.clock ?? systemClock).now();
  const email = normalizeEmail(input.email);
  const passwordHash = await input.gate.run(() => hashPassword(input.password, input.gate.cost));
  const accounts = COLLECTIONS.accounts.of(input.store);
  const { token, set } = newVerification(now, input.pending);
  // An account nobody has confirmed yet belongs to whoever confirms it: the latest sign-up's password
  // and link replace the earlier ones (the address's owner can always take it over this way).
  const unconfirmed = await accounts.findOneAndUpdate(
    { email, emailVerified: false },
    { $set: { passwordHash, ...set } },
  );
  if (!unconfirmed) {
    try {
      await accounts.insertOne({
        _id: randomUUID(),
        email,
        passwordHash,
        createdAt: now.toISOString(),
        lastLoginAt: null,
        emailVerified: false,
        ...set,
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await input.mailer.send(alreadyRegisteredMail(email, input.signInLink));
      return { ok: true };
    }
  }
  await input.mailer.send(verificationMail(email, input.verifyLink(token)));
  return { ok: true };
}

/** The mail with the link that confirms a new address. */
export function verificationMail(to: string, link: string) {
  return {
    to,
    subject: 'Confirm your Lineup Lab account',
    text: `Welcome to Lineup Lab!\n\nConfirm your email address to finish creating your account:\n${link}\n\nThe link works for 24 hours. If you did not sign up, ignore this message: no account is created without it.`,
  };
}

function alreadyRegisteredMail(to: string, signInLink: string) {
  return {
    to,
    subject: 'Someone tried to create a Lineup Lab account with your address',
    text: `Someone (maybe you) tried to create a Lineup Lab account with this address, which already has one.\n\nIf it was you, sign in instead:\n${signInLink}\n\nIf it was not you, you can ignore this message: your account has not changed.`,
  };
}
