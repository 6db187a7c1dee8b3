import {
  type LoadScenarioResponse,
  placeScenario,
  SCENARIO_MESSAGES,
  type ScenarioLoadNote,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { scenarioOf } from '../../records/scenario-record.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { replaceTeamLineup } from '../teams/replace-lineup.js';

/**
 * `POST /api/scenarios/:teamName/:id/load`: makes a saved scenario the team's lineup and bench in
 * one change through `replaceTeamLineup` (optimistic concurrency; `expectedVersion` honoured; a
 * parallel change that wins the race gets the scenario applied again on top of it). Players the
 * team no longer has, whose position changed or who joined since are placed by core's
 * `placeScenario` and reported in `notes`, never silently.
 */
export async function loadScenario(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; id: string; expectedVersion?: number | undefined },
): Promise<LoadScenarioResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const record = await COLLECTIONS.scenarios.of(ctx.store).findOne({ _id: input.id, teamId: team._id });
  if (!record) throw new AppError('NOT_FOUND', SCENARIO_MESSAGES.notFound);
  let notes: readonly ScenarioLoadNote[] = [];
  const loaded = await replaceTeamLineup(ctx, {
    ownerId: input.ownerId,
    teamName: input.teamName,
    expectedVersion: input.expectedVersion,
    action: 'scenario-load',
    placement: (roster) => {
      const placed = placeScenario(roster, record);
      if (!placed.ok) throw new AppError(placed.error.code, placed.error.message);
      notes = placed.value.notes;
      return placed.value.placement;
    },
  });
  return { team: loaded, scenario: scenarioOf(record), notes: [...notes] };
}
