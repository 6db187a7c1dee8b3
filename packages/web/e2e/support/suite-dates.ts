/**
 * The dates the browser suite runs at. Each is a Playwright project with a server of its own whose
 * clock starts there (`LINEUP_NOW`, with the demo season generated for it), and browsers whose clock
 * starts at the server's time, in California, in US English. So no test depends on the day it runs.
 */
export interface SuiteDate {
  /** The Playwright project's name (its screenshots go to e2e-screenshots/<name>/). */
  readonly name: string;
  /** An ISO 8601 instant: the server's `LINEUP_NOW`. */
  readonly now: string;
  /**
   * What the season clock and the Pacific zone give at that date, for the two default dates; a
   * date of one's own (`LINEUP_NOW`) is checked against what `GET /api/season` says alone.
   */
  readonly known?: { readonly planningWeek: number; readonly zone: 'PDT' | 'PST' };
}

/** The viewer of every browser context: California, US English. */
export const VIEWER = { timezoneId: 'America/Los_Angeles', locale: 'en-US' } as const;

/** A Wednesday before week 3 of 2025 (daylight time), and one before week 15 (standard time). */
export const DEFAULT_DATES: readonly SuiteDate[] = [
  { name: 'early-season', now: '2025-09-17T19:00:00Z', known: { planningWeek: 3, zone: 'PDT' } },
  { name: 'late-season', now: '2025-12-10T19:00:00Z', known: { planningWeek: 15, zone: 'PST' } },
];

/**
 * The two default dates, or the one `LINEUP_NOW` names when it is set (to show the suite passes at
 * any date). Only dates up to the real one work: the sign-in provider issues tokens on the real
 * clock, and a browser whose clock ran ahead would take them for expired ones.
 */
export function suiteDates(lineupNow = process.env.LINEUP_NOW): readonly SuiteDate[] {
  if (!lineupNow) return DEFAULT_DATES;
  const at = Date.parse(lineupNow);
  if (Number.isNaN(at)) throw new Error(`LINEUP_NOW must be an ISO 8601 time, not '${lineupNow}'`);
  if (at > Date.now()) {
    throw new Error(
      `LINEUP_NOW=${lineupNow} is after the real date: sign-in tokens are issued on the real clock, so a browser at that date would see them as expired`,
    );
  }
  return [{ name: 'lineup-now', now: lineupNow }];
}
