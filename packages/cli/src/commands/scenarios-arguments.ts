/** The TEAM argument of the scenario commands. */
export const TEAM_ARGUMENT = ['<team>', 'the team name (quote it if it has spaces)'] as const;
