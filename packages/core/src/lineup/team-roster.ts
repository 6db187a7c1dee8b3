import type { LineupOf, RosterPlayer } from '../contract/entities.js';
import type { Result } from '../errors.js';
import type { Roster } from './roster.js';

/** Anything shaped like a team: lineups (the first is active) and a bench. */
export interface TeamShape<P extends RosterPlayer> {
  readonly lineups: readonly LineupOf<P>[];
  readonly bench: readonly P[];
}

/** The roster of a team's active lineup (`lineups[0]`). */
export function rosterOf<P extends RosterPlayer>(team: TeamShape<P>): Roster<P> {
  const [active] = team.lineups;
  if (!active) throw new TypeError('A team always has an active lineup');
  return { lineup: active, bench: team.bench };
}

/**
 * Applies a lineup operation to a team's active lineup and bench, keeping every other field.
 * @example applyToTeam(team, (roster) => dropPlayer(roster, playerId))
 */
export function applyToTeam<P extends RosterPlayer, T extends TeamShape<P>>(
  team: T,
  operation: (roster: Roster<P>) => Result<Roster<P>>,
): Result<T> {
  const result = operation(rosterOf(team));
  if (!result.ok) return result;
  const { lineup, bench } = result.value;
  return { ok: true, value: { ...team, lineups: [lineup, ...team.lineups.slice(1)], bench } };
}
