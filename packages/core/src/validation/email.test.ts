import { describe, expect, it } from 'vitest';
import { isValidEmail, ZEmailAddress, ZNormalizedEmail } from './email.js';

describe('simple email pattern (text@text.text)', () => {
  it.each([
    'a@b.c',
    'fan@example.com',
    'first.last+tag@sub.example.co.uk',
    '  padded@example.com  ',
    'a@b.c.d',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'a', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b c.d', 'a@@b.c', 'a@b@c.d', 'ab.c'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('gives the spec message and trims; the normalised form is lower-case', () => {
    expect(ZEmailAddress.safeParse('a@b').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(ZEmailAddress.parse('  Fan@Example.com ')).toBe('Fan@Example.com');
    expect(ZNormalizedEmail.parse('  Fan@Example.com ')).toBe('fan@example.com');
  });

  it('refuses addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(186)}.com`;
    expect(long.length).toBe(255);
    expect(ZEmailAddress.safeParse(long).error?.issues[0]?.message).toBe(
      'Email address must be at most 254 characters',
    );
    expect(ZEmailAddress.safeParse(long.slice(1)).success).toBe(true);
  });
});
