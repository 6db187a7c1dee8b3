/**
 * Yahoo's roster positions in Sleeper's names (the league-source port's vocabulary): the flexes
 * renamed, the rest kept (IDP `D`, `DB`, `DL`, `LB`, `DT`, `DE`, `CB`, `S` keep Yahoo's name, which
 * the placement notes and leaves out).
 */
const SLOT_NAMES: Readonly<Record<string, string>> = {
  'W/R/T': 'FLEX',
  'W/R': 'WRRB_FLEX',
  'W/T': 'REC_FLEX',
  'Q/W/R/T': 'SUPER_FLEX',
};

/** Slots that are not starting ones: the bench, and the reserves whose players are set aside. */
const BENCH = 'BN';
const SET_ASIDE: ReadonlySet<string> = new Set(['IR', 'NA']);

/** A Yahoo roster position (or a player's `selected_position`) in the port's names. */
export function slotOf(position: string): string {
  const name = position.trim().toUpperCase();
  return SLOT_NAMES[name] ?? name;
}

/** Whether a slot (in the port's names) is a starting one. */
const isStartingSlot = (slot: string) => slot !== BENCH && !SET_ASIDE.has(slot) && slot !== 'TAXI';

/**
 * The league's slots, one per place, from Yahoo's `roster_positions` (`{position, count}`):
 * starting slots first in Yahoo's order, then the bench, then IR.
 * @example rosterPositionsOf([{ position: 'QB', count: 1 }, { position: 'BN', count: 2 }, { position: 'W/R/T', count: 1 }])
 * // ['QB', 'FLEX', 'BN', 'BN']
 */
export function rosterPositionsOf(positions: ReadonlyArray<{ position: string; count: number }>): string[] {
  const slots = positions.flatMap(({ position, count }) =>
    Array.from({ length: Math.max(0, count) }, () => slotOf(position)),
  );
  const rank = (slot: string) => (isStartingSlot(slot) ? 0 : slot === BENCH ? 1 : 2);
  return slots
    .map((slot, index) => ({ slot, index }))
    .sort((a, b) => rank(a.slot) - rank(b.slot) || a.index - b.index)
    .map(({ slot }) => slot);
}

/** One player of a Yahoo roster: his key and the slot he is in (`selected_position`). */
interface YahooRosterEntry {
  playerKey: string;
  selectedPosition: string;
}

/**
 * A team's lineup in the port's terms: `starters` one per starting slot of `rosterPositions`
 * (players fill the slots of their selected position in the order Yahoo lists them; `null` an
 * empty slot), every player in Yahoo's order, and those on IR set aside. A player in a starting
 * position the league has no free slot for stays on the roster unplaced (the placement benches him).
 */
export function lineupOf(
  rosterPositions: readonly string[],
  entries: readonly YahooRosterEntry[],
): { starters: (string | null)[]; players: string[]; setAside: string[] } {
  const waiting = new Map<string, string[]>();
  const setAside: string[] = [];
  for (const { playerKey, selectedPosition } of entries) {
    const slot = slotOf(selectedPosition);
    if (SET_ASIDE.has(slot)) setAside.push(playerKey);
    else if (isStartingSlot(slot)) waiting.set(slot, [...(waiting.get(slot) ?? []), playerKey]);
  }
  const starters = rosterPositions.filter(isStartingSlot).map((slot) => waiting.get(slot)?.shift() ?? null);
  return { starters, players: entries.map((entry) => entry.playerKey), setAside };
}
