import type { UserTeamsResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';
import { hydrateTeams } from './hydrate-team.js';
import { planningWeeks } from './planning-weeks.js';

/**
 * The caller's teams, oldest first, each with its planning week (`planningWeeks`: the week users
 * plan for, totalled in the team's mode and scoring as its team week totals it). Store reads: the
 * teams, their players in the catalogue, then their players' week (catalogue, predictions and
 * injuries: once for every team).
 */
export async function listTeams(ctx: ServiceContext, ownerId: string): Promise<UserTeamsResponse['teams']> {
  const records = await COLLECTIONS.teams.of(ctx.store).find({ ownerId }, { sort: { createdAt: 1 } });
  const [teams, planning] = await Promise.all([hydrateTeams(ctx, records), planningWeeks(ctx, records)]);
  return teams.map((team) => {
    const week = planning.get(team._id);
    if (!week) return team;
    const { counted: _counted, ...shown } = week;
    return { ...team, planning: shown };
  });
}
