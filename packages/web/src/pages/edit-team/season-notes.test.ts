import { describe, expect, it } from 'vitest';
import { seasonResponse, seasonWeeks } from '../../test-support/fixtures.js';
import { seasonNotes } from './season-notes.js';

describe('seasonNotes', () => {
  it('names the season shown and the week under way during the regular season', () => {
    expect(seasonNotes(seasonResponse(), 3)).toEqual({
      caption: '2025 season · current week: 3',
      notice: null,
      noProjections: null,
    });
    expect(seasonNotes(seasonResponse({ demo: true }), 3).caption).toBe(
      '2025 season (demo data) · current week: 3',
    );
  });

  it('says briefly where the season stands outside the regular season', () => {
    const at = (phase: 'preseason' | 'playoffs' | 'offseason', now: string) =>
      seasonNotes(seasonResponse({ phase, week: null, now }), 1).caption;
    expect(at('preseason', '2025-08-20T12:00:00Z')).toBe('2025 season · pre-season: plan for week 1');
    expect(at('playoffs', '2026-01-20T12:00:00Z')).toBe('2025 season · playoffs: the regular season is over');
    expect(at('offseason', '2025-05-15T12:00:00Z')).toBe('2025 season · off-season: week 1 is next');
    expect(at('offseason', '2026-02-20T12:00:00Z')).toBe(
      '2025 season · off-season: the regular season is over',
    );
  });

  it('says plainly when it shows another season than the calendar’s', () => {
    const past = seasonResponse({ calendarSeason: 2026, season: 2024, phase: 'offseason', week: null });
    expect(seasonNotes(past, 18)).toEqual({
      caption: '2024 season',
      notice: 'Showing the 2024 season, the latest in our data.',
      noProjections: null,
    });
    const next = seasonResponse({ calendarSeason: 2024, season: 2025, phase: 'offseason', week: null });
    expect(seasonNotes(next, 1).notice).toBe('Showing the 2025 season, the next in our data.');
  });

  it('says when the chosen week has no projections yet', () => {
    const season = seasonResponse({ calendarSeason: 2026, season: 2026, weeks: seasonWeeks([7]) });
    expect(seasonNotes(season, 7).noProjections).toBe('No projections for week 7 of the 2026 season yet.');
    expect(seasonNotes(season, 6).noProjections).toBeNull();
  });

  it('says that no NFL schedule is loaded when there is no season', () => {
    const none = seasonResponse({
      season: null,
      phase: 'offseason',
      week: null,
      planningWeek: null,
      weeks: [],
    });
    expect(seasonNotes(none, null)).toEqual({
      caption: null,
      notice: 'No NFL schedule is loaded yet, so there are no weeks to plan for.',
      noProjections: null,
    });
  });
});
