import { z } from 'zod';
import { HostError, type HostErrorCode, type HostErrorFacts } from '../../ports/host-error.js';
import { pathSegment } from '../../ports/path-segment.js';
import type { SleeperClient, SleeperPlayersAnswer } from '../../ports/sleeper-client.js';
import {
  sleeperPlayerOf,
  ZSleeperLeague,
  ZSleeperLeagueUser,
  ZSleeperRoster,
  ZSleeperUser,
} from '../../ports/sleeper-schemas.js';
import { outsideApiGet } from '../outside-api/outside-api-client.js';
import { type RateBudget, type RateLimiter, tokenBucket } from '../outside-api/token-bucket.js';
import { SLEEPER_MESSAGES } from './sleeper-messages.js';

/** Sleeper's public read API. */
const SLEEPER_API_URL = 'https://api.sleeper.app/v1';

/**
 * How often the process calls Sleeper, at most: Sleeper asks for under 1,000 calls a minute (more
 * risks an IP block); we stay under a third of that, 20 at once then 5 a second.
 */
const SLEEPER_RATE_BUDGET: RateBudget = { perMinute: 300, burst: 20 };

let processLimiter: RateLimiter | undefined;
/** The one limiter every client of this process shares unless it is given its own. */
function sharedSleeperLimiter(): RateLimiter {
  processLimiter ??= tokenBucket(SLEEPER_RATE_BUDGET);
  return processLimiter;
}

export interface SleeperClientOptions {
  /** The API's base URL, `SLEEPER_API_URL` (default `https://api.sleeper.app/v1`). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The time in ms (for `Retry-After` dates). */
  now?: () => number;
  /** 0 ≤ x < 1, for the back-off's jitter (±25 %). */
  random?: () => number;
  /** Shared by every client of the process by default (`sharedSleeperLimiter`). */
  limiter?: RateLimiter;
  /** One attempt's time limit (default 10 s; the player list's: `playersTimeoutMs`, default 60 s). */
  timeoutMs?: number;
  playersTimeoutMs?: number;
  /** Requests per call, the first included (default 4). */
  maxAttempts?: number;
  /** The first back-off (default 500 ms), doubled each retry up to `maxDelayMs` (default 8 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A `Retry-After` longer than this (default 30 s) is not waited for: the call fails as `unreachable`. */
  maxRetryAfterMs?: number;
}

/** The most of Sleeper's player list (about 5 MB in 2026) read. */
const PLAYERS_MAX_BYTES = 64 * 1024 * 1024;

const NOT_FOUND: unique symbol = Symbol('not found');

/**
 * A client of Sleeper's public read API (no sign-in): rate limited for the whole process, each
 * attempt timed out, 429, 5xx, timeouts and network errors retried with exponential back-off
 * (honouring `Retry-After`) by the shared outside-API client (`adapters/outside-api/outside-api-client.ts`,
 * `ky`), answers checked against the documented shapes.
 * @example
 * const sleeper = createSleeperClient({ baseUrl: config.sleeper.apiUrl });
 * const user = await sleeper.user('sam');
 * const leagues = await sleeper.leagues(user.user_id, 2026);
 */
export function createSleeperClient(options: SleeperClientOptions = {}): SleeperClient {
  const playersTimeoutMs = options.playersTimeoutMs ?? 60_000;
  const getJson = sleeperJson(options);

  async function leagueAnswer<S extends z.ZodType>(
    leagueId: string,
    sub: '' | '/rosters' | '/users',
    schema: S,
  ): Promise<z.output<S>> {
    const path = `/league/${segment(leagueId, unknownLeague(leagueId))}${sub}`;
    const answer = await getJson(path);
    if (answer === null || answer === NOT_FOUND) {
      throw sleeperError('unknown_league', SLEEPER_MESSAGES.unknown_league(leagueId), { path });
    }
    return parse(schema, answer, path);
  }

  return {
    async user(username) {
      const name = username.trim();
      const path = `/user/${segment(name, unknownUser(name))}`;
      const answer = await getJson(path);
      if (answer === null || answer === NOT_FOUND) {
        throw sleeperError('unknown_user', SLEEPER_MESSAGES.unknown_user(name), { path });
      }
      return parse(ZSleeperUser, answer, path);
    },
    async leagues(userId, season) {
      const path = `/user/${segment(userId, badUserId(userId))}/leagues/nfl/${season}`;
      const answer = await getJson(path);
      const leagues =
        answer === null || answer === NOT_FOUND ? [] : parse(z.array(ZSleeperLeague), answer, path);
      if (leagues.length === 0)
        throw sleeperError('no_leagues', SLEEPER_MESSAGES.no_leagues(season), { path });
      return leagues;
    },
    league: (leagueId) => leagueAnswer(leagueId, '', ZSleeperLeague),
    rosters: (leagueId) => leagueAnswer(leagueId, '/rosters', z.array(ZSleeperRoster)),
    users: (leagueId) => leagueAnswer(leagueId, '/users', z.array(ZSleeperLeagueUser)),
    async players() {
      const path = '/players/nfl';
      const answer = await getJson(path, playersTimeoutMs);
      return playersAnswer(
        parse(z.record(z.string(), z.unknown()), answer === NOT_FOUND ? null : answer, path),
      );
    },
  };
}

