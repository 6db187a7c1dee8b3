import { emptyLineup, type TeamPlanningWeek } from '@lineup-lab/core';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import { type SeasonWeekAt, weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { type RostersWeekRecords, readRostersWeekRecords } from './roster-week.js';
import { scoringSettingsOf, teamModeOf, teamScoringOf } from './team-scoring.js';

/**
 * A team's planning week as the dashboard shows it, and `counted`: the team week's
 * `totals.current[mode]` whether or not the model has predictions (the stored figures of players
 * not published from the NFL data count then), as the admin's lineups show it.
 */
export interface PlanningWeek extends TeamPlanningWeek {
  counted: number;
}

/** What a team's planning week is worked out from: its starters, scoring and mode. */
export type PlannedTeam = Pick<TeamRecord, '_id' | 'scoring' | 'mode' | 'league'> &
  Partial<Pick<TeamRecord, 'lineups'>>;

/**
 * Each team's planning week, by team id: the week users plan for (`weekOfSeason` without a week:
 * the season clock's planning week, the one rule the dashboard, the CLI and the editor follow),
 * and its starters' total in the team's own mode and scoring, OUT and bye counted 0, exactly as
 * the team week totals it (`totals.current[mode]`); `null` when the model has no predictions for
 * that week. Store reads: the players of every team and their week, once for all of them (three
 * queries, whatever the number of teams); teams in different scorings are counted from that one
 * read, one pass per scoring.
 */
export async function planningWeeks(
  ctx: ServiceContext,
  teams: readonly PlannedTeam[],
): Promise<Map<string, PlanningWeek>> {
  const week = await weekOfSeason(ctx, undefined);
  // Only the starters count: the bench is not read.
  const records = await readRostersWeekRecords(ctx, teams.map(startersOf), week);
  return planningWeeksOf(teams, records, week);
}

/** A team's starters as a roster (an empty lineup for a team read without one). */
const startersOf = (team: PlannedTeam) => ({
  lineup: team.lineups?.[0] ?? emptyLineup<PlayerRef>(),
  bench: [],
});

/**
 * `planningWeeks` from the week's records of the teams' players, already read for `week` (the
 * planning week): no store read; one pass per scoring.
 */
export function planningWeeksOf(
  teams: readonly PlannedTeam[],
  records: RostersWeekRecords,
  week: SeasonWeekAt,
): Map<string, PlanningWeek> {
  const byScoring = new Map<string, ReturnType<typeof records.in>>();
  const planned = new Map<string, PlanningWeek>();
  for (const team of teams) {
    const settings = scoringSettingsOf(team);
    const key = JSON.stringify(settings);
    const inScoring = byScoring.get(key) ?? records.in(settings);
    byScoring.set(key, inScoring);
    const mode = teamModeOf(team);
    const counted = inScoring.totals(startersOf(team).lineup)[mode];
    planned.set(team._id, {
      season: week.season,
      week: week.week,
      mode,
      format: teamScoringOf(team).format,
      predicted: week.predicted,
      total: week.predicted ? counted : null,
      counted,
    });
  }
  return planned;
}
