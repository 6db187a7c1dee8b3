import type { Projections } from '../contract/entities.js';
import type { PlayerWeek } from './points.js';

/**
 * The correlation assumed between any two of a player's weeks when their bands are combined into
 * the band of his rest-of-season total (see `restOfSeason`): 0, independent weeks; 1, the weeks'
 * P10s and P90s simply add up. Chosen on the 2022 walk-forward back-test only (projections made at
 * weeks 4 and 9, outcomes through week 15; a grid of 0.05) as the value whose band held nearest 80%
 * of the actual totals (0.40: 80.0%); 2023 and 2024 are reported untouched
 * (`packages/server/docs/accuracy.md`, "Rest of season").
 */
export const REST_OF_SEASON_WEEK_CORRELATION = 0.4;

/** One week of a player's rest of season: his week as the projection rules read it, and its number. */
export interface RestOfSeasonWeekInput extends PlayerWeek {
  readonly week: number;
}

/**
 * How a week's numbers were found: its own projection, 0 for a bye or a player who will not play,
 * or the default for a week without a projection (see `restOfSeason`).
 */
export type RestOfSeasonSource = 'projected' | 'bye' | 'out' | 'default';

/** One week of the rest of the season as counted (`null`: no number and no default to use). */
export interface RestOfSeasonWeek {
  readonly week: number;
  readonly floor: number | null;
  readonly median: number | null;
  readonly ceiling: number | null;
  readonly source: RestOfSeasonSource;
}

/**
 * A player's rest-of-season total: `median` the sum of the weeks' medians, `floor`–`ceiling` the
 * band of the total (P10–P90 of the sum, not the sum of the weeks' P10s and P90s). `null` when a
 * week that counts has no projection and none of the player's weeks has one to default from.
 */
export interface RestOfSeason {
  readonly floor: number | null;
  readonly median: number | null;
  readonly ceiling: number | null;
  readonly weeks: readonly RestOfSeasonWeek[];
  /** Weeks counted from their own projection. */
  readonly projectedWeeks: number;
  /** Weeks without a projection, counted at the default. */
  readonly defaultWeeks: number;
}

/** How the weeks are combined. */
export interface RestOfSeasonOptions {
  /** The correlation between two weeks, 0 to 1; default `REST_OF_SEASON_WEEK_CORRELATION`. */
  readonly correlation?: number;
}

interface Numbers {
  conservative: number;
  median: number;
  aggressive: number;
}

