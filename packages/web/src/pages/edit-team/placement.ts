import {
  eligibleSlots,
  getSlot,
  LINEUP_KEYS,
  type LineupKey,
  type LineupOf,
  type Player,
  POSITIONS,
  type Position,
  type StartingSlot,
  slotFromPositionType,
} from '@lineup-lab/core';

/** Positions with more than one slot of their own (RB1/RB2, WR1/WR2): RB and WR. */
export const MULTI_SLOT_POSITIONS: readonly Position[] = POSITIONS.filter(
  (position) => eligibleSlots(position).filter((slot) => slot !== 'FLEX').length > 1,
);

/** The message when a player's position fits no starting slot (spec §8). */
function cannotDetermineMessage(player: Pick<Player, 'playerName'>): string {
  return `Cannot determine position for ${player.playerName}`;
}

/** How a bench player goes into the lineup. */
export type Placement =
  /** An RB or WR with several eligible slots: ask which (the where-to-move modal). */
  | { readonly kind: 'where-to-move'; readonly slots: readonly StartingSlot[] }
  /** Any other player: choose among the eligible starting slots (the slot-selection modal). */
  | { readonly kind: 'slot-selection'; readonly slots: readonly StartingSlot[] }
  | { readonly kind: 'error'; readonly message: string };

/**
 * Which modal a bench player's swap opens: RB and WR with more than one eligible slot (RB1, RB2,
 * FLEX) get the where-to-move question; everyone else the slot selection over core's eligible slots.
 */
export function placementFor(player: Pick<Player, 'playerName' | 'position'>): Placement {
  const slots = eligibleSlots(player.position);
  if (slots.length === 0) return { kind: 'error', message: cannotDetermineMessage(player) };
  if (MULTI_SLOT_POSITIONS.includes(player.position) && slots.length > 1)
    return { kind: 'where-to-move', slots };
  return { kind: 'slot-selection', slots };
}

/** Slots as prose: 'QB', 'TE or FLEX', 'RB1, RB2 or FLEX'. */
export function slotList(slots: readonly StartingSlot[]): string {
  if (slots.length <= 1) return slots.join('');
  return `${slots.slice(0, -1).join(', ')} or ${slots.at(-1)}`;
}

/** One starting slot a player may take, with who is there now. */
export interface SlotOption {
  readonly slot: StartingSlot;
  readonly occupant: Player | null;
  /** The occupant's game has kicked off: he cannot be moved out, so the slot cannot be chosen. */
  readonly locked?: boolean;
}

/** The slots a player may take (core's eligible slots, in display order) with their occupants. */
export function slotOptions(
  player: Pick<Player, 'position'>,
  lineup: LineupOf<Player>,
  lockedOf: (playerId: string) => boolean = () => false,
): SlotOption[] {
  return eligibleSlots(player.position).map((slot) => {
    const occupant = getSlot(lineup, slot);
    return { slot, occupant, locked: occupant !== null && lockedOf(occupant._id) };
  });
}

/**
 * `move-to-slot`'s `positionType` and `index` for a starting slot (the inverse of core's
 * `slotFromPositionType`): RB2 is `runningBacks` 1, FLEX is `flex` 0.
 */
export function slotRequest(slot: StartingSlot): { positionType: LineupKey; index: 0 | 1 } {
  for (const positionType of LINEUP_KEYS) {
    for (const index of [0, 1] as const) {
      if (slotFromPositionType(positionType, index) === slot) return { positionType, index };
    }
  }
  throw new Error(`No lineup key holds the slot ${slot}`);
}
