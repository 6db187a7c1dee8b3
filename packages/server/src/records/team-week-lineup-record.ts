import type { LineupOf } from '@lineup-lab/core';
import type { PlayerRef } from './team-record.js';

/**
 * The lineup a team had when a regular-season week was over (collection `team_week_lineups`), kept
 * for good (team versions expire after 30 days): with the kickoff locks, the lineup at a week's end
 * is the one that stood at every kickoff of it. Written by `use-cases/teams/save-team-change.ts`
 * for each week that ended while the version it replaces stood; the weeks that ended under the
 * team's current version are read from the team itself (`use-cases/teams/week-lineup.ts`).
 */
export interface TeamWeekLineupRecord {
  /** `<teamId>:<season>:<week>`: one per team and week. */
  _id: string;
  teamId: string;
  season: number;
  week: number;
  lineup: LineupOf<PlayerRef>;
  bench: PlayerRef[];
  /** The team version that stood at the week's end. */
  version: number;
  /** When the week was over (ISO instant, the season clock's rule). */
  weekOverAt: string;
}

/** The id of a team's lineup of a week. */
export const teamWeekLineupId = (teamId: string, season: number, week: number) =>
  `${teamId}:${season}:${week}`;
