import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { teamKeyOf } from '../../records/team-record.js';
import type { UserRecord } from '../../records/user-record.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Deletes the caller's team of that name, its scenarios, its history, the lineups kept of its past weeks and the league it was imported from, and
 * gives their places back to the user's limits (a free user may then import a league again).
 */
export async function deleteTeam(ctx: ServiceContext, user: UserRecord, teamName: string): Promise<string> {
  const teams = COLLECTIONS.teams.of(ctx.store);
  const team = await teams.findOne({ ownerId: user._id, teamKey: teamKeyOf(teamName) });
  const { deletedCount } = team ? await teams.deleteOne({ _id: team._id }) : { deletedCount: 0 };
  if (!team || deletedCount === 0) throw new AppError('NOT_FOUND', `Team '${teamName}' not found`);
  await COLLECTIONS.scenarios.of(ctx.store).deleteMany({ teamId: team._id });
  await COLLECTIONS.teamVersions.of(ctx.store).deleteMany({ teamId: team._id });
  await COLLECTIONS.teamWeekLineups.of(ctx.store).deleteMany({ teamId: team._id });
  const leagues = await COLLECTIONS.leagues.of(ctx.store).deleteMany({ teamId: team._id });
  await COLLECTIONS.users
    .of(ctx.store)
    .updateOne({ _id: user._id }, { $inc: { teamCount: -1, leaguesImported: -leagues.deletedCount } });
  return team.teamName;
}
