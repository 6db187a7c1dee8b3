import type { RosterPlayer } from '../contract/entities.js';
import type { SeasonRecordResponse, SeasonRecordWeek } from '../contract/game-day.js';
import type { Roster } from '../lineup/roster.js';
import { optimalLineup } from '../optimizer/optimal-lineup.js';
import { sumPoints } from './game-results.js';

/** A week's lineup against the best one with hindsight. */
export interface Hindsight {
  /** The starters' actual total. */
  actual: number;
  /** The best legal lineup of the roster by actual points. */
  optimal: number;
  /** `optimal` minus `actual`: the points left on the bench (0 or more). */
  benchLeft: number;
}

/**
 * The hindsight optimum of a roster: core's `optimalLineup` by the points each player actually
 * counted for (`actualOf`, the same rule as the actual total: OUT and bye 0), against the lineup
 * that stood. It never scores below the lineup, so `benchLeft` is never negative.
 * @example hindsight(roster, (p) => actual.get(p._id) ?? 0) // { actual: 98.4, optimal: 112.1, benchLeft: 13.7 }
 */
export function hindsight<P extends RosterPlayer>(
  roster: Roster<P>,
  actualOf: (player: P) => number,
): Hindsight {
  const best = optimalLineup(roster, actualOf);
  const actual = sumPoints([best.currentTotal]);
  const optimal = sumPoints([best.total]);
  return { actual, optimal, benchLeft: sumPoints([optimal, -actual]) };
}

/**
 * A season's summary from its weeks (`GET /api/teams/:teamName/record`): weeks played, the
 * projected medians and actual totals summed, how many weeks fell within the band, and the points
 * left on the bench.
 */
export function seasonSummary(weeks: readonly SeasonRecordWeek[]): SeasonRecordResponse['summary'] {
  return {
    weeksPlayed: weeks.length,
    projected: sumPoints(weeks.map((week) => week.projected.median)),
    actual: sumPoints(weeks.map((week) => week.actual)),
    withinBand: weeks.filter((week) => week.band === 'within').length,
    benchLeft: sumPoints(weeks.map((week) => week.benchLeft)),
  };
}
