import type { ProjectionMode, RosterPlayer } from '../contract/entities.js';
import { type Roster, startersOf } from '../lineup/roster.js';
import { combinedWidth } from '../projections/rest-of-season.js';
import { optimalIn, type SeasonWeek } from '../waivers/season-weeks.js';
import type { ChangeBand } from './trade-rules.js';

/** What a change of roster does to the optimal lineups of the weeks left, in median points. */
export interface LineupChange {
  readonly before: number;
  readonly after: number;
  /** `after − before`, with the P10–P90 band of that difference. */
  readonly change: ChangeBand;
  readonly weeks: ReadonlyArray<{ readonly week: number; readonly before: number; readonly after: number }>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The optimal lineups of each week left before and after a change of roster (each optimal in
 * `mode`, the week's locked players kept where they stand), their median totals, and the change
 * summed over the weeks with its band.
 *
 * The band: in a week, the change is the points of the players who start after but not before,
 * less those of the players who start before but not after (a player in both lineups cancels). With
 * players taken as independent, its width below the median is √(Σ in (median − floor)² + Σ out
 * (ceiling − median)²) and above √(Σ in (ceiling − median)² + Σ out (median − floor)²): a player
 * coming in pulls it down by his floor, one going out by his ceiling. Weeks are then combined as the
 * rest-of-season totals are (`combinedWidth`, every two weeks correlated `correlation`).
 */
export function lineupChange<P extends RosterPlayer>(
  before: Roster<P>,
  after: Roster<P>,
  input: { weeks: readonly SeasonWeek<P>[]; mode: ProjectionMode; correlation: number },
): LineupChange {
  const below: number[] = [];
  const above: number[] = [];
  const weeks = input.weeks.map((week) => {
    const starters = (roster: Roster<P>) =>
      startersOf(optimalIn(roster, week, input.mode).lineup).flatMap(({ player }) =>
        player ? [player] : [],
      );
    const was = starters(before);
    const is = starters(after);
    const wasIds = new Set(was.map((p) => p._id));
    const isIds = new Set(is.map((p) => p._id));
    const numbers = (player: P) => week.numbersOf(player) ?? { conservative: 0, median: 0, aggressive: 0 };
    const median = (players: readonly P[]) => players.reduce((sum, p) => sum + numbers(p).median, 0);
    const down = (p: P) => numbers(p).median - numbers(p).conservative;
    const up = (p: P) => numbers(p).aggressive - numbers(p).median;
    const comingIn = is.filter((p) => !wasIds.has(p._id));
    const goingOut = was.filter((p) => !isIds.has(p._id));
    const squares = (players: readonly P[], width: (p: P) => number) =>
      players.reduce((sum, p) => sum + width(p) ** 2, 0);
    below.push(Math.sqrt(squares(comingIn, down) + squares(goingOut, up)));
    above.push(Math.sqrt(squares(comingIn, up) + squares(goingOut, down)));
    return { week: week.week, before: round2(median(was)), after: round2(median(is)) };
  });
  const totalBefore = weeks.reduce((sum, week) => sum + week.before, 0);
  const totalAfter = weeks.reduce((sum, week) => sum + week.after, 0);
  const median = totalAfter - totalBefore;
  return {
    before: round2(totalBefore),
    after: round2(totalAfter),
    change: {
      floor: round2(median - combinedWidth(below, input.correlation)),
      median: round2(median),
      ceiling: round2(median + combinedWidth(above, input.correlation)),
    },
    weeks,
  };
}
