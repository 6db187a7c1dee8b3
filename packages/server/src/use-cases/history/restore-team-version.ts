import {
  ok,
  placeAroundLocks,
  type RestoreTeamVersionResponse,
  TEAM_HISTORY_MESSAGES,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';
import { changeLineup } from '../teams/change-lineup.js';
import { findTeam } from '../teams/find-team.js';
import { type KeptPlayer, weekUnderWay } from '../teams/week-kickoffs.js';

/**
 * `POST /api/teams/:teamName/history/:version/restore` (Pro and exempt): makes a kept earlier
 * version's lineup and bench the team's, through `changeLineup` like any change: the caller's
 * `expectedVersion` must be the team's (else 409 CONFLICT and nothing changes), and the restore is
 * itself a new version (action `restore`) whose replaced version joins the history, so a restore
 * can be undone the same way. Players the version had and the team has since dropped come back.
 * Players whose game of the week under way has kicked off stay where they stand, the version placed
 * around them (core's `placeAroundLocks`), and are answered in `kept`.
 * Restoring the version the team already stands at, or one whose lineup and bench it has, changes
 * nothing. A version not kept (older than 30 days, or never the team's) is 404.
 */
export async function restoreTeamVersion(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; version: number; expectedVersion: number },
): Promise<RestoreTeamVersionResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  // The version the team stands at is no record: restoring it changes nothing.
  const record =
    input.version === team.version
      ? undefined
      : await COLLECTIONS.teamVersions.of(ctx.store).findOne({ teamId: team._id, version: input.version });
  if (record === null) throw new AppError('NOT_FOUND', TEAM_HISTORY_MESSAGES.versionNotKept(input.version));
  const [now, underWay] = [ctx.clock.now(), await weekUnderWay(ctx)];
  let kept: KeptPlayer[] = [];
  const restored = await changeLineup(ctx, {
    ownerId: input.ownerId,
    teamName: input.teamName,
    expectedVersion: input.expectedVersion,
    action: 'restore',
    operation: (roster) => {
      kept = [];
      if (!record) return ok(roster);
      const around = placeAroundLocks(roster, { lineup: record.lineup, bench: record.bench }, underWay, now);
      if (!around.ok) return around;
      kept = around.value.kept.map(({ player, place, kickoff }) => ({
        playerId: player._id,
        playerName: player.playerName,
        place,
        kickoff,
      }));
      const wanted = around.value.roster;
      const same =
        JSON.stringify([roster.lineup, roster.bench]) === JSON.stringify([wanted.lineup, wanted.bench]);
      return ok(same ? roster : wanted);
    },
  });
  return { team: restored, restored: input.version, kept };
}
