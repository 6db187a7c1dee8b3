/**
 * ESPN's lineup slots (`settings.rosterSettings.lineupSlotCounts`, each roster entry's
 * `lineupSlotId`) in the league-source port's vocabulary: Sleeper's slot names where one of ours
 * fits, else a readable host name (`DL`, `LB`, `P` …) that the placement reports and leaves out.
 *
 * Slot ids as cwendt94/espn-api `football/constant.py` POSITION_MAP, mkreiser/ESPN-Fantasy-Football-API
 * `slotCategoryIdToPositionMap` and k5cents/fflr `data-raw/pos_ids.csv` give them (they agree),
 * checked against real players' `eligibleSlots` (QBs `[0,7,20,21]`, RBs `[2,3,7,20,21,23]`): 7 is
 * OP (the superflex), 23 the RB/WR/TE flex. See `docs/hosts/espn-protocol.md` §6.
 */

/** ESPN slot id → our name for it. */
const ESPN_SLOT_NAMES: Readonly<Record<number, string>> = {
  0: 'QB',
  1: 'TQB',
  2: 'RB',
  3: 'WRRB_FLEX', // RB/WR
  4: 'WR',
  5: 'REC_FLEX', // WR/TE
  6: 'TE',
  7: 'SUPER_FLEX', // OP: any offensive player, QB included
  8: 'DT',
  9: 'DE',
  10: 'LB',
  11: 'DL',
  12: 'CB',
  13: 'S',
  14: 'DB',
  15: 'DP', // IDP flex
  16: 'DEF', // D/ST
  17: 'K',
  18: 'P',
  19: 'HC',
  20: 'BN', // BE
  21: 'IR',
  23: 'FLEX', // RB/WR/TE
  24: 'ER', // edge rusher
  25: 'ROOKIE',
};

/** ESPN's bench and injured-reserve slots. */
const ESPN_BENCH_SLOT = 20;
export const ESPN_IR_SLOT = 21;

/**
 * The order starting slots are listed in, as Sleeper lists a league's: QB, RB, WR, TE, the flexes
 * (narrowest first), D/ST, K, then the slots none of ours fills (IDP, punter, head coach, team QB).
 * Slot ids not here (unknown to the public clients) come after, by id.
 */
const STARTING_ORDER: readonly number[] = [
  0, 2, 4, 6, 23, 3, 5, 7, 16, 17, 8, 9, 24, 11, 10, 12, 13, 14, 15, 18, 19, 1, 25,
];

/** Our name for an ESPN slot id: `ESPN_SLOT_NAMES`, or `SLOT_<id>` for one no public client names. */
export function espnSlotName(slotId: number): string {
  return ESPN_SLOT_NAMES[slotId] ?? `SLOT_${slotId}`;
}

/**
 * A league's roster slots from ESPN's `lineupSlotCounts` (slot id as a string → how many): starting
 * slots first in `STARTING_ORDER`, each repeated by its count, then `BN` and `IR`. Keys that are
 * not slot ids, and counts that are not whole and positive, add nothing.
 * @example
 * espnRosterPositions({ '0': 1, '2': 2, '4': 2, '6': 1, '16': 1, '17': 1, '20': 7, '21': 1, '23': 1 })
 * // ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'DEF', 'K', 'BN' ×7, 'IR']
 */
export function espnRosterPositions(lineupSlotCounts: Readonly<Record<string, number>>): string[] {
  const counts = new Map<number, number>();
  for (const [key, count] of Object.entries(lineupSlotCounts)) {
    if (!/^\d{1,3}$/.test(key) || !Number.isInteger(count) || count <= 0) continue;
    counts.set(Number(key), count);
  }
  const rank = (slotId: number) => {
    const index = STARTING_ORDER.indexOf(slotId);
    return index === -1 ? STARTING_ORDER.length + slotId : index;
  };
  const starting = [...counts.keys()]
    .filter((slotId) => slotId !== ESPN_BENCH_SLOT && slotId !== ESPN_IR_SLOT)
    .sort((a, b) => rank(a) - rank(b));
  return [...starting, ESPN_BENCH_SLOT, ESPN_IR_SLOT].flatMap((slotId) =>
    Array.from({ length: counts.get(slotId) ?? 0 }, () => espnSlotName(slotId)),
  );
}

/** Whether a slot name (ours or the host's) is a starting slot: every one but bench and reserve. */
export function isStartingSlot(name: string): boolean {
  return name !== 'BN' && name !== 'IR' && name !== 'TAXI';
}
