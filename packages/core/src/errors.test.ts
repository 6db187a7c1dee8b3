import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeForStatus, HTTP_STATUS_BY_CODE } from './errors.js';

describe('HTTP_STATUS_BY_CODE', () => {
  it.each(ERROR_CODES)('gives %s an HTTP error status', (code) => {
    expect(Object.hasOwn(HTTP_STATUS_BY_CODE, code), `${code} is missing from the table`).toBe(true);
    const status: unknown = HTTP_STATUS_BY_CODE[code];
    expect(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599).toBe(true);
  });

  it('holds exactly the codes of the closed set', () => {
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('errorCodeForStatus', () => {
  it('answers the general code of a shared status', () => {
    expect(errorCodeForStatus(403)).toBe('FORBIDDEN');
    expect(errorCodeForStatus(409)).toBe('CONFLICT');
  });

  it('answers the one code of every other status in the table', () => {
    expect([400, 401, 404, 413, 429, 500, 503].map(errorCodeForStatus)).toEqual([
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'PAYLOAD_TOO_LARGE',
      'RATE_LIMITED',
      'INTERNAL',
      'UNAVAILABLE',
    ]);
  });

  it('answers undefined for a status no code has', () => {
    expect(errorCodeForStatus(502)).toBeUndefined();
    expect(errorCodeForStatus(200)).toBeUndefined();
  });

  it('is the inverse of the table for every status in it', () => {
    for (const code of ERROR_CODES) {
      const general = errorCodeForStatus(HTTP_STATUS_BY_CODE[code]);
      expect(general && HTTP_STATUS_BY_CODE[general], code).toBe(HTTP_STATUS_BY_CODE[code]);
    }
  });
});
