import type { RosterPlayer } from '../contract/entities.js';
import { compareIds } from '../lineup/roster.js';
import type { Position } from '../positions.js';

/** A kicker is a kicker whatever the source calls him (K or PK). */
const groupOf = (position: Position): Position => (position === 'PK' ? 'K' : position);

/**
 * The free agents worth weighing with the optimiser: the `perPosition` best of each position (K
 * and PK together) by a cheap value (`worthOf`: the server's is this week's projection in the
 * team's mode, as if he plays; `null` last, ties by id). A cheap cut before the exact work
 * (`rankPickups`), which reads every week left of only these.
 * @example shortlistFreeAgents(freeAgents, (p) => weekOf(p)?.median ?? null, 12)
 */
export function shortlistFreeAgents<P extends RosterPlayer>(
  players: readonly P[],
  worthOf: (player: P) => number | null,
  perPosition: number,
): P[] {
  const groups = new Map<Position, Array<{ player: P; value: number | null }>>();
  for (const player of players) {
    const group = groupOf(player.position);
    const members = groups.get(group) ?? [];
    members.push({ player, value: worthOf(player) });
    groups.set(group, members);
  }
  const byValue = (a: { player: P; value: number | null }, b: { player: P; value: number | null }) =>
    (b.value ?? Number.NEGATIVE_INFINITY) - (a.value ?? Number.NEGATIVE_INFINITY) ||
    compareIds(a.player, b.player);
  return [...groups.values()].flatMap((members) =>
    members
      .sort(byValue)
      .slice(0, perPosition)
      .map(({ player }) => player),
  );
}

/** Whether a player is of the position a list is filtered by (K takes PK too; none: every position). */
export function ofPosition(position: Position | null | undefined) {
  return (player: RosterPlayer): boolean => !position || groupOf(player.position) === groupOf(position);
}
