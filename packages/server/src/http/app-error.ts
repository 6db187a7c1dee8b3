import type { ErrorBody, ErrorCode } from '@lineup-lab/core';

/**
 * The one table from error code to HTTP status. Every refusal the server sends goes through it.
 * Lineup rule refusals are 409 (the request conflicts with the team as it is now).
 */
export const STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  UPGRADE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  BENCH_FULL: 409,
  PLAYER_ALREADY_ON_TEAM: 409,
  PLAYER_NOT_ON_TEAM: 409,
  PLAYER_NOT_AT_POSITION: 409,
  INELIGIBLE_SLOT: 409,
  NOT_ON_BENCH: 409,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** A refusal with a code from the closed set and a message fit to show a user. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly extra: Omit<ErrorBody, 'code' | 'message'>;

  constructor(code: ErrorCode, message: string, extra: Omit<ErrorBody, 'code' | 'message'> = {}) {
    super(message);
    this.code = code;
    this.extra = code === 'UPGRADE_REQUIRED' ? { upgradeRequired: true, ...extra } : extra;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }

  toBody(requestId: string | undefined): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra, ...(requestId ? { requestId } : {}) };
  }
}
