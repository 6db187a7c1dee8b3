import { type LineupKey, movePlayer, slotFromPositionType, type Team } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { ServiceContext } from '../service-context.js';
import { changeLineup } from './change-lineup.js';

/** `POST /api/move-to-slot`: into the slot named by its wire key and index (RB and WR have two). */
export function moveToSlot(
  ctx: ServiceContext,
  input: {
    ownerId: string;
    teamName: string;
    playerId: string;
    positionType: LineupKey;
    index?: 0 | 1 | undefined;
    expectedVersion?: number | undefined;
  },
): Promise<Team> {
  const slot = slotFromPositionType(input.positionType, input.index ?? 0);
  if (!slot) throw new AppError('VALIDATION_FAILED', `No slot ${input.positionType}[${input.index ?? 0}]`);
  return changeLineup(ctx, {
    ...input,
    action: 'move',
    operation: (roster) => movePlayer(roster, { playerId: input.playerId, to: slot }),
  });
}
