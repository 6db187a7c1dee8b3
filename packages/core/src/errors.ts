import { z } from './zod.js';

/**
 * The closed set of error codes the product uses, from core rules to the HTTP edge. Each code has
 * one HTTP status in {@link HTTP_STATUS_BY_CODE}; the SDK raises an error carrying the code. Where
 * several codes share a status, the general one comes first (`FORBIDDEN` before `UPGRADE_REQUIRED`,
 * `CONFLICT` before the lineup rules): {@link errorCodeForStatus} answers it.
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
  'PAYMENTS_NOT_CONFIGURED',
  'INTERNAL',
] as const;
const ZErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ZErrorCode>;

/**
 * The one table from error code to HTTP status, for the server (every refusal it sends), the
 * OpenAPI document (the error answers of each call) and the SDK (which error class a status gets).
 * Lineup rule refusals are 409: the request conflicts with the team as it is now.
 * @example HTTP_STATUS_BY_CODE.UPGRADE_REQUIRED // 403
 */
export const HTTP_STATUS_BY_CODE = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  UPGRADE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  BENCH_FULL: 409,
  PLAYER_ALREADY_ON_TEAM: 409,
  PLAYER_NOT_ON_TEAM: 409,
  PLAYER_NOT_AT_POSITION: 409,
  INELIGIBLE_SLOT: 409,
  NOT_ON_BENCH: 409,
  UNAVAILABLE: 503,
  PAYMENTS_NOT_CONFIGURED: 503,
  INTERNAL: 500,
} as const satisfies Readonly<Record<ErrorCode, number>>;

/** An HTTP status that some error code answers with. */
export type ErrorStatus = (typeof HTTP_STATUS_BY_CODE)[ErrorCode];

/**
 * The general code of an HTTP error status: the first of {@link ERROR_CODES} that the table maps to
 * it, or undefined when no code does (a proxy's 502, say).
 * @example errorCodeForStatus(403) // 'FORBIDDEN' (not 'UPGRADE_REQUIRED')
 */
export function errorCodeForStatus(status: number): ErrorCode | undefined {
  return ERROR_CODES.find((code) => HTTP_STATUS_BY_CODE[code] === status);
}

/** A field-level validation issue: where, and what is wrong. */
const ZFieldIssue = z.lazy(() => z.object({ path: z.string(), message: z.string() }));
export type FieldIssue = z.infer<typeof ZFieldIssue>;

/** A player locked since his game's kickoff (ISO instant) for the week under way. */
const ZKickoffLock = z.lazy(() => z.object({ playerId: z.string(), kickoff: z.string(), week: z.number() }));

/**
 * Every error response body. `upgradeRequired` is true on tier refusals, `retryAfter` (seconds)
 * accompanies 429s, `issues` lists field problems of a 400, `requestId` ties a 500 to the logs,
 * `locked` names the player a 409 kept where he was because his game has started.
 */
export const ZErrorBody = z.lazy(() =>
  z.looseObject({
    code: ZErrorCode,
    message: z.string(),
    requestId: z.optional(z.string()),
    upgradeRequired: z.optional(z.boolean()),
    retryAfter: z.optional(z.number().check(z.int(), z.nonnegative())),
    issues: z.optional(z.array(ZFieldIssue)),
    locked: z.optional(ZKickoffLock),
  }),
);
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
