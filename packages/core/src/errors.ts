import { z } from './zod.js';

/**
 * The closed set of error codes the product uses, from core rules to the HTTP edge.
 * The server maps each code to an HTTP status in one table; the SDK raises an error carrying it.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'UPGRADE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'BENCH_FULL',
  'PLAYER_ALREADY_ON_TEAM',
  'PLAYER_NOT_ON_TEAM',
  'PLAYER_NOT_AT_POSITION',
  'INELIGIBLE_SLOT',
  'NOT_ON_BENCH',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ZErrorCode>;

/** A field-level validation issue: where, and what is wrong. */
export const ZFieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof ZFieldIssue>;

/**
 * Every error response body. `upgradeRequired` is true on tier refusals, `retryAfter` (seconds)
 * accompanies 429s, `issues` lists field problems of a 400, `requestId` ties a 500 to the logs.
 */
export const ZErrorBody = z.looseObject({
  code: ZErrorCode,
  message: z.string(),
  requestId: z.optional(z.string()),
  upgradeRequired: z.optional(z.boolean()),
  retryAfter: z.optional(z.number().check(z.int(), z.nonnegative())),
  issues: z.optional(z.array(ZFieldIssue)),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

/** A domain refusal: a code from the closed set and a message fit to show a user. */
export interface DomainError<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly message: string;
}

/** The outcome of a pure operation that may be refused. */
export type Result<T, E extends DomainError = DomainError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const fail = <C extends ErrorCode>(
  code: C,
  message: string,
): { readonly ok: false; readonly error: DomainError<C> } => ({ ok: false, error: { code, message } });
