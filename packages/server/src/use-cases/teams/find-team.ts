import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { type TeamRecord, teamKeyOf } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The caller's team of that name, or 404. Another user's team is never found: lookups are by
 * owner, so a team's existence is not revealed to anyone else.
 */
export async function findTeam(ctx: ServiceContext, ownerId: string, teamName: string): Promise<TeamRecord> {
  const team = await COLLECTIONS.teams.of(ctx.store).findOne({ ownerId, teamKey: teamKeyOf(teamName) });
  if (!team) throw new AppError('NOT_FOUND', `Team '${teamName}' not found`);
  return team;
}
