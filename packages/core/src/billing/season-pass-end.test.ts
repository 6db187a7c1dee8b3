import { describe, expect, it } from 'vitest';
import { PLAYOFFS_WITHOUT_SCHEDULE_MS, type SeasonClock } from '../season/season-clock.js';
import { seasonPassEnd } from './season-pass-end.js';

/** The 2026 season's clock as the schedule gives it: week 18's last kickoff on 4 January 2027. */
const WEEK_18_LAST_KICKOFF = '2027-01-04T01:20:00Z';
const clock2026 = (
  phase: SeasonClock['phase'],
): Pick<SeasonClock, 'calendarSeason' | 'season' | 'phase' | 'weeks'> => ({
  calendarSeason: 2026,
  season: 2026,
  phase,
  weeks: [
    { week: 1, firstKickoff: '2026-09-11T00:20:00Z', lastKickoff: '2026-09-15T00:15:00Z' },
    { week: 18, firstKickoff: '2027-01-03T18:00:00Z', lastKickoff: WEEK_18_LAST_KICKOFF },
  ],
});
const SEASON_END = new Date(Date.parse(WEEK_18_LAST_KICKOFF) + PLAYOFFS_WITHOUT_SCHEDULE_MS);

describe('seasonPassEnd', () => {
  it('ends a pass bought in the pre-season, the regular season or the playoffs with that season (Super Bowl + a day)', () => {
    expect(seasonPassEnd(clock2026('preseason'), new Date('2026-08-20T12:00:00Z'))).toEqual(SEASON_END);
    expect(seasonPassEnd(clock2026('regular'), new Date('2026-11-24T12:00:00Z'))).toEqual(SEASON_END);
    expect(seasonPassEnd({ ...clock2026('playoffs') }, new Date('2027-01-20T12:00:00Z'))).toEqual(SEASON_END);
    expect(SEASON_END.toISOString()).toBe('2027-02-09T01:20:00.000Z');
  });

  it('gives a pass bought after the Super Bowl the coming season, to 15 February after it', () => {
    const afterSuperBowl = { ...clock2026('offseason') };
    expect(seasonPassEnd(afterSuperBowl, new Date('2027-02-20T12:00:00Z'))).toEqual(
      new Date('2028-02-15T00:00:00Z'),
    );
  });

  it('gives a pass bought in spring or summer, before the schedule is out, the coming season', () => {
    const spring = {
      calendarSeason: 2027,
      season: 2026,
      phase: 'offseason' as const,
      weeks: clock2026('offseason').weeks,
    };
    expect(seasonPassEnd(spring, new Date('2027-04-01T12:00:00Z'))).toEqual(new Date('2028-02-15T00:00:00Z'));
  });

  it('falls back to 15 February when the schedule shown is an older season than the calendar’s', () => {
    const stale = {
      calendarSeason: 2026,
      season: 2024,
      phase: 'regular' as const,
      weeks: clock2026('regular').weeks,
    };
    expect(seasonPassEnd(stale, new Date('2026-11-24T12:00:00Z'))).toEqual(new Date('2027-02-15T00:00:00Z'));
  });
});
