import { movePlayer, type RosterPlace, type Team } from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { changeLineup } from './change-lineup.js';

/** `POST /api/move-player`: from where the caller saw the player to a slot or the bench. */
export function movePlayerOnTeam(
  ctx: ServiceContext,
  input: {
    ownerId: string;
    teamName: string;
    playerId: string;
    fromPosition: RosterPlace;
    toPosition: RosterPlace;
    expectedVersion?: number | undefined;
  },
): Promise<Team> {
  const command = { playerId: input.playerId, from: input.fromPosition, to: input.toPosition };
  return changeLineup(ctx, {
    ...input,
    action: input.toPosition === 'BENCH' ? 'bench' : 'move',
    operation: (roster) => movePlayer(roster, command),
  });
}
