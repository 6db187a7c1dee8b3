import { BENCH_MAX } from '../constants.js';
import type { LineupOf, RosterPlayer } from '../contract/entities.js';
import { fail, ok, type Result } from '../errors.js';
import { BENCH, eligibleSlots, type Position, type RosterPlace, type StartingSlot } from '../positions.js';
import { LINEUP_MESSAGES } from './messages.js';
import { getSlot, locatePlayer, type Roster, setSlot } from './roster.js';

/** Adds a player to the bench. Refused when the player is already on the team or the bench is full. */
export function addPlayer<P extends RosterPlayer>(roster: Roster<P>, player: P): Result<Roster<P>> {
  if (locatePlayer(roster, player._id)) {
    return fail('PLAYER_ALREADY_ON_TEAM', LINEUP_MESSAGES.alreadyOnTeam(player._id));
  }
  if (roster.bench.length >= BENCH_MAX) return fail('BENCH_FULL', LINEUP_MESSAGES.benchFull());
  return ok({ lineup: roster.lineup, bench: [...roster.bench, player] });
}

/**
 * The best empty starting slot a player of `position` may fill: his position's own slots in
 * display order (RB1 before RB2, WR1 before WR2), then FLEX; `undefined` when all are taken.
 * @example bestEmptySlot(lineupWithRb1Taken, 'RB') // 'RB2'
 */
export function bestEmptySlot<P>(lineup: LineupOf<P>, position: Position): StartingSlot | undefined {
  // `eligibleSlots` keeps display order, where each position's own slots come before FLEX.
  return eligibleSlots(position).find((slot) => getSlot(lineup, slot) === null);
}

/** A roster after an add, and where the player went. */
export interface PlacedPlayer<P extends RosterPlayer> {
  roster: Roster<P>;
  placed: RosterPlace;
}

/**
 * Adds a player where he fits (`placement: 'fit'`): into the best empty starting slot he is
 * eligible for (`bestEmptySlot`), else to the bench. `canStart: false` (his game of the week has
 * kicked off) sends him to the bench whatever is empty. Refused as `addPlayer` refuses: a player
 * already on the team, and a full bench when no slot takes him (a full bench does not stop him
 * going into an empty slot).
 * @example addPlayerWhereFits(emptyRoster, quarterback) // ok({ roster, placed: 'QB' })
 */
export function addPlayerWhereFits<P extends RosterPlayer>(
  roster: Roster<P>,
  player: P,
  options: { canStart?: boolean } = {},
): Result<PlacedPlayer<P>> {
  if (locatePlayer(roster, player._id)) {
    return fail('PLAYER_ALREADY_ON_TEAM', LINEUP_MESSAGES.alreadyOnTeam(player._id));
  }
  const slot = options.canStart === false ? undefined : bestEmptySlot(roster.lineup, player.position);
  if (slot)
    return ok({
      roster: { lineup: setSlot(roster.lineup, slot, player), bench: roster.bench },
      placed: slot,
    });
  const benched = addPlayer(roster, player);
  return benched.ok ? ok({ roster: benched.value, placed: BENCH }) : benched;
}
