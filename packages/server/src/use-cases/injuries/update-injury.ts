import type { InjuryReport, InjuryUpdateRequest, InjuryUpdateResponse } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Principal } from '../../ports/identity.js';
import type { InjuryReportVersion } from '../../records/injury-report-record.js';
import { adminPlayerRow } from '../admin/list-admin-players.js';
import { alertAfterInjuryWrite, type LineupAlertPorts } from '../alerts/send-lineup-alerts.js';
import { recordAudit } from '../audit/record-audit.js';
import type { ServiceContext } from '../service-context.js';
import { injuryReportId, injuryWeekOf, type SeasonWeek } from './injury-reports.js';

/**
 * An injury report of a week in words, as the audit log shows an edit.
 * @example injuryChangeText({ status: 'Out', bodyPart: 'Knee', description: null, practice: 'DNP' },
 *   { season: 2026, week: 12 }) // 'Out (Knee), practice DNP, week 12 of 2026'
 * @example injuryChangeText({ status: null, bodyPart: null, description: null, practice: null }, week)
 * // 'Active, week 12 of 2026'
 */
export function injuryChangeText(report: InjuryReport, { season, week }: SeasonWeek): string {
  const about = [report.bodyPart, report.description].filter(Boolean).join(': ');
  return [
    `${report.status ?? 'Active'}${about ? ` (${about})` : ''}`,
    ...(report.practice ? [`practice ${report.practice}`] : []),
    `week ${week} of ${season}`,
  ].join(', ');
}

/**
 * `PUT /api/admin/players/:playerId/injury` (admin): replaces a catalogue player's injury report
 * for the week users plan for (the season clock's), as the one that counts for that week everywhere
 * from the next call on: `GET /api/injuries`, the projections call (an OUT player counts 0), the
 * admin lists and the showcase (whose answer is keyed by the week's latest report). One record per
 * player and week (`injury_reports`), written in one atomic upsert that also appends the version,
 * with who (the admin's email and subject) and when, to the record's `history`, so no version is
 * lost even to parallel edits; the audit log gets an `injury.update` entry (`injuryChangeText`). A
 * report with every field `null` clears it (active for that week). The edit replaces whatever an
 * import wrote; a later import replaces it only with a changed nflverse report. Then the lineup
 * alerts (`sendLineupAlerts`, given the mail port in `lineupAlerts`): the owners of teams starting
 * the player that week hear of it once per status. Answers the player's admin row as it now
 * stands; an unknown player is 404.
 */
export async function updateInjury(
  ctx: ServiceContext & { lineupAlerts?: LineupAlertPorts | undefined },
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
  await recordAudit(ctx, {
    action: 'injury.update',
    actor: input.principal.email ?? input.principal.sub,
    actorSub: input.principal.sub,
    target: player._id,
    detail: injuryChangeText(version.report, week),
  });
  await alertAfterInjuryWrite(ctx, { changed: [{ playerId: player._id, ...week }], byes: false });
  return { player: adminPlayerRow(player, version.report) };
}
