/**
 * The waiver list's sizes: picks answered by default and at most, and how many free agents of each
 * position go on to the optimiser (`shortlistPerPosition`, the best of each position by this week's
 * projection in the team's mode, as if he plays: `shortlistFreeAgents`). A free agent below that many
 * of his own position would gain the team less than each of them in most weeks; the list of at most
 * 50 picks draws from 72 candidates (12 for each of six positions), or `limit` of one position.
 */
export const WAIVER_LIST = { defaultLimit: 20, maxLimit: 50, shortlistPerPosition: 12 } as const;

/** Said when a team's league cannot say who its free agents are. */
export const WAIVER_MESSAGES = {
  leagueNotSynced: (teamName: string) =>
    `The league of '${teamName}' has not been synced since rosters were recorded; sync it first`,
} as const;
