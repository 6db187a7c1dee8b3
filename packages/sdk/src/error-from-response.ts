import { DEFAULT_RETRY_AFTER_SECONDS, ZErrorBody } from '@lineup-lab/core';
import {
  AuthenticationError,
  ConflictError,
  LineupLabError,
  type LineupLabErrorCode,
  type LineupLabErrorInit,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  UpgradeRequiredError,
  ValidationError,
} from './errors.js';

/** The code assumed when an error response has no valid error body (a proxy's HTML page, say). */
function codeForStatus(status: number): LineupLabErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'UNKNOWN';
  }
}

/**
 * Seconds to wait from a `Retry-After` header: delay-seconds or an HTTP date.
 * Returns undefined when the header is absent or unreadable.
 * @example parseRetryAfter('120') // 120
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // Otherwise an HTTP date such as "Wed, 21 Oct 2025 07:28:00 GMT" (it always names a day or month).
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** What the request core knows about a response that was not 2xx. */
export interface ErrorResponse {
  status: number;
  headers: Headers;
  /** The body: parsed JSON when it was JSON, else the text (or undefined when empty). */
  body: unknown;
}

/**
 * The error for a non-2xx response. The subclass is picked by status; `code`, `message`, `issues`
 * and `upgradeRequired` come from the body when it is a valid error body (core's `ZErrorBody`), else
 * from the status. `requestId` and `retryAfter` prefer the headers (`X-Request-Id`, `Retry-After`)
 * over the body; a 429 without either waits the default 60 s.
 */
export function errorFromResponse({ status, headers, body }: ErrorResponse): LineupLabError {
  const parsed = ZErrorBody.safeParse(body);
  const errorBody = parsed.success ? parsed.data : undefined;
  const code = errorBody?.code ?? codeForStatus(status);
  const retryAfter = parseRetryAfter(headers.get('retry-after')) ?? errorBody?.retryAfter;
  const init: LineupLabErrorInit = {
    status,
    body,
    code,
    message: errorBody?.message ?? `Request failed with status ${status}`,
    requestId: headers.get('x-request-id') ?? errorBody?.requestId,
    retryAfter,
    upgradeRequired: errorBody?.upgradeRequired === true || code === 'UPGRADE_REQUIRED',
    issues: errorBody?.issues,
  };

  if (status === 400) return new ValidationError(init);
  if (status === 401) return new AuthenticationError(init);
  if (status === 403)
    return init.upgradeRequired ? new UpgradeRequiredError(init) : new PermissionError(init);
  if (status === 404) return new NotFoundError(init);
  if (status === 409) return new ConflictError(init);
  if (status === 429)
    return new RateLimitError({ ...init, retryAfter: retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS });
  if (status >= 500) return new ServerError(init);
  return new LineupLabError(init);
}
