import { HOST_MESSAGES, HostError } from '../../ports/host-error.js';
import {
  type OutsideAnswer,
  type OutsideApiOptions,
  outsideApiGet,
} from '../outside-api/outside-api-client.js';
import { type RateBudget, type RateLimiter, tokenBucket } from '../outside-api/token-bucket.js';
import { YAHOO_MESSAGES } from './yahoo-messages.js';

/**
 * How the Yahoo adapters reach Yahoo: the one outside-API client's settings (retries, back-off,
 * time limit, `Retry-After`), each with a default; tests shorten the times and pin the clock.
 */
export type YahooHttpOptions = Partial<OutsideApiOptions> & {
  /** The most bytes of one answer read (default 4 MiB: a 14-team league's rosters are under 1 MiB). */
  maxBytes?: number;
};

/**
 * How often the process calls Yahoo, at most. Yahoo publishes no limit and answers 999 "Request
 * denied" well below its old 100,000 an hour (docs/hosts/yahoo-protocol.md §5): 20 at once, then 2 a second.
 */
const YAHOO_RATE_BUDGET: RateBudget = { perMinute: 120, burst: 20 };

let processLimiter: RateLimiter | undefined;
/** The one limiter every Yahoo client of the process shares unless given its own. */
function sharedYahooLimiter(): RateLimiter {
  processLimiter ??= tokenBucket(YAHOO_RATE_BUDGET);
  return processLimiter;
}

/** Yahoo answers HTML error pages to clients without a User-Agent (wdw PR #127). */
export const YAHOO_USER_AGENT = 'LineupLab/1 (league import)';

const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

/** The outside-API settings of a Yahoo client, with the process's limiter by default. */
export function outsideOptions(options: YahooHttpOptions): OutsideApiOptions {
  return { ...options, limiter: options.limiter ?? sharedYahooLimiter() };
}

/** The most bytes read of one answer. */
export const maxBytesOf = (options: YahooHttpOptions) => options.maxBytes ?? DEFAULT_MAX_BYTES;

/**
 * What a Fantasy API GET needs to know to word its refusals: the league asked about, if any
 * (a 403 there means "not a member", a 400/404 "no such league").
 */
interface FantasyCall {
  /** The path under the base URL, query included (logged without it). */
  path: string;
  accessToken: string;
  leagueKey?: string;
}

/**
 * A GET of Yahoo's Fantasy API with `Authorization: Bearer`: the JSON answered (2xx), else a
 * `HostError`:
 * - 401 → `refused` with status 401: the access token expired or was rejected;
 *   the caller renews it and asks again;
 * - 403 "This application is not authorized to perform this action", or an OAuth scope refusal
 *   (`additional_authorization_required`) → `not_approved`;
 * - 403 on a league → `private_league`; 404, or 400 "… does not exist", on a league → `unknown_league`;
 * - 999 (Yahoo's rate limit) → `unreachable`; 429, 5xx, time-outs through every retry → `unreachable`;
 * - another status → `refused`; not JSON (Yahoo's HTML pages), or larger than read → `bad_answer`.
 */
export function fantasyGet(
  baseUrl: string,
  options: YahooHttpOptions,
): (call: FantasyCall) => Promise<unknown> {
  const get = outsideApiGet(outsideOptions(options));
  const maxBytes = maxBytesOf(options);
  return async (call) => {
    const answer = await get(`${baseUrl}${call.path}`, {
      headers: { authorization: `Bearer ${call.accessToken}`, 'user-agent': YAHOO_USER_AGENT },
      maxBytes,
    });
    return fantasyJson(answer, call);
  };
}

/** The JSON of an answer, or the `HostError` its status and body mean (see `fantasyGet`). */
function fantasyJson(answer: OutsideAnswer, call: FantasyCall): unknown {
  const path = call.path.split('?')[0] ?? call.path;
  const { attempts } = answer;
  if (answer.kind === 'failed') {
    throw new HostError('yahoo', 'unreachable', HOST_MESSAGES.unreachable('yahoo'), {
      path,
      attempts,
      ...(answer.status === undefined ? { cause: answer.cause } : { status: answer.status }),
    });
  }
  const { status } = answer;
  if (answer.kind === 'too_large') {
    throw new HostError('yahoo', 'bad_answer', HOST_MESSAGES.bad_answer('yahoo'), {
      path,
      status,
      attempts,
      cause: new Error(`answer larger than ${answer.maxBytes} bytes`),
    });
  }
  const facts = { path, status, attempts };
  if (status >= 200 && status < 300) {
    try {
      return JSON.parse(answer.text) as unknown;
    } catch (cause) {
      throw new HostError('yahoo', 'bad_answer', HOST_MESSAGES.bad_answer('yahoo'), { ...facts, cause });
    }
  }
  const description = errorDescription(answer.text);
  const cause = description === null ? undefined : new Error(`Yahoo: ${description}`);
  const withCause = cause === undefined ? facts : { ...facts, cause };
  if (status === 401) throw new HostError('yahoo', 'refused', YAHOO_MESSAGES.expired_token, withCause);
  if (status === 999) throw new HostError('yahoo', 'unreachable', YAHOO_MESSAGES.rate_limited, withCause);
  if (status === 403 && isAppRefusal(description)) {
    throw new HostError('yahoo', 'not_approved', YAHOO_MESSAGES.not_approved, withCause);
  }
  if (call.leagueKey !== undefined) {
    if (status === 403) {
      throw new HostError(
        'yahoo',
        'private_league',
        YAHOO_MESSAGES.private_league(call.leagueKey),
        withCause,
      );
    }
    if (status === 404 || (status === 400 && /does not exist/i.test(description ?? ''))) {
      throw new HostError(
        'yahoo',
        'unknown_league',
        YAHOO_MESSAGES.unknown_league(call.leagueKey),
        withCause,
      );
    }
  }
  throw new HostError('yahoo', 'refused', HOST_MESSAGES.refused('yahoo', status), withCause);
}

/** Yahoo's refusals of the app itself rather than of one resource (docs/hosts/yahoo-protocol.md §5). */
function isAppRefusal(description: string | null): boolean {
  return /not authorized to perform this action|additional_authorization_required|appropriate oauth scope/i.test(
    description ?? '',
  );
}

/**
 * The `description` of a Fantasy API error body, JSON (`{"error":{"description":…}}`) or XML
 * (`<description>…</description>`), cut to 300 characters (for logs); `null` when there is none.
 */
export function errorDescription(text: string): string | null {
  let found: string | null = null;
  try {
    const body = JSON.parse(text) as { error?: { description?: unknown } } | null;
    const description = body?.error?.description;
    if (typeof description === 'string') found = description;
  } catch {
    found = /<description>([^<]*)<\/description>/.exec(text)?.[1] ?? null;
  }
  return found === null ? null : found.slice(0, 300);
}
