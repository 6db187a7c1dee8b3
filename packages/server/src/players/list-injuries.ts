import type { InjuriesResponse } from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';

/** `GET /api/injuries`: player name → designation for every player with one, and when it last changed. */
export async function listInjuries(ctx: ServiceContext): Promise<InjuriesResponse> {
  const injured = await COLLECTIONS.players
    .of(ctx.store)
    .find({ 'injury.status': { $ne: null, $exists: true } });
  const injuries: InjuriesResponse['injuries'] = {};
  let updatedAt: string | null = null;
  for (const player of injured) {
    if (!player.injury?.status) continue;
    injuries[player.playerName] = player.injury.status;
    if (player.injuryUpdatedAt && (updatedAt === null || player.injuryUpdatedAt > updatedAt)) {
      updatedAt = player.injuryUpdatedAt;
    }
  }
  return { injuries, updatedAt };
}
