import fc from 'fast-check';
import type { RosterPlayer } from '../contract/entities.js';
import type { Result } from '../errors.js';
import { addPlayer } from '../lineup/add-player.js';
import { dropPlayer } from '../lineup/drop-player.js';
import { movePlayer } from '../lineup/move-player.js';
import { type Roster, rosterPlayers } from '../lineup/roster.js';
import { swapPlayers } from '../lineup/swap-players.js';
import { BENCH, POSITIONS, type Position, STARTING_SLOTS, type StartingSlot } from '../positions.js';

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
