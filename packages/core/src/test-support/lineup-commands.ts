import fc from 'fast-check';
import type { RosterPlayer } from '../contract/entities.js';
import type { Result } from '../errors.js';
import { ok } from '../errors.js';
import { addPlayer } from '../lineup/add-player.js';
import { dropPlayer } from '../lineup/drop-player.js';
import type { LockablePlayer, WeekKickoffs } from '../lineup/kickoff-locks.js';
import { movePlayer } from '../lineup/move-player.js';
import { placeAroundLocks } from '../lineup/place-around-locks.js';
import { replaceLineup } from '../lineup/replace-lineup.js';
import { type Roster, rosterPlayers } from '../lineup/roster.js';
import { swapPlayers } from '../lineup/swap-players.js';
import { BENCH, POSITIONS, type Position, STARTING_SLOTS, type StartingSlot } from '../positions.js';
import { placeScenario } from '../scenarios/place-scenario.js';

/**
 * A lineup command as a user sends it: add a new player (of a position, on an NFL team), or move,
 * swap or drop players picked by their index in the roster (an index past it names nobody, to
 * exercise refusals).
 */
export type LineupCommand =
  | { kind: 'add'; position: Position; team: string }
  | { kind: 'move'; pick: number; to: StartingSlot | typeof BENCH }
  | { kind: 'swap'; pick: number; other: number }
  | { kind: 'drop'; pick: number };

/** Any lineup command; added players are on one of `teams`. */
export function arbLineupCommand(teams: readonly string[] = ['KC']): fc.Arbitrary<LineupCommand> {
  return fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      position: fc.constantFrom(...POSITIONS),
      team: fc.constantFrom(...teams),
    }),
    fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(40),
      to: fc.constantFrom(...STARTING_SLOTS, BENCH),
    }),
    fc.record({ kind: fc.constant('swap' as const), pick: fc.nat(40), other: fc.nat(40) }),
    fc.record({ kind: fc.constant('drop' as const), pick: fc.nat(40) }),
  );
}

/** Runs a command with core's lineup operation; `added` makes the player an add brings. */
export function runCommand<P extends RosterPlayer>(
  roster: Roster<P>,
  command: LineupCommand,
  added: (command: Extract<LineupCommand, { kind: 'add' }>) => P,
): Result<Roster<P>> {
  const idAt = (index: number) => rosterPlayers(roster)[index]?._id ?? `ghost-${index}`;
  switch (command.kind) {
    case 'add':
      return addPlayer(roster, added(command));
    case 'move':
      return movePlayer(roster, { playerId: idAt(command.pick), to: command.to });
    case 'swap':
      return swapPlayers(roster, { benchPlayerId: idAt(command.pick), starterPlayerId: idAt(command.other) });
    case 'drop':
      return dropPlayer(roster, idAt(command.pick));
  }
}

/**
 * A command that replaces the whole lineup and bench: a scenario `load` or a history `restore` of
 * the roster as it stood `back` changes ago (the scenario saved then, the version made then).
 */
export type ReplaceCommand = { kind: 'load'; back: number } | { kind: 'restore'; back: number };

/** Any scenario load or history restore. */
export function arbReplaceCommand(): fc.Arbitrary<ReplaceCommand> {
  return fc.oneof(
    fc.record({ kind: fc.constant('load' as const), back: fc.nat(30) }),
    fc.record({ kind: fc.constant('restore' as const), back: fc.nat(30) }),
  );
}

/**
 * Runs a load or a restore as the server does, around the kickoff locks (core's
 * `placeAroundLocks`): `history` holds the rosters the team stood at, oldest first. A load places
 * the saved roster on the team as it now is first (`placeScenario`, `replaceLineup`); a restore
 * takes the version as it was (players dropped since come back).
 */
export function runReplaceCommand<P extends LockablePlayer>(
  roster: Roster<P>,
  command: ReplaceCommand,
  on: { history: readonly Roster<P>[]; week: WeekKickoffs | null; now: Date },
): Result<Roster<P>> {
  const saved = on.history[Math.max(0, on.history.length - 1 - command.back)] ?? roster;
  let wanted = saved;
  if (command.kind === 'load') {
    const placed = placeScenario(roster, saved);
    if (!placed.ok) return placed;
    const replaced = replaceLineup(roster, placed.value.placement);
    if (!replaced.ok) return replaced;
    wanted = replaced.value;
  }
  const around = placeAroundLocks(roster, wanted, on.week, on.now);
  return around.ok ? ok(around.value.roster) : around;
}
