import type { InjuriesResponse } from '@lineup-lab/core';
import { injuriesOfWeek, injuryWeekOf } from '../injuries/injury-reports.js';
import type { ServiceContext } from '../service-context.js';

/**
 * `GET /api/injuries`: player name → designation for every player with one in the week users plan
 * for (the administrator's report of the week, else the catalogue's), and when the latest of those
 * reports changed (a report cleared this week counts as a change).
 */
export async function listInjuries(ctx: ServiceContext): Promise<InjuriesResponse> {
  const counted = await injuriesOfWeek(ctx, injuryWeekOf(await ctx.calendar.current()));
  const injuries: InjuriesResponse['injuries'] = {};
  let updatedAt: string | null = null;
  for (const { report, playerName, updatedAt: changed, weekly } of counted.values()) {
    if (report.status) injuries[playerName] = report.status;
    if (changed && (report.status || weekly) && (updatedAt === null || changed > updatedAt)) {
      updatedAt = changed;
    }
  }
  return { injuries, updatedAt };
}
