import { describe, expect, it } from 'vitest';
import { pathSegment } from './path-segment.js';

describe('pathSegment', () => {
  it('encodes a name or id as one segment', () => {
    expect(pathSegment('ppr_pat')).toBe('ppr_pat');
    expect(pathSegment('1100000000000000001')).toBe('1100000000000000001');
    expect(pathSegment('a b?c#d')).toBe('a%20b%3Fc%23d');
    expect(pathSegment('...')).toBe('...');
    expect(pathSegment('..a')).toBe('..a');
    expect(pathSegment('100%')).toBe('100%25');
  });

  it('refuses dot segments, in every percent-encoded form', () => {
    for (const text of ['.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%2e.', '%252e%252e', '%25252E.']) {
      expect(pathSegment(text), text).toBeUndefined();
    }
  });

  it('refuses empty text, slashes (raw or encoded) and text that cannot be encoded', () => {
    for (const text of ['', '../players', 'a/b', 'a\\b', '%2F', '%5c', '%252f', '\uD800']) {
      expect(pathSegment(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('gives a URL whose path is the one meant (what fetch sends)', () => {
    const base = 'https://api.sleeper.app/v1/user/';
    for (const text of ['ppr_pat', '...', '%2e%2e%2f']) {
      const segment = pathSegment(text);
      if (segment === undefined) continue;
      expect(new URL(`${base}${segment}`).pathname).toBe(`/v1/user/${segment}`);
    }
    expect(new URL(`${base}..`).pathname).toBe('/v1/'); // why dot segments are refused
    expect(new URL(`${base}%2e%2e`).pathname).toBe('/v1/');
  });
});
