/**
 * What the Yahoo adapter tells the user when Yahoo refuses, in plain words (the import screens
 * show `HostError.message` as it is). The codes every host shares take `HOST_MESSAGES`.
 */
export const YAHOO_MESSAGES = {
  /** Yahoo's 403 "This application is not authorized to perform this action" (since 2026-07). */
  not_approved:
    'Yahoo refused this server: Yahoo now approves each app for Fantasy Sports data, and the Yahoo app ' +
    "this server uses is not approved (yet). The server's operator has to ask Yahoo for Fantasy access; " +
    'until then Yahoo leagues cannot be read. Sleeper and ESPN leagues still import.',
  consent_revoked:
    'Yahoo no longer lets Lineup Lab read your leagues (the access was removed at Yahoo, or your Yahoo ' +
    'password changed). Connect your Yahoo account again.',
  expired_token: 'Your Yahoo sign-in has expired. Try again: Lineup Lab renews it.',
  private_league: (leagueKey: string) =>
    `Yahoo does not show the league ${leagueKey} to your Yahoo account: only its members can read it.`,
  unknown_league: (leagueKey: string) => `Yahoo has no league ${leagueKey}.`,
  rate_limited: 'Yahoo is limiting how often this server may ask right now. Try again in a few minutes.',
  bad_client:
    "Yahoo refused this server's app credentials (YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET): the operator " +
    'has to check them.',
} as const;
