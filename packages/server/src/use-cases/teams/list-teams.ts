import type { UserTeamsResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { CALENDAR_READS } from '../../season/season-calendar.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { teamsFrom } from './hydrate-team.js';
import { planningWeeksOf } from './planning-weeks.js';
import { ROSTER_WEEK_READS, readRostersWeekRecords } from './roster-week.js';

/** Every collection `listTeams` reads (its answers are kept by them: `edge/http/kept-answers.ts`). */
export const LIST_TEAMS_READS = [COLLECTIONS.teams, ...ROSTER_WEEK_READS, ...CALENDAR_READS] as const;

/**
 * The caller's teams, oldest first, each with its planning week (`planningWeeksOf`: the week users
 * plan for, totalled in the team's mode and scoring as its team week totals it). Store reads: the
 * teams, then every player of them once (catalogue, predictions and injuries, in parallel: three
 * queries whatever the number of teams); the teams are filled in from the same catalogue read.
 */
export async function listTeams(ctx: ServiceContext, ownerId: string): Promise<UserTeamsResponse['teams']> {
  const [teams, week] = await Promise.all([
    COLLECTIONS.teams.of(ctx.store).find({ ownerId }, { sort: { createdAt: 1 } }),
    weekOfSeason(ctx, undefined),
  ]);
  // Every lineup and bench of every team: the answer shows them all.
  const rosters = teams.flatMap((team) => team.lineups.map((lineup) => ({ lineup, bench: team.bench })));
  const records = await readRostersWeekRecords(ctx, rosters, week);
  const planning = planningWeeksOf(teams, records, week);
  return teamsFrom(teams, records.record).map((team) => {
    const planned = planning.get(team._id);
    if (!planned) return team;
    const { counted: _counted, ...shown } = planned;
    return { ...team, planning: shown };
  });
}
