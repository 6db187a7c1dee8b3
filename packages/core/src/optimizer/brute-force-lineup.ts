import { emptyLineup, type LineupOf, type RosterPlayer } from '../contract/entities.js';
import { type Roster, rosterPlayers, setSlot } from '../lineup/roster.js';
import { isEligible, STARTING_SLOTS } from '../positions.js';

/**
 * Reference optimiser: tries every legal lineup and keeps the best by (slots filled, total).
 * Exponential; it exists to check `optimalLineup` in tests and to be the baseline of the benchmark.
 * Not part of the public API.
 */
export function bruteForceLineup<P extends RosterPlayer>(
  roster: Roster<P>,
  pointsOf: (player: P) => number | null,
): { lineup: LineupOf<P>; total: number; filled: number } {
  const players = rosterPlayers(roster);
  const value = players.map((p) => pointsOf(p) ?? 0);
  const used = new Array<boolean>(players.length).fill(false);
  const chosen = new Array<number>(STARTING_SLOTS.length).fill(-1);
  let best = { total: Number.NEGATIVE_INFINITY, filled: -1, picks: [...chosen] };

  const visit = (slotIndex: number, filled: number, total: number): void => {
    if (slotIndex === STARTING_SLOTS.length) {
      if (filled > best.filled || (filled === best.filled && total > best.total)) {
        best = { total, filled, picks: [...chosen] };
      }
      return;
    }
    const slot = STARTING_SLOTS[slotIndex] ?? 'QB';
    let placed = false;
    for (let i = 0; i < players.length; i++) {
      const player = players[i];
      if (used[i] || !player || !isEligible(player.position, slot)) continue;
      placed = true;
      used[i] = true;
      chosen[slotIndex] = i;
      visit(slotIndex + 1, filled + 1, total + (value[i] ?? 0));
      used[i] = false;
    }
    chosen[slotIndex] = -1;
    // Leaving a slot empty is legal only when nobody eligible is left for it.
    if (!placed) visit(slotIndex + 1, filled, total);
  };
  visit(0, 0, 0);

  let lineup = emptyLineup<P>();
  best.picks.forEach((pick, slotIndex) => {
    const slot = STARTING_SLOTS[slotIndex];
    if (slot && pick >= 0) lineup = setSlot(lineup, slot, players[pick] ?? null);
  });
  return { lineup, total: best.total, filled: best.filled };
}
