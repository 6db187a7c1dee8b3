import { describe, expect, it } from 'vitest';
import { checkNewAccount, rolesFor, throttledMessage } from './account-rules.js';

describe('account rules', () => {
  it('takes core email rule and an 8-character minimum password', () => {
    expect(checkNewAccount({ email: 'fan@example.com', password: '12345678' })).toBeUndefined();
    expect(checkNewAccount({ email: 'fan@example', password: '12345678' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    expect(checkNewAccount({ email: 'fan@example.com', password: '1234567' })).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
    expect(checkNewAccount({ email: 'fan@example.com', password: 'x'.repeat(1025) })?.field).toBe('password');
  });

  it('says how long the wait is, in seconds, then in whole minutes from two on', () => {
    expect(throttledMessage(1)).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(throttledMessage(8)).toBe('Too many sign-in attempts. Try again in 8 seconds.');
    expect(throttledMessage(119)).toBe('Too many sign-in attempts. Try again in 119 seconds.');
    expect(throttledMessage(120)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(throttledMessage(899.5)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('refuses control, invisible and other scripts’ characters, and look-alikes of the administrator (regression)', () => {
    const plain = 'Email addresses can only hold plain letters (a–z), digits and symbols, without spaces';
    for (const email of ['fan\u0000@example.com', 'ad\u200bmin@example.com', '\u0430dmin@lineup-lab.local']) {
      expect(checkNewAccount({ email, password: 'password-1' }), JSON.stringify(email)).toEqual({
        field: 'email',
        message: plain,
      });
    }
    const admin = 'admin@lineup-lab.local';
    expect(
      checkNewAccount({ email: 'adm1n@lineup-lab.local', password: 'password-1', protectedEmail: admin }),
    ).toEqual({
      field: 'email',
      message: 'This email address cannot be used',
    });
    expect(
      checkNewAccount({ email: 'ADMIN@lineup-lab.local', password: 'password-1', protectedEmail: admin }),
    ).toBeUndefined();
    expect(
      checkNewAccount({ email: 'fan@lineup-lab.local', password: 'password-1', protectedEmail: admin }),
    ).toBeUndefined();
  });

  it('gives admin to the admin email only, whatever its case', () => {
    expect(rolesFor('Boss@Example.com', 'boss@example.com')).toEqual(['admin']);
    // The one admin rule: no trimming, no other scripts' look-alikes.
    expect(rolesFor('boss@example.com ', 'boss@example.com')).toEqual(['user']);
    expect(rolesFor('b\u043Ess@example.com', 'boss@example.com')).toEqual(['user']);
    expect(rolesFor('fan@example.com', 'boss@example.com')).toEqual(['user']);
    expect(rolesFor('fan@example.com', '')).toEqual(['user']);
  });
});
