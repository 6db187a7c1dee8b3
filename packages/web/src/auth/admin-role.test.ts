import { describe, expect, it } from 'vitest';
import { hasAdminRole } from './admin-role.js';

describe('hasAdminRole (the one admin signal: the role the server answered)', () => {
  it("is true only for the server's role 'admin'", () => {
    expect(hasAdminRole({ role: 'admin' })).toBe(true);
    expect(hasAdminRole({ role: 'user' })).toBe(false);
  });

  it('is false before the server answered, or when it answered nothing', () => {
    expect(hasAdminRole({ role: null })).toBe(false);
    expect(hasAdminRole(null)).toBe(false);
    expect(hasAdminRole(undefined)).toBe(false);
  });
});
