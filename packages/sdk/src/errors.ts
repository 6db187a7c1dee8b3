import type { ErrorCode, FieldIssue } from '@lineup-lab/core';

/** Codes the SDK raises itself, when no usable answer came from the server. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'UNKNOWN';

/** The code of a {@link LineupLabError}: one of the server's closed set, or one of the SDK's own. */
export type LineupLabErrorCode = ErrorCode | ClientErrorCode;

/** What an error is made of. Every field but `message` and `code` is optional. */
export interface LineupLabErrorInit {
  message: string;
  code: LineupLabErrorCode;
  /** HTTP status of the response; absent when no response arrived (or the SDK refused the input). */
  status?: number | undefined;
  /** The server's request id (`X-Request-Id` header, or `requestId` in the body). */
  requestId?: string | undefined;
  /** The parsed response body (JSON when it was JSON, else the text). */
  body?: unknown;
  /** Seconds to wait before trying again (`Retry-After` header, else the body; 60 on a 429 without either). */
  retryAfter?: number | undefined;
  /** True when a paid plan would allow the call (403 with `upgradeRequired`, or code `UPGRADE_REQUIRED`). */
  upgradeRequired?: boolean | undefined;
  /** Field-level problems of a refused input, as `{ path, message }`. */
  issues?: readonly FieldIssue[] | undefined;
  cause?: unknown;
}

/**
 * Every error the SDK throws. Subclasses are picked by HTTP status (as stripe-node does), so callers
 * can branch with `instanceof` and still read the facts from the base class.
 *
 * @example
 * try {
 *   await client.teams.create({ teamName: 'Gridiron Gang' });
 * } catch (error) {
 *   if (error instanceof LineupLabError && error.upgradeRequired) showUpgradePanel(error.message);
 *   else if (error instanceof RateLimitError) wait(error.retryAfter);
 *   else if (error instanceof LineupLabError) show(error.message);
 *   else throw error;
 * }
 */
export class LineupLabError extends Error {
  override readonly name: string = 'LineupLabError';
  /** The server's error code, or the SDK's own when no usable answer came. */
  readonly code: LineupLabErrorCode;
  /** HTTP status; `undefined` when no response arrived or the SDK refused the input before sending. */
  readonly status: number | undefined;
  /** The server's request id, to quote when reporting a problem. */
  readonly requestId: string | undefined;
  /** The response body as received (parsed JSON, else text); the SDK's own body for a refused input. */
  readonly body: unknown;
  /** Seconds to wait before trying again, when the server said (always set on a 429). */
  readonly retryAfter: number | undefined;
  /** True when the refusal is a tier limit that a paid plan lifts. */
  readonly upgradeRequired: boolean;
  /** Field-level problems of a refused input (empty when there are none). */
  readonly issues: readonly FieldIssue[];

  constructor(init: LineupLabErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
    this.upgradeRequired = init.upgradeRequired ?? false;
    this.issues = init.issues ?? [];
  }
}

/** 400, or an input the SDK refused before sending (then `status` is undefined): see `issues`. */
export class ValidationError extends LineupLabError {
  override readonly name: string = 'ValidationError';
}
/** 401: no valid bearer token (after the one silent refresh, when a `refreshToken` was given). */
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
/** 409: the request conflicts with the current state (a stale `expectedVersion`, a lineup rule). */
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

/** The message of a {@link NetworkError}, as the product shows it (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Network connection failed. Please check your internet connection.';
/** The message of a {@link TimeoutError}, as the product shows it (spec §8). */
export const TIMEOUT_ERROR_MESSAGE = 'Request timed out. Please try again.';

/** No response: the server could not be reached or the connection broke. Retried for GET, PUT, DELETE. */
export class NetworkError extends LineupLabError {
  override readonly name: string = 'NetworkError';
  constructor(init: { cause?: unknown } = {}) {
    super({ message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR', cause: init.cause });
  }
}
/** No response within the call's timeout. Never retried: the server may still be working on it. */
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
