import type { Position } from '../positions.js';
import { formatPoints } from '../projections/points.js';
import type { PickupEvaluation } from './rank-pickups.js';

/** A named player, as the reason names him. */
interface Named {
  readonly _id: string;
  readonly position: Position;
  readonly playerName: string;
}

/** A gain with its sign: "+3.1", "-0.4", "+0.0". */
export const signedPoints = (value: number): string =>
  `${value < 0 && formatPoints(value) !== '0.0' ? '' : '+'}${formatPoints(value)}`;

/**
 * Why a pickup is where it is in the list, in one line, from its own numbers: this week (where he
 * starts and the gain, or that he adds nothing, or that his game has started), the weeks left
 * (the gain summed over them and how many he starts), and whom to drop (or that there is room).
 * @example
 * pickupReason(pick, [6, 7, 8])
 * // 'Starts at FLEX in week 6 (+12.3); +30.1 over weeks 6–8, starting 3 of 3; no drop needed: the roster has room.'
 */
export function pickupReason<P extends Named>(pick: PickupEvaluation<P>, weeks: readonly number[]): string {
  const [first] = weeks;
  const last = weeks.at(-1);
  const thisWeek =
    first === undefined
      ? null
      : pick.joinsAfterThisWeek
        ? `His week ${first} game has started: he can join once it is over`
        : pick.slot && formatPoints(pick.weekGain) !== '0.0'
          ? `Starts at ${pick.slot} in week ${first} (${signedPoints(pick.weekGain)})`
          : `Adds nothing in week ${first} (${signedPoints(pick.weekGain)})`;
  const counted = weeks.length - (pick.joinsAfterThisWeek ? 1 : 0);
  const season =
    weeks.length > 1 && last !== undefined
      ? `${signedPoints(pick.seasonGain)} over weeks ${first}–${last}, starting ${pick.startsIn} of ${counted}`
      : null;
  const drop = pick.drop ? `drop ${pick.drop.playerName}` : 'no drop needed: the roster has room';
  return `${[thisWeek, season, drop].filter((part): part is string => part !== null).join('; ')}.`;
}
