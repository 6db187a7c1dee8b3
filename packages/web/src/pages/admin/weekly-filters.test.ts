import { describe, expect, it } from 'vitest';
import { seasonResponse } from '../../test-support/fixtures.js';
import { DEFAULT_WEEKLY_FILTERS, weeklyQueryOf, weekOptions } from './weekly-filters.js';

const LA = { timeZone: 'America/Los_Angeles', locale: 'en-US' };

describe('the Weekly ML filters', () => {
  it("default to spec §2's limit 50, page 1, sort aggressive descending, on the planning week", () => {
    expect(DEFAULT_WEEKLY_FILTERS).toEqual({
      week: null,
      position: 'ALL',
      archetype: 'ALL',
      limit: 50,
      page: 1,
      sort: 'aggressive',
      order: 'desc',
    });
    expect(weeklyQueryOf(DEFAULT_WEEKLY_FILTERS, seasonResponse({ planningWeek: 15 }))).toEqual({
      position: 'ALL',
      archetype: 'ALL',
      limit: 50,
      page: 1,
      sort: 'aggressive',
      order: 'desc',
      week: 15,
      season: 2025,
    });
  });

  it('ask for the week chosen, of the season the season call shows', () => {
    const season = seasonResponse({
      season: 2024,
      calendarSeason: 2026,
      planningWeek: null,
      phase: 'offseason',
    });
    expect(weeklyQueryOf({ ...DEFAULT_WEEKLY_FILTERS, week: 7 }, season)).toMatchObject({
      week: 7,
      season: 2024,
    });
    // Outside the season: the season's first week.
    expect(weeklyQueryOf(DEFAULT_WEEKLY_FILTERS, season)).toMatchObject({ week: 1, season: 2024 });
  });

  it('ask nothing before the season is known, and leave the defaults to the server without a schedule', () => {
    expect(weeklyQueryOf(DEFAULT_WEEKLY_FILTERS, undefined)).toBeNull();
    const query = weeklyQueryOf(
      DEFAULT_WEEKLY_FILTERS,
      seasonResponse({ season: null, planningWeek: null, weeks: [] }),
    );
    expect(query).not.toHaveProperty('week');
    expect(query).not.toHaveProperty('season');
  });

  it('offer every week of the season with its dates', () => {
    const options = weekOptions(seasonResponse(), LA);
    expect(options).toHaveLength(18);
    expect(options[0]?.value).toBe(1);
    // Intl puts thin spaces around the dash of a range.
    expect(options[0]?.label).toMatch(/^Week 1 · Sep 4\s–\s8$/);
  });
});
