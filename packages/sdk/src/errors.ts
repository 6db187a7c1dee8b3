import { DEFAULT_RETRY_AFTER_SECONDS, type ErrorCode, ZErrorBody } from '@lineup-lab/core';

/** Codes the SDK raises itself, when no usable answer came from the server. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'UNKNOWN';

/** The code of a {@link LineupLabError}: one of the server's closed set, or one of the SDK's own. */
export type LineupLabErrorCode = ErrorCode | ClientErrorCode;

/** What an error is made of. Every field but `message` and `code` is optional. */
export interface LineupLabErrorInit {
  message: string;
  code: LineupLabErrorCode;
  /** HTTP status of the response; absent when no response arrived. */
  status?: number | undefined;
  /** The server's request id (`X-Request-Id` header, or `requestId` in the body). */
  requestId?: string | undefined;
  /** The parsed response body (JSON when it was JSON, else the text). */
  body?: unknown;
  /** Seconds to wait before retrying (429 only). */
  retryAfter?: number | undefined;
  cause?: unknown;
}

/**
 * Every error the SDK throws. Subclasses are picked by HTTP status, so callers can branch with
 * `instanceof` and still read the facts from the base class.
 *
 * @example
 * try {
 *   await client.session.health();
 * } catch (error) {
 *   if (error instanceof RateLimitError) wait(error.retryAfter);
 *   else if (error instanceof LineupLabError) show(error.message);
 *   else throw error;
 * }
 */
export class LineupLabError extends Error {
  override readonly name: string = 'LineupLabError';
  readonly code: LineupLabErrorCode;
  readonly status: number | undefined;
  readonly requestId: string | undefined;
  readonly body: unknown;
  readonly retryAfter: number | undefined;

  constructor(init: LineupLabErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

/** 400: the request was refused as invalid (`body.issues` lists field problems when given). */
export class ValidationError extends LineupLabError {
  override readonly name: string = 'ValidationError';
}
/** 401: no valid bearer token. */
export class AuthenticationError extends LineupLabError {
  override readonly name: string = 'AuthenticationError';
}
/** 403: signed in, but not allowed. */
export class PermissionError extends LineupLabError {
  override readonly name: string = 'PermissionError';
}
/** 403 with `upgradeRequired`: allowed on a paid plan. Also a {@link PermissionError}. */
export class UpgradeRequiredError extends PermissionError {
  override readonly name: string = 'UpgradeRequiredError';
}
/** 404. */
export class NotFoundError extends LineupLabError {
  override readonly name: string = 'NotFoundError';
}
/** 409: the request conflicts with the current state. */
export class ConflictError extends LineupLabError {
  override readonly name: string = 'ConflictError';
}
/** 429: `retryAfter` holds the seconds to wait. */
export class RateLimitError extends LineupLabError {
  override readonly name: string = 'RateLimitError';
  declare readonly retryAfter: number;
}
/** 5xx. */
export class ServerError extends LineupLabError {
  override readonly name: string = 'ServerError';
}

/** The message of a {@link NetworkError}, as the product shows it. */
export const NETWORK_ERROR_MESSAGE = 'Network connection failed. Please check your internet connection.';
/** The message of a {@link TimeoutError}, as the product shows it. */
export const TIMEOUT_ERROR_MESSAGE = 'Request timed out. Please try again.';

/** No response: the server could not be reached or the connection broke. */
export class NetworkError extends LineupLabError {
  override readonly name: string = 'NetworkError';
  constructor(init: { cause?: unknown } = {}) {
    super({ message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR', cause: init.cause });
  }
}
/** No response within the request's timeout. */
export class TimeoutError extends LineupLabError {
  override readonly name: string = 'TimeoutError';
  constructor(init: { cause?: unknown } = {}) {
    super({ message: TIMEOUT_ERROR_MESSAGE, code: 'TIMEOUT', cause: init.cause });
  }
}
/** A response arrived, but its body is not what the contract says (not JSON, or fails the schema). */
export class InvalidResponseError extends LineupLabError {
  override readonly name: string = 'InvalidResponseError';
}

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
 * The error for a non-2xx response: the subclass is picked by status; code and message come from
 * the body when it is a valid error body, else from the status.
 */
export function errorFromResponse({ status, headers, body }: ErrorResponse): LineupLabError {
  const parsed = ZErrorBody.safeParse(body);
  const errorBody = parsed.success ? parsed.data : undefined;
  const init: LineupLabErrorInit = {
    status,
    body,
    code: errorBody?.code ?? codeForStatus(status),
    message: errorBody?.message ?? `Request failed with status ${status}`,
    requestId: headers.get('x-request-id') ?? errorBody?.requestId,
  };

  if (status === 400) return new ValidationError(init);
  if (status === 401) return new AuthenticationError(init);
  if (status === 403) {
    const upgrade = errorBody?.upgradeRequired === true || errorBody?.code === 'UPGRADE_REQUIRED';
    return upgrade ? new UpgradeRequiredError(init) : new PermissionError(init);
  }
  if (status === 404) return new NotFoundError(init);
  if (status === 409) return new ConflictError(init);
  if (status === 429) {
    const retryAfter =
      parseRetryAfter(headers.get('retry-after')) ?? errorBody?.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS;
    return new RateLimitError({ ...init, retryAfter });
  }
  if (status >= 500) return new ServerError(init);
  return new LineupLabError(init);
}
