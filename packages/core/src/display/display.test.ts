import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.js';
import { formatGameTime } from './game-time.js';
import { formatPrice } from './price.js';

describe('formatGameTime', () => {
  const pacific = { timeZone: 'America/Los_Angeles', locale: 'en-US' };

  it('shows a Pacific kickoff as PDT in summer time and PST from November, across midnight', () => {
    expect(formatGameTime('2025-10-06T00:15:00Z', pacific)).toBe('Sun, 10/05/2025, 5:15 PM PDT');
    expect(formatGameTime('2025-09-07T13:00:00-04:00', pacific)).toBe('Sun, 09/07/2025, 10:00 AM PDT');
    // The first Sunday of November 2025 (the 2nd) ends daylight saving at 2 a.m.
    expect(formatGameTime('2025-11-02T20:05:00Z', pacific)).toBe('Sun, 11/02/2025, 12:05 PM PST');
    expect(formatGameTime('2025-12-15T01:15:00Z', pacific)).toBe('Sun, 12/14/2025, 5:15 PM PST');
    expect(formatGameTime('2026-01-01T03:30:00Z', pacific)).toBe('Wed, 12/31/2025, 7:30 PM PST');
  });

  it("uses the viewer's zone and the order of the viewer's locale", () => {
    const kickoff = '2025-12-15T01:15:00Z';
    expect(formatGameTime(kickoff, { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      'Sun, 12/14/2025, 8:15 PM EST',
    );
    expect(formatGameTime(kickoff, { timeZone: 'Europe/London', locale: 'en-GB' })).toBe(
      'Mon, 15/12/2025, 01:15 GMT',
    );
    expect(formatGameTime('2025-10-06T00:15:00Z', { timeZone: 'Europe/Berlin', locale: 'de-DE' })).toBe(
      'Mo., 06.10.2025, 02:15 MESZ',
    );
  });

  it("defaults to the runtime's zone and locale", () => {
    const kickoff = '2025-12-15T01:15:00Z';
    const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
    expect(formatGameTime(kickoff)).toBe(formatGameTime(kickoff, { timeZone, locale }));
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

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const options = { timeZone: 'America/New_York', month: 'short', day: 'numeric' } as const;
    const first = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { ...options })).toBe(first);
    expect(dateTimeFormat('en-GB', options)).not.toBe(first);
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'UTC' })).not.toBe(first);
    const instant = Date.UTC(2025, 10, 21, 3);
    expect(first.format(instant)).toBe(new Intl.DateTimeFormat('en-US', options).format(instant));
    expect(first.format(instant)).toBe('Nov 20');
  });
});
