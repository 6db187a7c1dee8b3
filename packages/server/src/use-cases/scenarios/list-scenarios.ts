import type { ListScenariosResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { scenarioOf } from '../../records/scenario-record.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { readRostersWeek } from '../teams/roster-week.js';
import { scoringSettingsOf, teamModeOf } from '../teams/team-scoring.js';

/**
 * `GET /api/scenarios/:teamName`: the caller's team's scenarios, newest first, each with its
 * starters' totals in `week` (absent: the planning week) as the team's week would total them, so a
 * saved alternative is compared with the current lineup in the week the editor shows, and the
 * team's own `mode` (the total the editor compares them by). Store reads:
 * the team, its scenarios, then the week of all their players together (three queries).
 */
export async function listScenarios(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; week?: number | undefined },
): Promise<ListScenariosResponse> {
  const at = await weekOfSeason(ctx, input.week, 'query.week');
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const records = await COLLECTIONS.scenarios
    .of(ctx.store)
    .find({ teamId: team._id }, { sort: { createdAt: -1, _id: 1 } });
  const week = await readRostersWeek(ctx, records, { at, scoring: scoringSettingsOf(team) });
  return {
    week: at.week,
    mode: teamModeOf(team),
    scenarios: records.map((record) => ({ ...scenarioOf(record), weekTotals: week.totals(record.lineup) })),
  };
}
