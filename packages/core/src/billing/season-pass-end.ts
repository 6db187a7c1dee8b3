import { PLAYOFFS_WITHOUT_SCHEDULE_MS, type SeasonClock } from '../season/season-clock.js';

/**
 * When a Season Pass bought at `now` ends: when the season under way ends, the day after its Super
 * Bowl (the last regular-season kickoff and the playoffs' five weeks, as the season clock counts
 * them). Bought in the off-season, the pass is for the coming season; its schedule may not be out
 * yet, so it ends on 15 February after that season (the Super Bowl is early in February).
 * @example seasonPassEnd(seasonClock(index, new Date('2026-11-24T12:00:00Z')), new Date('2026-11-24T12:00:00Z'))
 * // 2027-02-09… (week 18's last kickoff + 36 days)
 */
export function seasonPassEnd(
  clock: Pick<SeasonClock, 'calendarSeason' | 'season' | 'phase' | 'weeks'>,
  now: Date,
): Date {
  const lastWeek = clock.weeks.at(-1);
  if (clock.phase !== 'offseason' && clock.season === clock.calendarSeason && lastWeek) {
    const end = Date.parse(lastWeek.lastKickoff) + PLAYOFFS_WITHOUT_SCHEDULE_MS;
    if (end > now.getTime()) return new Date(end);
  }
  // January and February belong to the season before (its playoffs are over when off-season):
  // the coming season is the next calendar year's.
  const coming = now.getUTCMonth() < 2 ? clock.calendarSeason + 1 : clock.calendarSeason;
  return new Date(Date.UTC(coming + 1, 1, 15));
}
