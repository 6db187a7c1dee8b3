import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContactForm, contactPrefill, validateContactForm, ZContactForm } from './contact.js';

const valid: ContactForm = {
  name: 'Sam Fan',
  email: 'sam@example.com',
  subject: 'Billing question',
  message: 'How do I switch to the season pass?',
};

const FILL = 'Please fill in all fields';
const EMAIL = 'Please enter a valid email address';
const SHORT = 'Message must be at least 10 characters long';

describe('contact form', () => {
  it('accepts a filled form and trims every field', () => {
    const padded = {
      name: ' Sam Fan ',
      email: ' sam@example.com ',
      subject: ' Billing question\n',
      message: valid.message,
    };
    expect(validateContactForm(padded)).toEqual({ ok: true, value: valid });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    "refuses an empty or blank %s with 'Please fill in all fields'",
    (field) => {
      expect(validateContactForm({ ...valid, [field]: '' })).toEqual({ ok: false, message: FILL, field });
      expect(validateContactForm({ ...valid, [field]: '   ' })).toEqual({ ok: false, message: FILL, field });
      expect(validateContactForm({ ...valid, [field]: undefined })).toEqual({
        ok: false,
        message: FILL,
        field,
      });
    },
  );

  it('property: any form with a whitespace-only field is refused as unfilled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'email', 'subject', 'message' as const),
        fc.stringMatching(/^\s*$/),
        (field, blank) => {
          expect(validateContactForm({ ...valid, [field]: blank })).toMatchObject({
            ok: false,
            message: FILL,
          });
        },
      ),
    );
  });

  it.each(['a@b', '@b.c', 'a b@c.d', 'sam', 'sam@example'])("refuses the email %j with '%s'", (email) => {
    expect(validateContactForm({ ...valid, email })).toEqual({ ok: false, message: EMAIL, field: 'email' });
  });

  it("accepts 'a@b.c'", () => {
    expect(validateContactForm({ ...valid, email: 'a@b.c' }).ok).toBe(true);
  });

  it('counts the message length after trimming: 9 refused, 10 accepted', () => {
    expect(validateContactForm({ ...valid, message: '123456789' })).toEqual({
      ok: false,
      message: SHORT,
      field: 'message',
    });
    expect(validateContactForm({ ...valid, message: '   123456789   ' })).toEqual({
      ok: false,
      message: SHORT,
      field: 'message',
    });
    expect(validateContactForm({ ...valid, message: '1234567890' }).ok).toBe(true);
    expect(validateContactForm({ ...valid, message: '  1234567890  ' })).toMatchObject({
      ok: true,
      value: { message: '1234567890' },
    });
  });

  it('checks in the spec order: fill, then email, then message length', () => {
    expect(validateContactForm({ name: '', email: 'bad', subject: 'x', message: 'short' })).toMatchObject({
      message: FILL,
    });
    expect(validateContactForm({ ...valid, email: 'bad', message: 'short' })).toMatchObject({
      message: EMAIL,
    });
    expect(validateContactForm({ ...valid, message: 'short' })).toMatchObject({ message: SHORT });
  });

  it('caps the lengths of every field', () => {
    expect(validateContactForm({ ...valid, name: 'n'.repeat(101) })).toMatchObject({
      message: 'Name must be at most 100 characters',
      field: 'name',
    });
    expect(validateContactForm({ ...valid, subject: 's'.repeat(201) })).toMatchObject({
      message: 'Subject must be at most 200 characters',
    });
    expect(validateContactForm({ ...valid, message: 'm'.repeat(5001) })).toMatchObject({
      message: 'Message must be at most 5000 characters',
    });
    expect(validateContactForm({ ...valid, message: 'm'.repeat(5000) }).ok).toBe(true);
  });

  it('as a schema gives the same first message as the function, on the same field', () => {
    const cases: Array<Partial<Record<keyof ContactForm, unknown>>> = [
      { ...valid, subject: ' ' },
      { ...valid, email: 'a b@c.d' },
      { ...valid, message: '123456789' },
      { ...valid, name: 7 },
      { email: valid.email },
    ];
    for (const input of cases) {
      const parsed = ZContactForm.safeParse(input);
      expect(parsed.success).toBe(false);
      const expected = validateContactForm(
        Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : undefined])),
      );
      expect(parsed.error?.issues[0]?.message).toBe(expected.ok ? undefined : expected.message);
    }
    expect(ZContactForm.parse({ ...valid, name: ' Sam Fan ' })).toEqual(valid);
  });
});

describe('contact prefill', () => {
  it("uses a signed-in user's name and email", () => {
    expect(contactPrefill({ name: 'Sam Fan', email: 'sam@example.com' })).toEqual({
      name: 'Sam Fan',
      email: 'sam@example.com',
    });
  });

  it("falls back to the part of the email before '@' when there is no name", () => {
    expect(contactPrefill({ email: 'sam.fan@example.com' })).toEqual({
      name: 'sam.fan',
      email: 'sam.fan@example.com',
    });
    expect(contactPrefill({ name: '  ', email: 'x@y.z' })).toEqual({ name: 'x', email: 'x@y.z' });
    expect(contactPrefill({ name: null, email: 'x@y.z' })).toEqual({ name: 'x', email: 'x@y.z' });
  });

  it('leaves both empty when signed out or when nothing is known', () => {
    expect(contactPrefill(null)).toEqual({ name: '', email: '' });
    expect(contactPrefill(undefined)).toEqual({ name: '', email: '' });
    expect(contactPrefill({})).toEqual({ name: '', email: '' });
    expect(contactPrefill({ email: 'not-an-email' })).toEqual({ name: '', email: 'not-an-email' });
  });
});
