import { BENCH_MAX } from '../constants.js';
import { emptyLineup, type LineupOf, type RosterPlayer } from '../contract/entities.js';
import { getSlot, type Roster, rosterPlayers, setSlot } from '../lineup/roster.js';
import { isEligible, STARTING_SLOTS } from '../positions.js';

/**
 * Reference optimiser: tries every legal lineup (any slot may stay empty, but the bench keeps at
 * most 7) and keeps the best by total, then by slots filled. Exponential; it exists to check
 * `optimalLineup` in tests and to be the baseline of the benchmark. Not part of the public API.
 */
export function bruteForceLineup<P extends RosterPlayer>(
  roster: Roster<P>,
  pointsOf: (player: P) => number | null,
  { locked = new Set<string>() }: { locked?: ReadonlySet<string> } = {},
): { lineup: LineupOf<P>; total: number; filled: number } {
  const players = rosterPlayers(roster);
  // A locked starter is the only choice for his slot; a locked bench player is never a choice.
  const lockedIn = new Map(
    STARTING_SLOTS.map((slot) => [slot, getSlot(roster.lineup, slot)] as const).filter(
      ([, player]) => player !== null && locked.has(player._id),
    ),
  );
  const value = players.map((p) => pointsOf(p) ?? 0);
  const leastFilled = players.length - BENCH_MAX;
  const used = new Array<boolean>(players.length).fill(false);
  const chosen = new Array<number>(STARTING_SLOTS.length).fill(-1);
  let best = { total: Number.NEGATIVE_INFINITY, filled: -1, picks: [...chosen] };

  const visit = (slotIndex: number, filled: number, total: number): void => {
    if (slotIndex === STARTING_SLOTS.length) {
      if (filled < leastFilled) return;
      if (total > best.total + 1e-9 || (Math.abs(total - best.total) <= 1e-9 && filled > best.filled)) {
        best = { total, filled, picks: [...chosen] };
      }
      return;
    }
    const slot = STARTING_SLOTS[slotIndex] ?? 'QB';
    const holder = lockedIn.get(slot);
    for (let i = 0; i < players.length; i++) {
      const player = players[i];
      if (used[i] || !player || !isEligible(player.position, slot)) continue;
      if (holder ? player !== holder : locked.has(player._id)) continue;
      used[i] = true;
      chosen[slotIndex] = i;
      visit(slotIndex + 1, filled + 1, total + (value[i] ?? 0));
      used[i] = false;
    }
    chosen[slotIndex] = -1;
    if (!holder) visit(slotIndex + 1, filled, total);
  };
  visit(0, 0, 0);

  let lineup = emptyLineup<P>();
  best.picks.forEach((pick, slotIndex) => {
    const slot = STARTING_SLOTS[slotIndex];
    if (slot && pick >= 0) lineup = setSlot(lineup, slot, players[pick] ?? null);
  });
  return { lineup, total: best.total, filled: best.filled };
}
