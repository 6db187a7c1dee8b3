import { describe, expect, it } from 'vitest';
import {
  emailSkeleton,
  isPlainEmail,
  isValidEmail,
  looksLike,
  ZEmailAddress,
  ZNormalizedEmail,
} from './email.js';

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

describe('plain addresses and look-alikes (regression: NUL, zero-width and Cyrillic sign-ups)', () => {
  it.each([
    ['a NUL', 'fan\u0000@example.com'],
    ['a zero-width space', 'ad\u200bmin@example.com'],
    ['a right-to-left mark', 'admin\u200f@example.com'],
    ['a Cyrillic а', '\u0430dmin@example.com'],
    ['a Greek ο', 'adm\u03bfn@example.com'],
    ['an accented é', 'jos\u00e9@example.com'],
  ])('refuses %s, with a message that says why', (_, email) => {
    expect(isPlainEmail(email)).toBe(false);
    expect(ZEmailAddress.safeParse(email).error?.issues[0]?.message).toBe(
      'Email addresses can only hold plain letters (a–z), digits and symbols, without spaces',
    );
  });

  it('leaves spaces and line breaks to the pattern and its message', () => {
    for (const email of ['fan @example.com', 'fan@exam\nple.com']) {
      expect(ZEmailAddress.safeParse(email).error?.issues[0]?.message).toBe(
        'Please enter a valid email address',
      );
    }
  });

  it('accepts plain addresses, full-width letters once normalised', () => {
    expect(isPlainEmail("o'brien+fantasy@example.co.uk")).toBe(true);
    expect(isPlainEmail('\uff41dmin@example.com')).toBe(true);
    expect(ZEmailAddress.parse('Fan@Example.com')).toBe('Fan@Example.com');
  });

  it('tells an address that only looks like the administrator’s from the address itself', () => {
    const admin = 'admin@lineup-lab.local';
    for (const twin of [
      'adm1n@lineup-lab.local',
      'admln@lineup-lab.local',
      'ADM|N@lineup-lab.local',
      'adrnin@lineup-lab.local',
      'admin@lineup-lab.loca1',
    ]) {
      expect(looksLike(twin, admin), twin).toBe(true);
    }
    expect(looksLike('Admin@Lineup-Lab.local', admin)).toBe(false);
    expect(looksLike('\uff41dmin@lineup-lab.local', admin)).toBe(false);
    expect(looksLike('fan@lineup-lab.local', admin)).toBe(false);
    expect(emailSkeleton('Cl0ud@vv.com')).toBe('doud@w.com');
  });
});
