import { DEFAULT_RETRY_AFTER_SECONDS, errorCodeForStatus, ZErrorBody } from '@lineup-lab/core';
import {
  AuthenticationError,
  ConflictError,
  LineupLabError,
  type LineupLabErrorCode,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  UpgradeRequiredError,
  ValidationError,
} from './errors.js';

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
 * The error class of a status: the status's general code in core's `HTTP_STATUS_BY_CODE` picks it
 * (400 validation, 401 authentication, 403 permission or upgrade, 404, 409, 429), any 5xx is a
 * server error, and anything else the base class.
 */
function errorClassFor(status: number, upgradeRequired: boolean): typeof LineupLabError {
  switch (errorCodeForStatus(status)) {
    case 'VALIDATION_FAILED':
      return ValidationError;
    case 'UNAUTHENTICATED':
      return AuthenticationError;
    case 'FORBIDDEN':
      return upgradeRequired ? UpgradeRequiredError : PermissionError;
    case 'NOT_FOUND':
      return NotFoundError;
    case 'CONFLICT':
      return ConflictError;
    case 'RATE_LIMITED':
      return RateLimitError;
    default:
      return status >= 500 ? ServerError : LineupLabError;
  }
}

/**
 * The error for a non-2xx response. The subclass is picked by status; `code`, `message`, `issues`
 * and `upgradeRequired` come from the body when it is a valid error body (core's `ZErrorBody`), else
 * from the status (its general code in core's table; `INTERNAL` for another 5xx, `UNKNOWN` for
 * another status). `requestId` and `retryAfter` prefer the headers (`X-Request-Id`, `Retry-After`)
 * over the body; a 429 without either waits the default 60 s.
 */
export function errorFromResponse({ status, headers, body }: ErrorResponse): LineupLabError {
  const parsed = ZErrorBody.safeParse(body);
  const errorBody = parsed.success ? parsed.data : undefined;
  const code: LineupLabErrorCode =
    errorBody?.code ?? errorCodeForStatus(status) ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  const upgradeRequired = errorBody?.upgradeRequired === true || code === 'UPGRADE_REQUIRED';
  const ErrorClass = errorClassFor(status, upgradeRequired);
  const retryAfter =
    parseRetryAfter(headers.get('retry-after')) ??
    errorBody?.retryAfter ??
    (ErrorClass === RateLimitError ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
  return new ErrorClass({
    status,
    body,
    code,
    message: errorBody?.message ?? `Request failed with status ${status}`,
    requestId: headers.get('x-request-id') ?? errorBody?.requestId,
    retryAfter,
    upgradeRequired,
    issues: errorBody?.issues,
  });
}
