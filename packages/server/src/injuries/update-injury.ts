import type { InjuryUpdateRequest, InjuryUpdateResponse } from '@lineup-lab/core';
import { adminPlayerRow } from '../admin/list-admin-players.js';
import { AppError } from '../http/app-error.js';
import type { Principal } from '../ports/identity.js';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';
import { type InjuryReportVersion, injuryReportId, injuryWeekOf } from './injury-reports.js';

/**
 * `PUT /api/admin/players/:playerId/injury` (admin): replaces a catalogue player's injury report
 * for the week users plan for (the season clock's), as the one that counts for that week everywhere
 * from the next call on: `GET /api/injuries`, the projections call (an OUT player counts 0), the
 * admin lists and the showcase (whose answer is keyed by the week's latest report). One record per
 * player and week (`injury_reports`), written in one atomic upsert that also appends the version,
 * with who (the admin's email and subject) and when, to the record's `history`, so no version is
 * lost even to parallel edits. A report with every field `null` clears it (active for that week).
 * Answers the player's admin row as it now stands; an unknown player is 404.
 */
export async function updateInjury(
  ctx: ServiceContext,
  input: { principal: Principal; playerId: string; report: InjuryUpdateRequest },
): Promise<InjuryUpdateResponse> {
  const player = await COLLECTIONS.players.of(ctx.store).findOne({ _id: input.playerId });
  if (!player) throw new AppError('NOT_FOUND', `Player '${input.playerId}' not found`);
  const week = injuryWeekOf(await ctx.calendar.current());
  const version: InjuryReportVersion = {
    report: { ...input.report },
    updatedAt: ctx.clock.now().toISOString(),
    updatedBy: input.principal.email ?? null,
    updatedBySub: input.principal.sub,
    source: 'admin',
  };
  await COLLECTIONS.injuryReports.of(ctx.store).updateOne(
    { _id: injuryReportId(week, player._id) },
    {
      $set: { ...version, playerName: player.playerName },
      $push: { history: version },
      $setOnInsert: { playerId: player._id, season: week.season, week: week.week },
    },
    { upsert: true },
  );
  return { player: adminPlayerRow(player, version.report) };
}
