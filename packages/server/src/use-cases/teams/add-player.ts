import {
  type AddPlayerResponse,
  addPlayer,
  addPlayerWhereFits,
  BENCH,
  lockedSince,
  type RosterPlace,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { refOf } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { changeLineup } from './change-lineup.js';
import { weekUnderWay } from './week-kickoffs.js';

/**
 * `POST /api/edit-lineup`: a catalogue player joins the team. `placement: 'bench'` (the default)
 * puts him on the bench; `'fit'` into the best empty starting slot he may fill (core's
 * `addPlayerWhereFits`), else the bench. A player whose game of the week under way has kicked off
 * is never put into a starting slot (and `changeLineup`'s kickoff lock refuses him joining at all
 * until the week is over). Answers the team and where he went.
 */
export async function addPlayerToTeam(
  ctx: ServiceContext,
  input: {
    ownerId: string;
    teamName: string;
    playerId: string;
    placement?: 'fit' | 'bench' | undefined;
    expectedVersion?: number | undefined;
  },
): Promise<AddPlayerResponse> {
  const player = await COLLECTIONS.players.of(ctx.store).findOne({ _id: input.playerId });
  if (!player) throw new AppError('NOT_FOUND', `Player ${input.playerId} not found`);
  const ref = refOf(player);
  const week = input.placement === 'fit' ? await weekUnderWay(ctx) : null;
  const canStart = !(week && lockedSince(ref, week, ctx.clock.now()));
  let placed: RosterPlace = BENCH;
  const team = await changeLineup(ctx, {
    ...input,
    action: 'add',
    operation: (roster) => {
      if (input.placement !== 'fit') return addPlayer(roster, ref);
      const result = addPlayerWhereFits(roster, ref, { canStart });
      if (!result.ok) return result;
      placed = result.value.placed;
      return { ok: true, value: result.value.roster };
    },
  });
  return { team, placed };
}
