import { TEAM_HISTORY_DAYS } from './team-change-actions.js';

/** The history's answers, as the server sends them and the clients show them. */
export const TEAM_HISTORY_MESSAGES = {
  /** A restore of a version the store no longer keeps (or that was never the team's). */
  versionNotKept: (version: number) =>
    `Version ${version} of this team is not kept (earlier versions are kept ${TEAM_HISTORY_DAYS} days)`,
} as const;
