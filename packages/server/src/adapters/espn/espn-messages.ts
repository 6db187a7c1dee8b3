/**
 * What the ESPN adapter tells the user when a league cannot be read (the `HostError` messages
 * whose wording is ESPN's own; `HOST_MESSAGES` has the ones every host shares). None of them
 * quotes a cookie.
 */
export const ESPN_MESSAGES = {
  /** The league id is not digits (refused before any request). */
  notALeagueId: (text: string) =>
    `ESPN league ids are digits, like 13579246: ${JSON.stringify(text.slice(0, 40))} is not one.`,
  /** A season that is not a year ESPN could have (refused before any request). */
  notASeason: (season: number) => `ESPN has no fantasy football season ${season}: give a year, like 2026.`,
  /** ESPN's 404 (no such league, or not in that season) and 400 (an id it cannot read). */
  unknownLeague: (leagueId: string, season: number) => `ESPN has no league ${leagueId} in ${season}.`,
  /** ESPN's 401 without cookies. */
  privateLeague: (leagueId: string) =>
    `ESPN league ${leagueId} is private. To import it, give its espn_s2 and SWID cookies ` +
    '(from a browser signed in to an ESPN account that is in the league).',
  /** ESPN's 401 with cookies: ESPN answers the same for wrong, expired and other people's cookies. */
  cookiesRefused: (leagueId: string) =>
    `ESPN would not open league ${leagueId} with the espn_s2 and SWID given: they may have expired ` +
    '(sign in to ESPN and copy them again), or the account they belong to is not in the league.',
  /** Cookies that cannot be ESPN's (refused before any request, never quoted). */
  badCookies: () =>
    'The espn_s2 and SWID given are not in the form ESPN sets them: copy both cookies again from a ' +
    'browser signed in to ESPN (SWID looks like {1A2B3C4D-…}).',
} as const;
