import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './errors.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-09-07T17:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, never negative', () => {
    expect(parseRetryAfter('Sun, 07 Sep 2025 17:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 07 Sep 2025 16:00:00 GMT', now)).toBe(0);
  });

  it('gives undefined when absent or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
