import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import type { RateLimiter } from './token-bucket.js';

/**
 * How a client of an outside read API (Sleeper, ESPN and Yahoo) retries, times out and
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

/**
 * What one call ended with: the answer's status and body text, an answer larger than the call
 * reads (`too_large`: nothing of it is kept), or the failure after the last attempt.
 */
export type OutsideAnswer =
  | { kind: 'answer'; status: number; text: string; attempts: number }
  | { kind: 'too_large'; status: number; attempts: number; maxBytes: number }
  | { kind: 'failed'; status?: number; cause: unknown; attempts: number };

/** What one call may add: its own time limit, headers (cookies, a bearer token) and size limit. */
interface OutsideCall {
  timeoutMs?: number;
  /** Sent as they are; never logged (they carry credentials). */
  headers?: Readonly<Record<string, string>>;
  /** The most body bytes read (default 8 MiB); a longer answer is `too_large`. */
  maxBytes?: number;
}

/** A configured GET for one outside API; it never throws: every ending is an `OutsideAnswer`. */
export type OutsideGet = (url: string, options?: OutsideCall) => Promise<OutsideAnswer>;

/**
 * A configured form POST (an OAuth token endpoint's `application/x-www-form-urlencoded` body) for
 * one outside API, retried as a GET is; it never throws.
 */
export type OutsidePost = (
  url: string,
  form: URLSearchParams,
  options?: OutsideCall,
) => Promise<OutsideAnswer>;

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

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
  const send = outsideApiSend(options);
  return (url, call = {}) => send('get', url, undefined, call);
}

/**
 * A form POST through the same mechanism as `outsideApiGet` (limiter, time limit, retries of 408,
 * 429, 5xx and network failures with back-off and `Retry-After`).
 * @example
 * const post = outsideApiPost({ limiter });
 * const answer = await post(tokenUrl, new URLSearchParams({ grant_type: 'refresh_token', refresh_token }));
 */
export function outsideApiPost(options: OutsideApiOptions): OutsidePost {
  const send = outsideApiSend(options);
  return (url, form, call = {}) => send('post', url, form, call);
}

function outsideApiSend(options: OutsideApiOptions) {
  const client = outsideApiClient(options);
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (
    method: 'get' | 'post',
    url: string,
    form: URLSearchParams | undefined,
    call: OutsideCall,
  ): Promise<OutsideAnswer> => {
    let attempts = 0;
    const limitMs = call.timeoutMs ?? timeoutMs;
    const maxBytes = call.maxBytes ?? DEFAULT_MAX_BYTES;
    const count = () => {
      attempts += 1;
    };
    const read = async (response: Response): Promise<OutsideAnswer> => {
      const text = await textWithin(response, maxBytes);
      return text === null
        ? { kind: 'too_large', status: response.status, attempts, maxBytes }
        : { kind: 'answer', status: response.status, text, attempts };
    };
    try {
      const response = await client(url, {
        method,
        timeout: limitMs,
        ...(call.headers === undefined ? {} : { headers: call.headers }),
        ...(form === undefined ? {} : { body: form }),
        hooks: { beforeRequest: [count] },
      });
      return await read(response);
    } catch (error) {
      if (error instanceof HTTPError && !RETRIED_STATUSES.includes(error.response.status)) {
        return await read(error.response).catch(() => ({
          kind: 'answer' as const,
          status: error.response.status,
          text: '',
          attempts,
        }));
      }
      // Only the message: ky's errors hold the request, whose headers carry credentials.
      if (error instanceof HTTPError) {
        return { kind: 'failed', status: error.response.status, cause: new Error(error.message), attempts };
      }
      const message =
        error instanceof TimeoutError
          ? `timed out after ${limitMs} ms`
          : error instanceof Error
            ? // fetch's "fetch failed" says why in its cause (connect ECONNREFUSED …).
              `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
            : String(error);
      return { kind: 'failed', cause: new Error(message), attempts };
    }
  };
}

/** The body as text, or `null` (the rest left unread) once it passes `maxBytes`. */
async function textWithin(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
      methods: ['get', 'post'],
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