/** The three numbers of a projection, ordered, or `null` when any of them is missing. */
function numbersOf(projections: Projections | null | undefined): Numbers | null {
  const conservative = projections?.conservative;
  const median = projections?.median;
  const aggressive = projections?.aggressive;
  const finite = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value);
  if (!finite(conservative) || !finite(median) || !finite(aggressive)) return null;
  return {
    conservative: Math.min(conservative, median),
    median,
    aggressive: Math.max(aggressive, median),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The width of the total's band on one side from the weeks' widths on that side, with every two
 * weeks correlated `rho`: √((1 − ρ)·Σw² + ρ·(Σw)²). ρ = 0 adds them in quadrature (independent
 * weeks), ρ = 1 adds them up (the weeks' P10s summed).
 */
export function combinedWidth(widths: readonly number[], rho: number): number {
  let sum = 0;
  let squares = 0;
  for (const width of widths) {
    sum += width;
    squares += width * width;
  }
  return Math.sqrt(Math.max(0, (1 - rho) * squares + rho * sum * sum));
}

/**
 * A player's rest-of-season total from his weeks left (the planning week to the last regular-season
 * week), each in the team's scoring as the team's week shows it. A bye week, or a week he will not
 * play (`out`), counts 0. The median is the sum of the weeks' medians.
 *
 * The band: a week's P10 and P90 sit `median − conservative` below and `aggressive − median` above
 * its median; for a normal week those are 1.2816 standard deviations each, so the widths are
 * standard deviations at scale. Summing weeks, weekly P10s do not add up to the total's P10 (a bad
 * week is often followed by a good one), nor are weeks independent (a role, an offense, a player's
 * health carry over). Every two weeks are taken as correlated ρ, and the total's width on each
 * side is √((1 − ρ)·Σw² + ρ·(Σw)²) of the weeks' widths on that side (the standard deviation of a
 * sum of equally correlated normals, at the same scale, so it maps straight back to P10 and P90).
 * The two sides are combined separately because fantasy weeks are skewed (the ceiling is further
 * from the median than the floor). ρ = `REST_OF_SEASON_WEEK_CORRELATION` (0.40), calibrated on the
 * 2022 back-test to hold 80% of the actual totals; the misses fall more below the floor than above
 * the ceiling (lost weeks come in runs: injuries), see the accuracy doc.
 *
 * A week without a projection (no prediction stored for it) counts the default: the mean of the
 * player's projected weeks in the window, quantile by quantile (a typical week of his; the engine
 * itself projects a week whose betting lines are not known yet as a league-average game, 22 implied
 * points a side and a spread of 0, so stored far weeks do have numbers). With no projected week to
 * default from, the total is `null` (no number), unless every week counts 0.
 *
 * Totals are rounded to the hundredth (the stored predictions' precision).
 * @example
 * restOfSeason([
 *   { week: 12, projections: { conservative: 8, median: 12, aggressive: 18 } },
 *   { week: 13, isByeWeek: true },
 *   { week: 14, projections: { conservative: 6, median: 10, aggressive: 16 } },
 * ], { correlation: 0.3 });
 * // median 22; floor 22 − √(0.7·(4² + 4²) + 0.3·8²) = 15.55; ceiling 22 + √(0.7·(6² + 6²) + 0.3·12²) = 31.67
 */
export function restOfSeason(
  weeks: readonly RestOfSeasonWeekInput[],
  options: RestOfSeasonOptions = {},
): RestOfSeason {
  const rho = Math.min(1, Math.max(0, options.correlation ?? REST_OF_SEASON_WEEK_CORRELATION));
  const projected = weeks
    .filter((week) => !week.isByeWeek && !week.out)
    .map((week) => numbersOf(week.projections))
    .filter((numbers): numbers is Numbers => numbers !== null);
  const mean = (pick: (numbers: Numbers) => number) =>
    projected.reduce((sum, numbers) => sum + pick(numbers), 0) / projected.length;
  const fallback: Numbers | null =
    projected.length === 0
      ? null
      : {
          conservative: mean((n) => n.conservative),
          median: mean((n) => n.median),
          aggressive: mean((n) => n.aggressive),
        };
  const counted = weeks.map((week): RestOfSeasonWeek => {
    if (week.isByeWeek || week.out) {
      return { week: week.week, floor: 0, median: 0, ceiling: 0, source: week.isByeWeek ? 'bye' : 'out' };
    }
    const own = numbersOf(week.projections);
    const numbers = own ?? fallback;
    return {
      week: week.week,
      floor: numbers && round2(numbers.conservative),
      median: numbers && round2(numbers.median),
      ceiling: numbers && round2(numbers.aggressive),
      source: own ? 'projected' : 'default',
    };
  });
  const projectedWeeks = counted.filter((week) => week.source === 'projected').length;
  const defaultWeeks = counted.filter((week) => week.source === 'default').length;
  if (counted.some((week) => week.median === null)) {
    return { floor: null, median: null, ceiling: null, weeks: counted, projectedWeeks, defaultWeeks };
  }
  const playing = counted.filter((week) => week.source === 'projected' || week.source === 'default');
  const median = playing.reduce((sum, week) => sum + (week.median ?? 0), 0);
  const below = combinedWidth(
    playing.map((week) => (week.median ?? 0) - (week.floor ?? 0)),
    rho,
  );
  const above = combinedWidth(
    playing.map((week) => (week.ceiling ?? 0) - (week.median ?? 0)),
    rho,
  );
  return {
    floor: round2(median - below),
    median: round2(median),
    ceiling: round2(median + above),
    weeks: counted,
    projectedWeeks,
    defaultWeeks,
  };
}
