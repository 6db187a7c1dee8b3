import type { LeagueProvider } from '@lineup-lab/core';

/**
 * Why a call to a league host (Sleeper, ESPN, Yahoo) failed, as one closed set:
 * - `unknown_user`: no user by that name (Sleeper);
 * - `unknown_league`: no league with that id (in that season);
 * - `no_leagues`: the user has no NFL league in the season asked for;
 * - `private_league`: the league is private and the access given does not open it (ESPN's 401
 *   without or with wrong cookies; Yahoo's 403 for a league the account is not in);
 * - `consent_revoked`: the user's Yahoo authorisation no longer works (refresh refused): connect again;
 * - `not_approved`: the host refuses our app itself (Yahoo's 403 for an app without Fantasy access);
 * - `unreachable`: timed out, network failure, or 429/5xx through every retry;
 * - `refused`: another 4xx;
 * - `bad_answer`: not JSON, not the shape the host answers, or larger than we read.
 */
export type HostErrorCode =
  | 'unknown_user'
  | 'unknown_league'
  | 'no_leagues'
  | 'private_league'
  | 'consent_revoked'
  | 'not_approved'
  | 'unreachable'
  | 'refused'
  | 'bad_answer';

/** The facts a `HostError` carries besides its code and message: for logs, never for the user. */
export interface HostErrorFacts {
  /** The path asked for, without query or credentials (`/seasons/2026/segments/0/leagues/123`). */
  path?: string;
  status?: number;
  /** How many requests were sent for the call (retries included). */
  attempts?: number;
  cause?: unknown;
}

/**
 * Any failure of a league-source adapter. `message` is written for the user (the import screens
 * show it as it is, naming the host); the facts are for logs. Credentials never appear in either.
 * @example
 * try { await espn.readLeague(ref) } catch (error) {
 *   if (error instanceof HostError && error.code === 'private_league') …
 * }
 */
export class HostError extends Error {
  override readonly name: string = 'HostError';
  readonly path: string | undefined;
  readonly status: number | undefined;
  readonly attempts: number | undefined;

  constructor(
    readonly provider: LeagueProvider,
    readonly code: HostErrorCode,
    message: string,
    facts: HostErrorFacts = {},
  ) {
    super(message, facts.cause === undefined ? undefined : { cause: facts.cause });
    this.path = facts.path;
    this.status = facts.status;
    this.attempts = facts.attempts;
  }
}

/** The host's name as the user reads it. */
export const HOST_NAMES: Readonly<Record<LeagueProvider, string>> = {
  sleeper: 'Sleeper',
  espn: 'ESPN',
  yahoo: 'Yahoo',
};

/** The messages every host shares (`host-error` codes whose wording does not depend on the host). */
export const HOST_MESSAGES = {
  unreachable: (provider: LeagueProvider) =>
    `${HOST_NAMES[provider]} cannot be reached right now. Try again in a few minutes.`,
  refused: (provider: LeagueProvider, status: number) =>
    `${HOST_NAMES[provider]} refused the request (HTTP ${status}).`,
  bad_answer: (provider: LeagueProvider) =>
    `${HOST_NAMES[provider]} answered in a form Lineup Lab does not understand. Try again later.`,
} as const;
