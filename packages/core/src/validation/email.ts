import { z } from '../zod.js';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';

/**
 * The spec's simple email pattern (§5): text, an at sign, text, a dot and text, where "text" has no
 * spaces and no at sign. `a@b.c` passes; `a@b`, `@b.c`, `a@.c`, `a b@c.d` and `a@@b.c` do not.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether `text` (trimmed) looks like an email address by the spec's simple pattern.
 * @example isValidEmail('fan@example.com') // true
 * @example isValidEmail('fan@example') // false
 */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/**
 * An email address by the simple pattern ('Please enter a valid email address'), trimmed, at most
 * 254 characters. Case is kept; use `ZNormalizedEmail` where addresses are compared.
 */
export const ZEmailAddress = z
  .string({ error: M.emailInvalid })
  .check(z.trim(), z.maxLength(TEXT_LIMITS.email, M.emailTooLong), z.regex(EMAIL_PATTERN, M.emailInvalid));

/** An email address as `ZEmailAddress`, lower-cased so that sign-ups and look-ups compare equal. */
export const ZNormalizedEmail = ZEmailAddress.check(z.toLowerCase());
