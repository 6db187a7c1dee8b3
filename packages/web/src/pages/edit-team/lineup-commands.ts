import { BENCH, type LineupMove, type Player, type RosterPlace, type TeamResponse } from '@lineup-lab/core';
import type { LineupsApi } from '@lineup-lab/sdk';
import { slotRequest } from './placement.js';

type Named = Pick<Player, '_id' | 'playerName'>;

/** Every change the editor asks the server for. */
export type LineupCommand =
  | { readonly kind: 'add'; readonly player: Named }
  | { readonly kind: 'move'; readonly player: Named; readonly from: RosterPlace; readonly to: RosterPlace }
  | { readonly kind: 'drop'; readonly player: Named }
  | { readonly kind: 'optimize'; readonly moves: readonly LineupMove[]; readonly gain: number };

/** The message when a command fails and the server said nothing usable (spec §8 "Lineup"). */
export function failureMessage(command: LineupCommand): string {
  switch (command.kind) {
    case 'add':
      return 'Failed to add player';
    case 'drop':
      return 'Failed to drop player';
    case 'move':
      return command.to === BENCH ? 'Failed to move player to bench' : 'Failed to move player';
    case 'optimize':
      return 'Failed to move player';
  }
}

/** What the editor says once a command went through. */
export function successMessage(command: LineupCommand): string {
  switch (command.kind) {
    case 'add':
      return `${command.player.playerName} was added to the bench.`;
    case 'drop':
      return `${command.player.playerName} was dropped.`;
    case 'move':
      return command.to === BENCH
        ? `${command.player.playerName} moved to the bench.`
        : `${command.player.playerName} now starts at ${command.to}.`;
    case 'optimize':
      return `Lineup optimized: ${command.moves.length} ${command.moves.length === 1 ? 'move' : 'moves'} applied.`;
  }
}

/**
 * One move as a server call: from the bench into a starting slot through `move-to-slot` (by wire
 * key and index), every other move through `move-player` (from where it was seen, to where it goes).
 */
function sendMove(
  lineups: LineupsApi,
  teamName: string,
  move: LineupMove,
  expectedVersion: number | undefined,
): Promise<TeamResponse> {
  const common = { teamName, playerId: move.playerId, expectedVersion };
  if (move.from === BENCH && move.to !== BENCH)
    return lineups.moveToSlot({ ...common, ...slotRequest(move.to) });
  return lineups.movePlayer({ ...common, fromPosition: move.from, toPosition: move.to });
}

/**
 * Sends a command, carrying the team version last seen so a change made elsewhere is refused
 * (409) rather than overwritten. An optimization sends its moves in order, each with the version
 * the previous one answered, and stops at the first refusal.
 */
export async function runCommand(
  lineups: LineupsApi,
  options: { teamName: string; command: LineupCommand; expectedVersion: number | undefined },
): Promise<TeamResponse> {
  const { teamName, command, expectedVersion } = options;
  switch (command.kind) {
    case 'add':
      return lineups.addPlayer({ teamName, playerId: command.player._id, expectedVersion });
    case 'drop':
      return lineups.dropPlayer({ teamName, playerId: command.player._id, expectedVersion });
    case 'move':
      return sendMove(
        lineups,
        teamName,
        { playerId: command.player._id, from: command.from, to: command.to },
        expectedVersion,
      );
    case 'optimize': {
      let version = expectedVersion;
      let last: TeamResponse | undefined;
      for (const move of command.moves) {
        last = await sendMove(lineups, teamName, move, version);
        version = last.team.version;
      }
      if (!last) throw new Error('An optimization without moves has nothing to apply');
      return last;
    }
  }
}
