import { type DeleteScenarioResponse, SCENARIO_MESSAGES } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';

/** `DELETE /api/scenarios/:teamName/:id`: deletes one of the team's scenarios and frees its place. */
export async function deleteScenario(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; id: string },
): Promise<DeleteScenarioResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const { deletedCount } = await COLLECTIONS.scenarios
    .of(ctx.store)
    .deleteOne({ _id: input.id, teamId: team._id });
  if (deletedCount === 0) throw new AppError('NOT_FOUND', SCENARIO_MESSAGES.notFound);
  await COLLECTIONS.teams.of(ctx.store).updateOne({ _id: team._id }, { $inc: { scenarioCount: -1 } });
  return { deleted: true, id: input.id };
}
