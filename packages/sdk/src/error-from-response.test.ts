import { describe, expect, it } from 'vitest';
import { errorFromResponse, parseRetryAfter } from './error-from-response.js';
import { UpgradeRequiredError } from './errors.js';

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

describe('errorFromResponse', () => {
  const headers = (init: Record<string, string> = {}) => new Headers(init);

  it('marks upgradeRequired from the flag or the UPGRADE_REQUIRED code', () => {
    const flagged = errorFromResponse({
      status: 403,
      headers: headers(),
      body: { code: 'FORBIDDEN', message: 'Pro only', upgradeRequired: true },
    });
    const coded = errorFromResponse({
      status: 403,
      headers: headers(),
      body: { code: 'UPGRADE_REQUIRED', message: 'Pro only' },
    });
    expect([flagged, coded].map((e) => [e.upgradeRequired, e instanceof UpgradeRequiredError])).toEqual([
      [true, true],
      [true, true],
    ]);
  });

  it('gives every error the same facts, whatever its class', () => {
    const error = errorFromResponse({
      status: 409,
      headers: headers({ 'x-request-id': 'r-9' }),
      body: { code: 'BENCH_FULL', message: 'Bench is full' },
    });
    expect(error).toMatchObject({
      status: 409,
      code: 'BENCH_FULL',
      message: 'Bench is full',
      requestId: 'r-9',
      upgradeRequired: false,
      retryAfter: undefined,
      issues: [],
      body: { code: 'BENCH_FULL', message: 'Bench is full' },
    });
  });
});
