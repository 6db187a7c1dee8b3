import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from './bearer-token.js';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('bearerTokenMatches', () => {
  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['the scheme alone', 'Bearer '],
    ['another token', 'Bearer metrics-token-0123456789abcdeX'],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token and more', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${TOKEN}`],
    ['the token without a scheme', TOKEN],
    ['two tokens', `Bearer ${TOKEN} ${TOKEN}`],
  ])('refuses %s', (_name, header) => {
    expect(bearerTokenMatches(header, TOKEN)).toBe(false);
  });
});
