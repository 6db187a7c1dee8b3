/**
 * Why a call to Sleeper failed, as one closed set:
 * - `unknown_user`: no Sleeper user has that username (Sleeper answers `null`);
 * - `unknown_league`: no league has that id;
 * - `no_leagues`: the user has no NFL league in the season asked for;
 * - `unreachable`: Sleeper timed out, the network failed, or it kept answering 429/5xx through
 *   every retry;
 * - `refused`: Sleeper answered another 4xx;
 * - `bad_answer`: the answer was not JSON or not of the shape Sleeper documents.
 */
export type SleeperErrorCode =
  | 'unknown_user'
  | 'unknown_league'
  | 'no_leagues'
  | 'unreachable'
  | 'refused'
  | 'bad_answer';

/** The facts a `SleeperError` carries besides its code and message. */
export interface SleeperErrorFacts {
  /** The path asked for, e.g. `/user/sam/leagues/nfl/2026`. */
  path?: string;
  /** Sleeper's HTTP status, when it answered. */
  status?: number;
  /** How many requests were sent for the call (retries included). */
  attempts?: number;
  cause?: unknown;
}

/**
 * Any failure of the Sleeper adapter. `message` is written for the user (the import screens show
 * it as it is); the facts (`path`, `status`, `attempts`, `cause`) are for logs.
 * @example
 * try { await sleeper.user(name) } catch (error) {
 *   if (error instanceof SleeperError && error.code === 'unknown_user') …
 * }
 */
export class SleeperError extends Error {
  override readonly name = 'SleeperError';
  readonly path: string | undefined;
  readonly status: number | undefined;
  readonly attempts: number | undefined;

  constructor(
    readonly code: SleeperErrorCode,
    message: string,
    facts: SleeperErrorFacts = {},
  ) {
    super(message, facts.cause === undefined ? undefined : { cause: facts.cause });
    this.path = facts.path;
    this.status = facts.status;
    this.attempts = facts.attempts;
  }
}

/** The user-facing messages, one per code (`detail` is the username, the league id or the season). */
export const SLEEPER_MESSAGES = {
  unknown_user: (username: string) =>
    `Sleeper has no user named "${username}". Check the username (not the display name) and try again.`,
  unknown_league: (leagueId: string) => `Sleeper has no league with the id ${leagueId}.`,
  no_leagues: (season: number) => `This Sleeper user has no NFL leagues for the ${season} season.`,
  unreachable: () => 'Sleeper cannot be reached right now. Try again in a few minutes.',
  refused: (status: number) => `Sleeper refused the request (HTTP ${status}).`,
  bad_answer: () => 'Sleeper answered in a form Lineup Lab does not understand. Try again later.',
} as const;
