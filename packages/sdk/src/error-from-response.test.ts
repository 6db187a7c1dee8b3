import { ERROR_CODES, type ErrorCode, HTTP_STATUS_BY_CODE } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { errorFromResponse, parseRetryAfter } from './error-from-response.js';
import {
  AuthenticationError,
  ConflictError,
  LineupLabError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  UpgradeRequiredError,
  ValidationError,
} from './errors.js';

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

describe("errorFromResponse and core's status table", () => {
  const classByCode: Record<ErrorCode, typeof LineupLabError> = {
    VALIDATION_FAILED: ValidationError,
    UNAUTHENTICATED: AuthenticationError,
    FORBIDDEN: PermissionError,
    UPGRADE_REQUIRED: UpgradeRequiredError,
    NOT_FOUND: NotFoundError,
    CONFLICT: ConflictError,
    RATE_LIMITED: RateLimitError,
    PAYLOAD_TOO_LARGE: LineupLabError,
    BENCH_FULL: ConflictError,
    PLAYER_ALREADY_ON_TEAM: ConflictError,
    PLAYER_NOT_ON_TEAM: ConflictError,
    PLAYER_NOT_AT_POSITION: ConflictError,
    INELIGIBLE_SLOT: ConflictError,
    NOT_ON_BENCH: ConflictError,
    UNAVAILABLE: ServerError,
    PAYMENTS_NOT_CONFIGURED: ServerError,
    INTERNAL: ServerError,
  };

  it.each(ERROR_CODES)('gives %s, at the status the table gives it, its class and code', (code) => {
    const status = HTTP_STATUS_BY_CODE[code];
    const error = errorFromResponse({ status, headers: new Headers(), body: { code, message: 'm' } });
    expect(error.constructor).toBe(classByCode[code]);
    expect([error.code, error.status]).toEqual([code, status]);
  });

  it('takes the code from the table when the body is not an error body', () => {
    const error = errorFromResponse({ status: 403, headers: new Headers(), body: '<html>' });
    expect([error.constructor, error.code]).toEqual([PermissionError, 'FORBIDDEN']);
    const gateway = errorFromResponse({ status: 502, headers: new Headers(), body: undefined });
    expect([gateway.constructor, gateway.code]).toEqual([ServerError, 'INTERNAL']);
    const teapot = errorFromResponse({ status: 418, headers: new Headers(), body: undefined });
    expect([teapot.constructor, teapot.code]).toEqual([LineupLabError, 'UNKNOWN']);
  });
});