/**
 * The GET every call makes: the JSON Sleeper answered at a path (2xx) after retries, or `NOT_FOUND`
 * for a 404; anything else a `HostError` of provider `sleeper` (`unreachable`, `refused`, `bad_answer`).
 */
function sleeperJson(options: SleeperClientOptions): (path: string, timeoutMs?: number) => Promise<unknown> {
  const baseUrl = (options.baseUrl ?? SLEEPER_API_URL).replace(/\/+$/, '');
  const get = outsideApiGet({ ...options, limiter: options.limiter ?? sharedSleeperLimiter() });
  return async (path, timeoutMs) => {
    // The player list is about 5 MB; any other answer is small.
    const result = await get(
      `${baseUrl}${path}`,
      timeoutMs === undefined ? {} : { timeoutMs, maxBytes: PLAYERS_MAX_BYTES },
    );
    const { attempts } = result;
    if (result.kind === 'failed') {
      throw sleeperError('unreachable', SLEEPER_MESSAGES.unreachable(), {
        path,
        attempts,
        ...(result.status === undefined ? { cause: result.cause } : { status: result.status }),
      });
    }
    const { status } = result;
    if (result.kind === 'too_large') {
      throw sleeperError('bad_answer', SLEEPER_MESSAGES.bad_answer(), {
        path,
        status,
        attempts,
        cause: new Error(`answer larger than ${result.maxBytes} bytes`),
      });
    }
    if (status === 404) return NOT_FOUND;
    if (status < 200 || status >= 300) {
      throw sleeperError('refused', SLEEPER_MESSAGES.refused(status), { path, status, attempts });
    }
    try {
      return JSON.parse(result.text) as unknown;
    } catch (cause) {
      throw sleeperError('bad_answer', SLEEPER_MESSAGES.bad_answer(), { path, status, attempts, cause });
    }
  };
}

/** `value` read by `schema`, else a `bad_answer` naming what did not fit. */
function parse<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw sleeperError('bad_answer', SLEEPER_MESSAGES.bad_answer(), {
      path,
      cause: new Error(z.prettifyError(parsed.error)),
    });
  }
  return parsed.data;
}

/** The player list's entries: each a usable player or a rejection with why. */
function playersAnswer(entries: Record<string, unknown>): SleeperPlayersAnswer {
  const result: SleeperPlayersAnswer = { players: [], rejected: [] };
  for (const [key, value] of Object.entries(entries)) {
    const player = sleeperPlayerOf(key, value);
    if ('rejected' in player) result.rejected.push({ id: key, reason: player.rejected });
    else result.players.push(player);
  }
  return result;
}

/**
 * `text` as one path segment (`pathSegment`), else `refusal` is thrown before any request: a
 * name or id that is a dot segment, holds a slash or is empty never reaches Sleeper.
 */
function segment(text: string, refusal: () => HostError): string {
  const encoded = pathSegment(text);
  if (encoded === undefined) throw refusal();
  return encoded;
}
const unknownUser = (username: string) => () =>
  sleeperError('unknown_user', SLEEPER_MESSAGES.unknown_user(username));
const unknownLeague = (leagueId: string) => () =>
  sleeperError('unknown_league', SLEEPER_MESSAGES.unknown_league(leagueId));
/** User ids come from Sleeper's own answers: one that cannot be a segment is a bad answer. */
const badUserId = (userId: string) => () =>
  sleeperError('bad_answer', SLEEPER_MESSAGES.bad_answer(), {
    cause: new Error(`user id ${JSON.stringify(userId)} is not one path segment`),
  });

/** A failure of a Sleeper call, in the league hosts' one vocabulary. */
function sleeperError(code: HostErrorCode, message: string, facts: HostErrorFacts = {}): HostError {
  return new HostError('sleeper', code, message, facts);
}
