import type { ChangeTeamModeResponse, ProjectionMode } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from './find-team.js';
import { teamModeOf } from './team-scoring.js';

/**
 * `PUT /api/teams/:teamName/mode`: sets the projection mode the caller's team is decided in; every
 * number read afterwards without a mode of its own (the week's total, Optimize, better options,
 * scenarios' and history's totals, the advisor, the dashboard's planning week) follows it. Like the
 * scoring it is a setting, not a lineup change: no new version. Another user's team is not found (404).
 */
export async function changeTeamMode(
  ctx: ServiceContext,
  ownerId: string,
  { teamName, mode }: { teamName: string; mode: ProjectionMode },
): Promise<ChangeTeamModeResponse> {
  const team = await findTeam(ctx, ownerId, teamName);
  const updated = await COLLECTIONS.teams
    .of(ctx.store)
    .findOneAndUpdate(
      { _id: team._id, ownerId },
      { $set: { mode, updatedAt: ctx.clock.now().toISOString() } },
    );
  if (!updated) throw new AppError('NOT_FOUND', `Team '${teamName}' not found`);
  return { teamName: updated.teamName, mode: teamModeOf(updated) };
}
