import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import type { RateLimiter } from './token-bucket.js';

/**
 * How a client of an outside read API (Sleeper now; ESPN and Yahoo next) retries, times out and
 * paces its calls. Every field has a default; tests shorten the times.
 */
export interface OutsideApiOptions {
  fetch?: typeof fetch;
  /** Every attempt takes a token first: one limiter per outside API, shared by the process. */
  limiter: RateLimiter;
  /** One attempt's time limit in ms (default 10 s); a call may give its own (`get(url, { timeoutMs })`). */
  timeoutMs?: number;
  /** Requests per call, the first included (default 4). */
  maxAttempts?: number;
  /** The first back-off (default 500 ms), doubled each retry up to `maxDelayMs` (default 8 s), then ±25 % jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** 0 ≤ x < 1, for the jitter (`Math.random` by default). */
  random?: () => number;
  /** A `Retry-After` longer than this (default 30 s) is not waited for: the call fails at once. */
  maxRetryAfterMs?: number;
  /** The time in ms, for `Retry-After` dates (`Date.now` by default). */
  now?: () => number;
}

/** What one GET ended with: the answer's status and body text, or the failure after the last attempt. */
type OutsideAnswer =
  | { kind: 'answer'; status: number; text: string; attempts: number }
  | { kind: 'failed'; status?: number; cause: unknown; attempts: number };

/** A configured GET for one outside API; it never throws: every ending is an `OutsideAnswer`. */
export type OutsideGet = (url: string, options?: { timeoutMs?: number }) => Promise<OutsideAnswer>;

/** The statuses worth another attempt: 408, 429 and every 5xx. */
const RETRIED_STATUSES = [408, 429, ...Array.from({ length: 100 }, (_, index) => 500 + index)];

/**
 * A GET through `ky` for an outside read API: each attempt waits for the limiter, is timed out,
 * and 408, 429, 5xx, timeouts and network errors are retried with exponential back-off and jitter,
 * honouring `Retry-After` (a longer one than `maxRetryAfterMs` ends the call). Other 4xx and 2xx
 * answers come back as they are, for the API's adapter to read.
 * @example
 * const get = outsideApiGet({ limiter: tokenBucket({ perMinute: 300, burst: 20 }) });
 * const answer = await get('https://api.sleeper.app/v1/user/sam');
 */
export function outsideApiGet(options: OutsideApiOptions): OutsideGet {
  const client = outsideApiClient(options);
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (url, call = {}) => {
    let attempts = 0;
    const limitMs = call.timeoutMs ?? timeoutMs;
    const count = () => {
      attempts += 1;
    };
    try {
      const response = await client.get(url, {
        timeout: limitMs,
        hooks: { beforeRequest: [count] },
      });
      return { kind: 'answer', status: response.status, text: await response.text(), attempts };
    } catch (error) {
      if (error instanceof HTTPError && !RETRIED_STATUSES.includes(error.response.status)) {
        const text = await error.response.text().catch(() => '');
        return { kind: 'answer', status: error.response.status, text, attempts };
      }
      if (error instanceof HTTPError) {
        return { kind: 'failed', status: error.response.status, cause: error, attempts };
      }
      const cause =
        error instanceof TimeoutError ? new Error(`timed out after ${limitMs} ms`, { cause: error }) : error;
      return { kind: 'failed', cause, attempts };
    }
  };
}

function outsideApiClient(options: OutsideApiOptions): KyInstance {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 8_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const takeToken = async () => {
    await options.limiter.take();
  };
  return ky.create({
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    headers: { accept: 'application/json' },
    retry: {
      limit: Math.max(1, options.maxAttempts ?? 4) - 1,
      methods: ['get'],
      statusCodes: RETRIED_STATUSES,
      afterStatusCodes: RETRIED_STATUSES,
      retryOnTimeout: true,
      delay: (attempt) => Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)),
      jitter: (delay) => Math.round(delay * (0.75 + 0.5 * random())),
      shouldRetry: ({ error }) => {
        if (error instanceof HTTPError) {
          const wait = retryAfterMs(error.response.headers.get('retry-after'), now());
          return wait !== null && wait > maxRetryAfterMs ? false : undefined;
        }
        // Any failure to get an answer (reset, refused, dropped) is worth another attempt.
        return error instanceof TimeoutError ? undefined : true;
      },
    },
    hooks: { beforeRequest: [takeToken] },
  });
}

/** A `Retry-After` header (seconds, or an HTTP date) in ms; `null` when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
