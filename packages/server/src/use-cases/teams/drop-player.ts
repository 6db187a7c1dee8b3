import { dropPlayer, type Team } from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { changeLineup } from './change-lineup.js';

/** `DELETE /api/drop-player`: a bench player leaves the team for good. */
export function dropPlayerFromTeam(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; playerId: string; expectedVersion?: number | undefined },
): Promise<Team> {
  return changeLineup(ctx, {
    ...input,
    action: 'drop',
    operation: (roster) => dropPlayer(roster, input.playerId),
  });
}
