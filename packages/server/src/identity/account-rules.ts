import { isValidEmail, TEXT_LIMITS, VALIDATION_MESSAGES } from '@lineup-lab/core';

/** Consecutive failed password checks that lock an account. */
export const MAX_LOGIN_ATTEMPTS = 5;
/** How long a lock lasts. */
export const LOCK_MINUTES = 15;
/** Shortest password accepted at sign-up. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted (hashing cost stays bounded). */
export const MAX_PASSWORD_LENGTH = 1024;

/** The messages the sign-in and sign-up pages show. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  emailTooLong: VALIDATION_MESSAGES.emailTooLong,
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
} as const;

/** 'Account locked after 5 failed attempts. Try again in N minutes.' */
export function lockedMessage(minutesLeft: number): string {
  const minutes = Math.max(1, Math.ceil(minutesLeft));
  return `Account locked after ${MAX_LOGIN_ATTEMPTS} failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** A refused field, with the message to show beside it. */
export interface FieldProblem {
  field: 'email' | 'password' | 'confirm';
  message: string;
}

/** The first problem with a new account's email and password, or `undefined` when both are acceptable. */
export function checkNewAccount(input: { email: string; password: string }): FieldProblem | undefined {
  const email = input.email.trim();
  if (email.length > TEXT_LIMITS.email) return { field: 'email', message: ACCOUNT_MESSAGES.emailTooLong };
  if (!isValidEmail(email)) return { field: 'email', message: ACCOUNT_MESSAGES.emailInvalid };
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort };
  }
  if (input.password.length > MAX_PASSWORD_LENGTH) {
    return { field: 'password', message: ACCOUNT_MESSAGES.passwordTooLong };
  }
  return undefined;
}

/** Roles for the roles claim: `['admin']` for the admin email, `['user']` for everyone else. */
export function rolesFor(email: string, adminEmail: string): string[] {
  const admin = adminEmail.trim().toLowerCase();
  return admin !== '' && email.trim().toLowerCase() === admin ? ['admin'] : ['user'];
}
