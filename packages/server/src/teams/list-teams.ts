import type { Team } from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { hydrateTeams } from './hydrate-team.js';
import { TEAMS, type TeamRecord } from './team-record.js';

/** The caller's teams, oldest first. */
export async function listTeams(ctx: ServiceContext, ownerId: string): Promise<Team[]> {
  const records = await ctx.store.collection<TeamRecord>(TEAMS).find({ ownerId }, { sort: { createdAt: 1 } });
  return hydrateTeams(ctx, records);
}
