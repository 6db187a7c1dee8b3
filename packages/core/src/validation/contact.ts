import { z } from '../zod.js';
import { isValidEmail } from './email.js';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import type { ValidationResult } from './result.js';

/** The contact-support form (spec §3 "Contact message"): name, email, subject, message. */
export interface ContactForm {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * Checks the contact form in the spec's order (§5), on trimmed values:
 * 1. all four fields non-empty, else 'Please fill in all fields' (field: the first empty one);
 * 2. the email matches the simple pattern, else 'Please enter a valid email address';
 * 3. the message has at least 10 characters, else 'Message must be at least 10 characters long';
 * 4. then our length caps (name 100, email 254, subject 200, message 5000).
 * The value is the trimmed form.
 * @example validateContactForm({ name: 'Al', email: 'al@x.io', subject: 'Hi', message: 'too short' })
 * // { ok: false, message: 'Message must be at least 10 characters long', field: 'message' }
 */
export function validateContactForm(
  form: {
    readonly [K in keyof ContactForm]?: string | null | undefined;
  },
): ValidationResult<ContactForm> {
  const value: ContactForm = {
    name: (form.name ?? '').trim(),
    email: (form.email ?? '').trim(),
    subject: (form.subject ?? '').trim(),
    message: (form.message ?? '').trim(),
  };
  const empty = FIELDS.find((field) => value[field] === '');
  if (empty) return { ok: false, message: M.contactFieldsRequired, field: empty };
  if (!isValidEmail(value.email)) return { ok: false, message: M.emailInvalid, field: 'email' };
  if (value.message.length < TEXT_LIMITS.contactMessageMin) {
    return { ok: false, message: M.contactMessageTooShort, field: 'message' };
  }
  if (value.name.length > TEXT_LIMITS.contactName)
    return { ok: false, message: M.contactNameTooLong, field: 'name' };
  if (value.email.length > TEXT_LIMITS.email) return { ok: false, message: M.emailTooLong, field: 'email' };
  if (value.subject.length > TEXT_LIMITS.contactSubject) {
    return { ok: false, message: M.contactSubjectTooLong, field: 'subject' };
  }
  if (value.message.length > TEXT_LIMITS.contactMessageMax) {
    return { ok: false, message: M.contactMessageTooLong, field: 'message' };
  }
  return { ok: true, value };
}

/** A contact field on the wire: a string; anything else (or nothing) reads as an unfilled field. */
const contactField = z.string({ error: M.contactFieldsRequired });

/**
 * The contact form as a schema, giving exactly `validateContactForm`'s messages in the same order;
 * the output is the trimmed form. The request body of `POST /api/contact` is this schema.
 */
export const ZContactForm = z.lazy(() =>
  z.pipe(
    z.object({ name: contactField, email: contactField, subject: contactField, message: contactField }),
    z.transform((form: ContactForm, ctx): ContactForm => {
      const result = validateContactForm(form);
      if (result.ok) return result.value;
      ctx.issues.push({
        code: 'custom',
        message: result.message,
        input: form,
        path: result.field ? [result.field] : [],
      });
      return z.NEVER;
    }),
  ),
);

export { type ContactUser, contactPrefill } from './contact-prefill.js';
