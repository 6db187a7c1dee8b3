import {
  type LoadScenarioResponse,
  lockMessage,
  placeAroundLocks,
  placeScenario,
  replaceLineup,
  SCENARIO_MESSAGES,
  type ScenarioLoadNote,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { scenarioOf } from '../../records/scenario-record.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { replaceTeamLineup } from '../teams/replace-lineup.js';
import { weekUnderWay } from '../teams/week-kickoffs.js';

/**
 * `POST /api/scenarios/:teamName/:id/load`: makes a saved scenario the team's lineup and bench in
 * one change through `replaceTeamLineup` (optimistic concurrency; `expectedVersion` honoured; a
 * parallel change that wins the race gets the scenario applied again on top of it). Players the
 * team no longer has, whose position changed or who joined since are placed by core's
 * `placeScenario` and reported in `notes`, never silently. Players whose game of the week under
 * way has kicked off stay where they stand and the scenario is placed around them (core's
 * `placeAroundLocks`), each with a `locked` note saying so in the lock's words.
 */
export async function loadScenario(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; id: string; expectedVersion?: number | undefined },
): Promise<LoadScenarioResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const record = await COLLECTIONS.scenarios.of(ctx.store).findOne({ _id: input.id, teamId: team._id });
  if (!record) throw new AppError('NOT_FOUND', SCENARIO_MESSAGES.notFound);
  let notes: readonly ScenarioLoadNote[] = [];
  const [now, underWay] = [ctx.clock.now(), await weekUnderWay(ctx)];
  const loaded = await replaceTeamLineup(ctx, {
    ownerId: input.ownerId,
    teamName: input.teamName,
    expectedVersion: input.expectedVersion,
    action: 'scenario-load',
    placement: (roster) => {
      const placed = placeScenario(roster, record);
      if (!placed.ok) throw new AppError(placed.error.code, placed.error.message);
      const wanted = replaceLineup(roster, placed.value.placement);
      if (!wanted.ok) throw new AppError(wanted.error.code, wanted.error.message);
      const around = placeAroundLocks(roster, wanted.value, underWay, now);
      if (!around.ok) throw new AppError(around.error.code, around.error.message);
      const kept = new Set(around.value.kept.map(({ player }) => player._id));
      notes = [
        ...placed.value.notes.filter((note) => !kept.has(note.playerId)),
        ...around.value.kept.map(
          (lock): ScenarioLoadNote => ({
            playerId: lock.player._id,
            playerName: lock.player.playerName,
            reason: 'locked',
            placedAt: lock.place,
            message: lockMessage(lock),
          }),
        ),
      ];
      return around.value.roster;
    },
  });
  return { team: loaded, scenario: scenarioOf(record), notes: [...notes] };
}
