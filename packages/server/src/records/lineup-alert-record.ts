import type { InjuryStatus } from '@lineup-lab/core';

/** Why a starter is named in a lineup alert: an injury designation, or his NFL team's bye. */
export type LineupAlertStatus = InjuryStatus | 'bye';

/** A starter a lineup alert mail has told the owner about, with the status it told. */
export interface AlertedStarter {
  playerId: string;
  status: LineupAlertStatus;
}

/**
 * What the owner of a team has been told about one week by lineup alerts (collection
 * `lineup_alerts`, `use-cases/alerts/`): one record per team and week, `_id`
 * `<teamId>:<season>:<week>`. `alerted` holds the starters (and the status) the mails told about
 * that still hold: a starter whose status changes is told again, one told with the same status is
 * not. Written only under optimistic concurrency (`version`), so that of two processes that find the
 * same news at once (parallel imports, two admin edits) one alone claims it and mails.
 */
export interface LineupAlertRecord {
  _id: string;
  teamId: string;
  ownerId: string;
  season: number;
  week: number;
  alerted: AlertedStarter[];
  /** Goes up by one with every write (the claim's concurrency check). */
  version: number;
  updatedAt: string;
  /** When the last alert mail for this team and week was sent (claimed); `null` before any. */
  mailedAt: string | null;
}

/** The id of a team's lineup alert record of a week. */
export const lineupAlertId = (teamId: string, season: number, week: number) => `${teamId}:${season}:${week}`;
