import { SEASON_WEEKS, type SeasonResponse } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { injuryWeekOf } from '../injuries/injury-reports.js';
import type { WeekOfSeason } from '../players/player-week.js';
import type { ServiceContext } from '../service-context.js';

/** A week of the season under way, with the season clock it was read from. */
export interface SeasonWeekAt extends WeekOfSeason {
  readonly clock: SeasonResponse;
  /** Whether the model has predictions for the week (without them, projections are 'N/A'). */
  readonly predicted: boolean;
}

/**
 * Week `week` of the season the season clock shows (absent: the week users plan for), and where
 * its injury reports count. The number has passed the contract's rule (1–18); a week the season
 * shown does not have (a 17-week season's week 18, a hole in the schedule) is refused with 400
 * VALIDATION_FAILED on `field`. Without a schedule every week 1–18 is taken, as the projections
 * call takes them.
 */
export async function weekOfSeason(
  ctx: Pick<ServiceContext, 'calendar'>,
  week: number | undefined,
  field = 'params.week',
): Promise<SeasonWeekAt> {
  const clock = await ctx.calendar.current();
  const chosen = week ?? clock.planningWeek ?? SEASON_WEEKS.first;
  const known = clock.weeks.find((w) => w.week === chosen);
  if (clock.season !== null && clock.weeks.length > 0 && !known) {
    const first = clock.weeks[0]?.week ?? SEASON_WEEKS.first;
    const last = clock.weeks.at(-1)?.week ?? SEASON_WEEKS.last;
    const message =
      chosen > first && chosen < last
        ? `Week ${chosen} of the ${clock.season} season has no games in the schedule`
        : `Week ${chosen} is not a week of the ${clock.season} season (weeks ${first} to ${last})`;
    throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: field, message }] });
  }
  return {
    clock,
    season: clock.season,
    week: chosen,
    injuries: { season: injuryWeekOf(clock).season, week: chosen },
    predicted: known?.predicted ?? false,
  };
}
