import { describe, expect, it } from 'vitest';
import { checkNewAccount, lockedMessage, rolesFor } from './account-rules.js';

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

  it('says how long a lock has left, in whole minutes', () => {
    expect(lockedMessage(15)).toBe('Account locked after 5 failed attempts. Try again in 15 minutes.');
    expect(lockedMessage(0.2)).toBe('Account locked after 5 failed attempts. Try again in 1 minute.');
    expect(lockedMessage(14.01)).toBe('Account locked after 5 failed attempts. Try again in 15 minutes.');
  });

  it('gives admin to the admin email only, whatever its case', () => {
    expect(rolesFor('Boss@Example.com', 'boss@example.com ')).toEqual(['admin']);
    expect(rolesFor('fan@example.com', 'boss@example.com')).toEqual(['user']);
    expect(rolesFor('fan@example.com', '')).toEqual(['user']);
  });
});
