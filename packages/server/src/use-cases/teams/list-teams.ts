import type { Team } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';
import { hydrateTeams } from './hydrate-team.js';

/** The caller's teams, oldest first. */
export async function listTeams(ctx: ServiceContext, ownerId: string): Promise<Team[]> {
  const records = await COLLECTIONS.teams.of(ctx.store).find({ ownerId }, { sort: { createdAt: 1 } });
  return hydrateTeams(ctx, records);
}
