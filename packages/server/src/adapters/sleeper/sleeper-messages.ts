import { HOST_MESSAGES } from '../../ports/host-error.js';

/**
 * What the Sleeper adapter says to the user for each `HostError` code it throws (provider
 * `sleeper`): Sleeper's own for an unknown user, league or season, the hosts' shared wording for
 * the rest.
 */
export const SLEEPER_MESSAGES = {
  unknown_user: (username: string) =>
    `Sleeper has no user named "${username}". Check the username (not the display name) and try again.`,
  unknown_league: (leagueId: string) => `Sleeper has no league with the id ${leagueId}.`,
  no_leagues: (season: number) => `This Sleeper user has no NFL leagues for the ${season} season.`,
  unreachable: () => HOST_MESSAGES.unreachable('sleeper'),
  refused: (status: number) => HOST_MESSAGES.refused('sleeper', status),
  bad_answer: () => HOST_MESSAGES.bad_answer('sleeper'),
} as const;
