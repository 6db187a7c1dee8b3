import { BENCH, type LineupMove, type Player, type RosterPlace, type TeamResponse } from '@lineup-lab/core';
import type { LineupsApi } from '@lineup-lab/sdk';
import { keptText } from './game-day-view.js';
import { slotRequest } from './placement.js';

type Named = Pick<Player, '_id' | 'playerName'>;

/** Every change the editor asks the server for. */
export type LineupCommand =
  | { readonly kind: 'add'; readonly player: Named }
  | { readonly kind: 'move'; readonly player: Named; readonly from: RosterPlace; readonly to: RosterPlace }
  | { readonly kind: 'drop'; readonly player: Named }
  | { readonly kind: 'optimize'; readonly week: number };

/**
 * The server's answer to a command (the updated team), what the editor says about it, and the
 * players an Optimize kept where they stood because their game has started (`null`: none).
 */
export interface CommandAnswer {
  readonly response: TeamResponse;
  readonly message: string;
  readonly kept?: string | null;
}

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

/**
 * What the editor says once a command went through; for an optimization, `movesMade` is how many
 * moves the server made.
 */
export function successMessage(command: LineupCommand, movesMade = 0): string {
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
      return `Lineup optimized: ${movesMade} ${movesMade === 1 ? 'move' : 'moves'} applied.`;
  }
}

/**
 * One move as a server call: from the bench into a starting slot through `move-to-slot` (by wire
 * key and index), every other move through `move-player` (from where it was seen, to where it goes).
 */
function sendMove(
  lineups: LineupsApi,
  {
    teamName,
    move,
    expectedVersion,
  }: { teamName: string; move: LineupMove; expectedVersion: number | undefined },
): Promise<TeamResponse> {
  const common = { teamName, playerId: move.playerId, expectedVersion };
  if (move.from === BENCH && move.to !== BENCH)
    return lineups.moveToSlot({ ...common, ...slotRequest(move.to) });
  return lineups.movePlayer({ ...common, fromPosition: move.from, toPosition: move.to });
}

/**
 * Sends a command, carrying the team version last seen so a change made elsewhere is refused
 * (409) rather than overwritten. An optimization is one call: the server works out the week's
 * optimal lineup and applies it in one change, or changes nothing.
 */
export async function runCommand(
  lineups: LineupsApi,
  options: { teamName: string; command: LineupCommand; expectedVersion: number | undefined },
): Promise<CommandAnswer> {
  const { teamName, command, expectedVersion } = options;
  const answered = (response: TeamResponse): CommandAnswer => ({
    response,
    message: successMessage(command),
  });
  switch (command.kind) {
    case 'add':
      return answered(await lineups.addPlayer({ teamName, playerId: command.player._id, expectedVersion }));
    case 'drop':
      return answered(await lineups.dropPlayer({ teamName, playerId: command.player._id, expectedVersion }));
    case 'move':
      return answered(
        await sendMove(lineups, {
          teamName,
          move: { playerId: command.player._id, from: command.from, to: command.to },
          expectedVersion,
        }),
      );
    case 'optimize': {
      const answer = await lineups.optimize(teamName, { week: command.week, expectedVersion });
      return {
        response: { team: answer.team },
        message: successMessage(command, answer.moves.length),
        kept: keptText(answer.kept),
      };
    }
  }
}
