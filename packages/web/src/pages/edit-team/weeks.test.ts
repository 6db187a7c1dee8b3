import { describe, expect, it } from 'vitest';
import { seasonResponse, seasonWeeks } from '../../test-support/fixtures.js';
import { PACIFIC } from './test-fixtures.js';
import { defaultWeekOf, isPredicted, weekDates, weekFromAddress, weekOptionLabel } from './weeks.js';

/** Intl separates a date range with thin spaces; compare the words. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

const week = (n: number) => {
  const info = seasonWeeks([7]).find((w) => w.week === n);
  if (!info) throw new Error(`no week ${n}`);
  return info;
};

describe('defaultWeekOf', () => {
  it('opens on the week users plan for, else the first week, else none', () => {
    expect(defaultWeekOf(seasonResponse({ planningWeek: 15 }))).toBe(15);
    expect(defaultWeekOf(seasonResponse({ planningWeek: null }))).toBe(1);
    expect(defaultWeekOf(seasonResponse({ season: null, planningWeek: null, weeks: [] }))).toBeNull();
  });
});

describe('isPredicted', () => {
  it('goes by the week’s predicted flag; an unknown week or none has no projections', () => {
    const season = seasonResponse({ weeks: seasonWeeks([7]) });
    expect(isPredicted(season, 6)).toBe(true);
    expect(isPredicted(season, 7)).toBe(false);
    expect(isPredicted(season, 19)).toBe(false);
    expect(isPredicted(season, null)).toBe(false);
  });
});

describe('weekDates', () => {
  it('spans the first to the last kickoff in the viewer’s time zone', () => {
    // Week 3 runs Thursday 18 to Monday 22 September in California, 19 to 23 in UTC.
    expect(plain(weekDates(week(3), PACIFIC))).toBe('Sep 18 – 22');
    expect(plain(weekDates(week(3), { timeZone: 'UTC', locale: 'en-US' }))).toBe('Sep 19 – 23');
  });

  it('names both months when a week crosses a month end, in the locale’s order', () => {
    expect(plain(weekDates(week(13), PACIFIC))).toBe('Nov 27 – Dec 1');
    // British English puts the days first (ICU versions differ on the spacing and 'Sep'/'Sept').
    expect(plain(weekDates(week(3), { timeZone: 'Europe/London', locale: 'en-GB' }))).toMatch(
      /^19 ?– ?23 Sep/,
    );
  });
});

describe('weekOptionLabel', () => {
  it('gives the week and its dates, and marks a week without projections', () => {
    expect(plain(weekOptionLabel(week(3), PACIFIC))).toBe('Week 3 · Sep 18 – 22');
    expect(plain(weekOptionLabel(week(7), PACIFIC))).toBe('Week 7 · Oct 16 – 20 — no projections yet');
  });
});

describe('weekFromAddress', () => {
  const season = seasonResponse({ week: 12, planningWeek: 12 });
  it('reads a week of the season from ?week=', () => {
    expect(weekFromAddress(season, '5')).toBe(5);
    expect(weekFromAddress(season, ' 18 ')).toBe(18);
  });
  it('falls back to the planning week for anything else', () => {
    for (const text of [null, '', '0', '19', '3.5', '-2', 'five', '1e1'])
      expect(weekFromAddress(season, text)).toBe(12);
  });
});
