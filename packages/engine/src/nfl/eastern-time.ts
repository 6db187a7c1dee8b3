/**
 * US Eastern local time to UTC, worked out from the US daylight-saving rules, so it needs no time-zone
 * database and gives the same answer in every browser and Node. Since 2007 daylight time (UTC−4) runs
 * from 02:00 on the second Sunday of March to 02:00 on the first Sunday of November; from 1987 to 2006
 * from the first Sunday of April to the last Sunday of October. Otherwise standard time (UTC−5).
 */

const DAY_MS = 86_400_000;

/** The day of the month of the `n`-th Sunday (1-based) of a month (1–12). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** The day of the month of the last Sunday of a month (1–12). */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** Whether an Eastern wall-clock time (as a UTC-epoch number of its fields) falls in daylight time. */
function isDaylightTime(year: number, wallClockMs: number): boolean {
  const [startMonth, startDay, endMonth, endDay] =
    year >= 2007
      ? [3, nthSunday(year, 3, 2), 11, nthSunday(year, 11, 1)]
      : [4, nthSunday(year, 4, 1), 10, lastSunday(year, 10)];
  const start = Date.UTC(year, startMonth - 1, startDay, 2);
  const end = Date.UTC(year, endMonth - 1, endDay, 2);
  return wallClockMs >= start && wallClockMs < end;
}

/**
 * The UTC instant (ISO, `…Z`) of a US Eastern date and wall-clock time, or `null` when either is not
 * a real date (`YYYY-MM-DD`) or time (`HH:MM`, optionally `:SS`).
 * @example
 * easternToUtc('2024-09-05', '20:20'); // '2024-09-06T00:20:00.000Z' (EDT, UTC−4)
 * easternToUtc('2024-12-01', '13:00'); // '2024-12-01T18:00:00.000Z' (EST, UTC−5)
 */
export function easternToUtc(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes, seconds] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const wallClock = Date.UTC(year, month - 1, dayOfMonth, hours, minutes, seconds);
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null;
  const offsetHours = isDaylightTime(year, wallClock) ? 4 : 5;
  return new Date(wallClock + (offsetHours * DAY_MS) / 24).toISOString();
}
