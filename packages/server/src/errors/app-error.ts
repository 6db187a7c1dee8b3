import { type ErrorBody, type ErrorCode, type ErrorStatus, HTTP_STATUS_BY_CODE } from '@lineup-lab/core';

/**
 * A refusal with a code from the closed set and a message fit to show a user. Its HTTP status comes
 * from core's one table, `HTTP_STATUS_BY_CODE`.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly extra: Omit<ErrorBody, 'code' | 'message'>;
  /**
   * What an operator needs to know of a refusal the server could not help (an outside service
   * failing: its name, path, status, attempts): logged with a 5xx answer, never answered.
   */
  readonly logFacts: Readonly<Record<string, unknown>> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: Omit<ErrorBody, 'code' | 'message'> = {},
    logFacts?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.code = code;
    this.logFacts = logFacts;
    this.extra = code === 'UPGRADE_REQUIRED' ? { upgradeRequired: true, ...extra } : extra;
  }

  get status(): ErrorStatus {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  toBody(requestId: string | undefined): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra, ...(requestId ? { requestId } : {}) };
  }
}
