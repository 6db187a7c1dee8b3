import {
  isAdministrator,
  isPlainEmail,
  isValidEmail,
  looksLike,
  TEXT_LIMITS,
  VALIDATION_MESSAGES,
} from '@lineup-lab/core';

/** Shortest password accepted at sign-up. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted (hashing cost stays bounded). */
const MAX_PASSWORD_LENGTH = 1024;

/** The messages the sign-in and sign-up pages show. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  emailNotPlain: VALIDATION_MESSAGES.emailNotPlain,
  emailUnavailable: VALIDATION_MESSAGES.emailUnavailable,
  emailTooLong: VALIDATION_MESSAGES.emailTooLong,
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
  unconfirmed: 'Confirm your email address first: we have sent you a new link.',
  busy: 'Sign-in is busy right now. Please try again in a few seconds.',
} as const;

/** 'Too many sign-in attempts. Try again in 8 seconds.' (in minutes from two minutes on). */
export function throttledMessage(seconds: number): string {
  const wait =
    seconds < 120
      ? `${Math.max(1, Math.ceil(seconds))} ${seconds <= 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts. Try again in ${wait}.`;
}

/** A refused field, with the message to show beside it. */
export interface FieldProblem {
  field: 'email' | 'password' | 'confirm';
  message: string;
}

/**
 * The first problem with a new account's email and password, or `undefined` when both are
 * acceptable: the address must be plain (no control, invisible or other scripts' characters: core's
 * `isPlainEmail`), match core's pattern, and not merely look like `protectedEmail` (the
 * administrator's, so nobody can pass for them in user lists).
 */
export function checkNewAccount(input: {
  email: string;
  password: string;
  protectedEmail?: string | undefined;
}): FieldProblem | undefined {
  const email = input.email.trim();
  if (email.length > TEXT_LIMITS.email) return { field: 'email', message: ACCOUNT_MESSAGES.emailTooLong };
  if (!isValidEmail(email)) return { field: 'email', message: ACCOUNT_MESSAGES.emailInvalid };
  if (!isPlainEmail(email)) return { field: 'email', message: ACCOUNT_MESSAGES.emailNotPlain };
  if (input.protectedEmail && looksLike(email, input.protectedEmail)) {
    return { field: 'email', message: ACCOUNT_MESSAGES.emailUnavailable };
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort };
  }
  if (input.password.length > MAX_PASSWORD_LENGTH) {
    return { field: 'password', message: ACCOUNT_MESSAGES.passwordTooLong };
  }
  return undefined;
}

/**
 * Roles for the roles claim the embedded provider issues: `['admin']` for the ADMIN_EMAIL account (by
 * core's admin rule, `isAdministrator`), `['user']` for everyone else. The claim is shown to the
 * user; the server does not read it to decide who is the administrator unless ADMIN_ROLE is set.
 */
export function rolesFor(email: string, adminEmail: string): string[] {
  return isAdministrator({ email, roles: [] }, { adminEmail, adminRole: null }) ? ['admin'] : ['user'];
}
