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
 * Printable ASCII, without spaces: what an address may hold once NFKC-normalised. It keeps out
 * control characters (NUL, line breaks that could split a mail header), invisible ones (zero-width
 * spaces, direction marks) and other scripts' look-alikes (a Cyrillic 'а' in 'аdmin@…').
 */
const PLAIN = /^[\x21-\x7e]*$/;

/**
 * Whether an address (NFKC-normalised first, so full-width 'ａ' reads 'a') holds only plain
 * characters (see `PLAIN`).
 * @example isPlainEmail('fan@example.com') // true
 * @example isPlainEmail('\u0430dmin@example.com') // false (Cyrillic а)
 */
export function isPlainEmail(text: string): boolean {
  return PLAIN.test(text.normalize('NFKC').trim());
}

/** ASCII look-alikes that survive the plain rule, after Unicode's confusables (UTS #39): what each reads as. */
const LOOK_ALIKES: ReadonlyArray<[RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
  [/0/g, 'o'],
  [/[1il|!]/g, 'l'],
];

/**
 * What an address looks like, for telling look-alikes apart: NFKC, trimmed, lower-cased, then the
 * ASCII confusables folded ('adm1n@…' and 'admin@…' both read 'admln@…').
 */
export function emailSkeleton(email: string): string {
  let skeleton = email.normalize('NFKC').trim().toLowerCase();
  for (const [pattern, as] of LOOK_ALIKES) skeleton = skeleton.replace(pattern, as);
  return skeleton;
}

/**
 * Whether `email` is another address that looks like `protectedEmail` (the administrator's): the
 * same skeleton, not the same address.
 * @example looksLike('adm1n@lineup-lab.local', 'admin@lineup-lab.local') // true
 */
export function looksLike(email: string, protectedEmail: string): boolean {
  const a = email.normalize('NFKC').trim().toLowerCase();
  const b = protectedEmail.normalize('NFKC').trim().toLowerCase();
  return a !== b && emailSkeleton(a) === emailSkeleton(b);
}

/**
 * An email address by the simple pattern ('Please enter a valid email address'), trimmed, at most
 * 254 characters, then of plain characters only (`isPlainEmail`: spaces and line breaks already
 * fail the pattern, with its message). Case is kept; use `ZNormalizedEmail`
 * where addresses are compared.
 */
export const ZEmailAddress = z
  .string({ error: M.emailInvalid })
  .check(
    z.trim(),
    z.maxLength(TEXT_LIMITS.email, M.emailTooLong),
    z.regex(EMAIL_PATTERN, M.emailInvalid),
    z.regex(PLAIN, M.emailNotPlain),
  );

/** An email address as `ZEmailAddress`, lower-cased so that sign-ups and look-ups compare equal. */
export const ZNormalizedEmail = ZEmailAddress.check(z.toLowerCase());
