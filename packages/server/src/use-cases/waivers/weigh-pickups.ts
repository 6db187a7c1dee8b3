import { rosterPlayers, type WaiverPick, weighPickup } from '@lineup-lab/core';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { pickupTeamOf } from './pickup-team.js';

/**
 * The waiver assistant's weighing of given pickups for a team (the advisor's pickup questions): each
 * as the waiver list weighs him (`weighPickup`), releasing `dropId` for him when the team may drop
 * that player, else the best drop when there is no room. A player already on the team is left out.
 */
export async function weighPickups(
  ctx: ServiceContext,
  input: { team: TeamRecord; candidates: readonly PlayerRef[]; dropId?: string | undefined },
): Promise<{ weeks: number[]; picks: WaiverPick[] }> {
  const ready = await pickupTeamOf(ctx, { team: input.team, candidates: input.candidates });
  const onTeam = new Set(rosterPlayers(ready.team.roster).map((p) => p._id));
  const picks = input.candidates.flatMap((player) => {
    if (onTeam.has(player._id)) return [];
    const pick = weighPickup(ready.team, player, {
      dropId: input.dropId,
      late: ready.lateJoiners.has(player._id),
    });
    return pick ? [ready.pickOf(pick)] : [];
  });
  return { weeks: ready.weeks, picks };
}
