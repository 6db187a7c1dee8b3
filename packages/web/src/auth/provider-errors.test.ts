import { describe, expect, it } from 'vitest';
import { isProviderError } from './provider-errors.js';

describe('isProviderError (spec §8: provider errors are swallowed and logged)', () => {
  it('recognises the listed codes and errors that mention the provider', () => {
    expect(isProviderError({ error: 'login_required' })).toBe(true);
    expect(isProviderError({ error: 'consent_required' })).toBe(true);
    expect(isProviderError(Object.assign(new Error('x'), { name: 'ResponseBodyError' }))).toBe(true);
    expect(isProviderError(new Error('The OAuth server answered 500'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isProviderError(new Error('Failed to load your teams'))).toBe(false);
    expect(isProviderError({ error: 'invalid_request' })).toBe(false);
    expect(isProviderError('login_required')).toBe(false);
    expect(isProviderError(null)).toBe(false);
  });
});
