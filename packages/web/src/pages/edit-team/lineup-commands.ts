import {
  BENCH,
  type LineupAdviceResponse,
  type LineupMove,
  type Player,
  type RosterPlace,
  type StartingSlot,
  type TeamResponse,
} from '@lineup-lab/core';

/** The advisor's suggested lineup change (core's `ZAdviceChange`). */
export type AdviceChange = NonNullable<LineupAdviceResponse['change']>;

import type { LineupsApi } from '@lineup-lab/sdk';
import { keptText } from './game-day-view.js';
import { slotRequest } from './placement.js';

type Named = Pick<Player, '_id' | 'playerName'>;

/** Every change the editor asks the server for. */
export type LineupCommand =
  /** Adds where he fits (an empty slot he is eligible for, else the bench); `into`: then into that slot. */
  | { readonly kind: 'add'; readonly player: Named; readonly into?: StartingSlot }
  | { readonly kind: 'move'; readonly player: Named; readonly from: RosterPlace; readonly to: RosterPlace }
  | { readonly kind: 'drop'; readonly player: Named }
  | { readonly kind: 'optimize'; readonly week: number }
  /** The advisor's suggested change, applied through `move-player` (the same locks as any move). */
  | { readonly kind: 'apply'; readonly change: AdviceChange };

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
    case 'apply':
      return 'Failed to move player';
  }
}

/** Where an added player went, as the status line says it: 'Added X at QB' / 'Added X to the bench'. */
function addedMessage(playerName: string, placed: RosterPlace): string {
  return placed === BENCH ? `Added ${playerName} to the bench` : `Added ${playerName} at ${placed}`;
}

/** What the editor says once the advisor's change went through: 'Applied: X to QB'. */
function appliedMessage(change: Pick<AdviceChange, 'playerName' | 'to'>): string {
  return `Applied: ${change.playerName} to ${change.to === BENCH ? 'the bench' : change.to}`;
}

/**
 * What the editor says once a command went through; for an optimization, `movesMade` is how many
 * moves the server made.
 */
export function successMessage(command: LineupCommand, movesMade = 0): string {
  switch (command.kind) {
    case 'add':
      return addedMessage(command.player.playerName, command.into ?? BENCH);
    case 'apply':
      return appliedMessage(command.change);
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
      return addWhereItFits(lineups, { teamName, command, expectedVersion });
    case 'apply': {
      const { change } = command;
      const response = await lineups.movePlayer({
        teamName,
        playerId: change.playerId,
        fromPosition: change.from,
        toPosition: change.to,
        expectedVersion,
      });
      return answered(response);
    }
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

/**
 * Adds a player where he fits (`placement: 'fit'`: the empty starting slot the slot rules prefer,
 * else the bench) and says where he went. Filling a chosen slot (`into`) that the rules did not
 * pick (FLEX while RB1 is empty), he is then moved there from where he was placed.
 */
async function addWhereItFits(
  lineups: LineupsApi,
  {
    teamName,
    command,
    expectedVersion,
  }: {
    teamName: string;
    command: Extract<LineupCommand, { kind: 'add' }>;
    expectedVersion: number | undefined;
  },
): Promise<CommandAnswer> {
  const { player, into } = command;
  const added = await lineups.addPlayer({
    teamName,
    playerId: player._id,
    expectedVersion,
    placement: 'fit',
  });
  const placed = added.placed ?? BENCH;
  if (into === undefined || placed === into) {
    return { response: { team: added.team }, message: addedMessage(player.playerName, placed) };
  }
  const moved = await sendMove(lineups, {
    teamName,
    move: { playerId: player._id, from: placed, to: into },
    expectedVersion: added.team.version,
  });
  return { response: moved, message: addedMessage(player.playerName, into) };
}
