import { addPlayer, type Team } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { refOf } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { changeLineup } from './change-lineup.js';

/** `POST /api/edit-lineup`: a catalogue player joins the team's bench. */
export async function addPlayerToTeam(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; playerId: string; expectedVersion?: number | undefined },
): Promise<Team> {
  const player = await COLLECTIONS.players.of(ctx.store).findOne({ _id: input.playerId });
  if (!player) throw new AppError('NOT_FOUND', `Player ${input.playerId} not found`);
  return changeLineup(ctx, {
    ...input,
    action: 'add',
    operation: (roster) => addPlayer(roster, refOf(player)),
  });
}
