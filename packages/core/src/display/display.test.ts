import { describe, expect, it } from 'vitest';
import { formatGameTime } from './game-time.js';
import { formatPrice } from './price.js';

describe('formatGameTime', () => {
  it('shifts UTC by 7 hours, across midnight and month ends, and labels PDT', () => {
    expect(formatGameTime('2025-10-06T00:15:00Z')).toBe('05/10/2025 17:15 PDT');
    expect(formatGameTime('2025-09-07T17:00:00Z')).toBe('07/09/2025 10:00 PDT');
    expect(formatGameTime('2026-01-01T03:30:00Z')).toBe('31/12/2025 20:30 PDT');
    expect(formatGameTime('2025-09-07T13:00:00-04:00')).toBe('07/09/2025 10:00 PDT');
  });

  it("says 'TBD' without a valid time", () => {
    expect(formatGameTime(null)).toBe('TBD');
    expect(formatGameTime(undefined)).toBe('TBD');
    expect(formatGameTime('not a date')).toBe('TBD');
  });
});

describe('formatPrice', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatPrice(1500)).toBe('$15.00');
    expect(formatPrice(600)).toBe('$6.00');
    expect(formatPrice(599)).toBe('$5.99');
    expect(formatPrice(0)).toBe('$0.00');
  });
});
