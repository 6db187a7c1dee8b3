import type { ProjectionMode } from '../contract/entities.js';
import { type PlayerWeek, projectedPoints } from '../projections/points.js';

/**
 * What a manager needs from the week when choosing between two players: the expected points
 * (`median`, the default), a safe floor (`conservative`, for a favourite protecting a lead) or the
 * big ceiling (`aggressive`, for an underdog who needs a boom week).
 */
export type StartSitNeed = ProjectionMode;

/** The advisor's pick between two players, with the numbers it compared. */
export interface StartSitPick<P> {
  readonly start: P;
  readonly sit: P;
  /** The points compared, in `need`: the started player's, then the other's (`null`: no number). */
  readonly points: readonly [number | null, number | null];
  /** The started player's edge in `need` (0 on a tie: then the median, then the floor decided). */
  readonly margin: number;
}

const ORDER: Readonly<Record<StartSitNeed, readonly ProjectionMode[]>> = {
  median: ['median', 'conservative', 'aggressive'],
  conservative: ['conservative', 'median', 'aggressive'],
  aggressive: ['aggressive', 'median', 'conservative'],
};

/**
 * Start or sit: the player with more points in `need` (an OUT or bye-week player counts 0, a player
 * without a number counts below every number), ties broken by the median, then the floor, then
 * the first player given. The same rule answers the advisor's "start A or B?" and is what the
 * start/sit back-test measures.
 * @example
 * pickStarter([a, weekA], [b, weekB]) // { start: a, sit: b, points: [14.2, 11.8], margin: 2.4 }
 */
export function pickStarter<P>(
  first: readonly [P, PlayerWeek | undefined],
  second: readonly [P, PlayerWeek | undefined],
  need: StartSitNeed = 'median',
): StartSitPick<P> {
  const rank = (week: PlayerWeek | undefined) =>
    ORDER[need].map((mode) => projectedPoints(week, mode) ?? Number.NEGATIVE_INFINITY);
  const [a, b] = [rank(first[1]), rank(second[1])];
  const secondWins = compare(b, a) > 0;
  const [start, sit] = secondWins ? [second, first] : [first, second];
  const points = [projectedPoints(start[1], need), projectedPoints(sit[1], need)] as const;
  return { start: start[0], sit: sit[0], points, margin: (points[0] ?? 0) - (points[1] ?? 0) };
}

/** Lexicographic comparison of two rank lists. */
function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}
