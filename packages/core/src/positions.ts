import { z } from './zod.js';

/** NFL positions a player record can carry. `PK` is an alias some sources use for kickers. */
export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'D/ST', 'K', 'PK'] as const;
export const ZPosition = z.enum(POSITIONS);
export type Position = z.infer<typeof ZPosition>;

/** The nine starting slots, in display order. */
export const STARTING_SLOTS = ['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'FLEX', 'D/ST', 'K'] as const;
export const ZStartingSlot = z.enum(STARTING_SLOTS);
export type StartingSlot = z.infer<typeof ZStartingSlot>;

/** Where a player on a team can be: a starting slot or the bench. */
export const BENCH = 'BENCH' as const;
export const ZRosterPlace = z.lazy(() => z.union([ZStartingSlot, z.literal(BENCH)]));
export type RosterPlace = z.infer<typeof ZRosterPlace>;

/** Which positions each starting slot accepts (spec §5). The bench accepts any position. */
export const SLOT_ELIGIBILITY: Readonly<Record<StartingSlot, readonly Position[]>> = {
  QB: ['QB'],
  RB1: ['RB'],
  RB2: ['RB'],
  WR1: ['WR'],
  WR2: ['WR'],
  TE: ['TE'],
  FLEX: ['RB', 'WR', 'TE'],
  'D/ST': ['D/ST'],
  K: ['K', 'PK'],
};

/**
 * Whether a player of `position` may stand in `place`.
 * @example isEligible('TE', 'FLEX') // true
 * @example isEligible('QB', 'FLEX') // false
 */
export function isEligible(position: Position, place: RosterPlace): boolean {
  return place === BENCH || SLOT_ELIGIBILITY[place].includes(position);
}

/** The starting slots a player of `position` may fill, in display order. */
export function eligibleSlots(position: Position): StartingSlot[] {
  return STARTING_SLOTS.filter((slot) => SLOT_ELIGIBILITY[slot].includes(position));
}
