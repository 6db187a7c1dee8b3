import {
  type ApiRoute,
  BENCH_MAX,
  type ErrorCode,
  type ErrorStatus,
  HTTP_STATUS_BY_CODE,
} from '@lineup-lab/core';
import { changesTeam, routeErrorCodes } from './route-errors.js';

/** What an error status means, the first line of its response's description. */
const STATUS_MEANING: Readonly<Record<ErrorStatus, string>> = {
  400: 'The request is malformed.',
  401: 'Not signed in.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'The request conflicts with the state of things now.',
  413: 'The request body is too large.',
  429: 'Too many requests.',
  500: 'An unexpected error.',
  503: 'The server cannot answer now; try again shortly.',
};

/** The parts of a request the route's contract parses, as a subject: 'A path parameter or body field'. */
function partsOf(route: ApiRoute): string | undefined {
  const parts = [
    route.params && 'path parameter',
    route.query && 'query parameter',
    route.body && 'body field',
  ].filter(Boolean);
  return parts.length ? `A ${parts.join(' or ')}` : undefined;
}

/** What each code means on a given route, for the description of its error response. */
const CODE_MEANING: Readonly<Record<ErrorCode, (route: ApiRoute) => string>> = {
  VALIDATION_FAILED: (route) => {
    const parts = partsOf(route);
    return parts
      ? `${parts} breaks the contract (\`message\` is the first problem, \`issues\` lists each with its ` +
          '`path`), or a body sent is not valid JSON.'
      : 'The request carries a body that is not valid JSON (this call takes none).';
  },
  UNAUTHENTICATED: () => 'No bearer token, or one that is not valid or has expired.',
  FORBIDDEN: () => 'Signed in, but not the administrator.',
  UPGRADE_REQUIRED: () => 'A free-tier limit that a paid plan lifts (`upgradeRequired: true`).',
  NOT_FOUND: () =>
    "What the request names does not exist or is not the caller's (another user's team is not found).",
  CONFLICT: (route) =>
    changesTeam(route)
      ? 'The team changed since the `expectedVersion` sent (nothing was changed: reload it), the name is ' +
        'taken, or a whole lineup sent leaves out a player the team now has.'
      : 'The account is not in a state that allows it (`message` says why: e.g. the plan is already yours).',
  RATE_LIMITED: () =>
    'Too many requests from this client or for this address: wait `retryAfter` seconds (also `Retry-After`).',
  PAYLOAD_TOO_LARGE: (route) =>
    route.body
      ? 'The body is over 100 kB.'
      : 'The request carries a body over 100 kB (this call takes none).',
  BENCH_FULL: () => `The bench already holds ${BENCH_MAX} players.`,
  PLAYER_ALREADY_ON_TEAM: () => 'The player is already on the team.',
  PLAYER_NOT_ON_TEAM: () => 'The player is not on the team.',
  PLAYER_NOT_AT_POSITION: () => 'The player is no longer where the request says (`fromPosition`).',
  INELIGIBLE_SLOT: () => "The player's position cannot fill that slot.",
  NOT_ON_BENCH: () => 'Only a bench player can be dropped.',
  UNAVAILABLE: (route) =>
    route.auth === 'public'
      ? 'The server is starting (`Retry-After: 1`).'
      : "The server is starting (`Retry-After: 1`), or the identity provider's keys cannot be fetched " +
        '(the token may still be good).',
  PAYMENTS_NOT_CONFIGURED: () =>
    'Payments are not set up on this server (no payment provider configured): nothing can be bought or ' +
    'managed until its operator sets one up; trying again does not help.',
  INTERNAL: () => 'Quote `requestId` when reporting it: it ties the answer to the server log.',
};

/** The `X-Request-Id` header every answer carries, as a reference to `RESPONSE_HEADERS`. */
export const REQUEST_ID = { $ref: '#/components/headers/RequestId' };
const RETRY_AFTER = { $ref: '#/components/headers/RetryAfter' };

/**
 * The error answers of a route as OpenAPI responses, one per status: the codes it can answer
 * (`routeErrorCodes`) grouped by the status core's `HTTP_STATUS_BY_CODE` gives each, each response
 * an `ErrorBody` whose `code` is one of that status's codes, described code by code.
 */
export function errorResponses(route: ApiRoute): Record<string, unknown> {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of routeErrorCodes(route)) {
    const status = HTTP_STATUS_BY_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const statuses = [...byStatus.keys()].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => {
      const codes = byStatus.get(status) ?? [];
      const retries = status === 429 || status === 503;
      return [
        String(status),
        {
          description: [
            STATUS_MEANING[status],
            '',
            ...codes.map((code) => `- \`${code}\`: ${CODE_MEANING[code](route)}`),
          ].join('\n'),
          headers: { 'X-Request-Id': REQUEST_ID, ...(retries && { 'Retry-After': RETRY_AFTER }) },
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/ErrorBody' },
                  { type: 'object', properties: { code: { enum: codes } } },
                ],
              },
            },
          },
        },
      ];
    }),
  );
}

/** The response headers the answers refer to (`components.headers`). */
export const RESPONSE_HEADERS = {
  RequestId: {
    description: 'The id of the request, as in the server log (sent back when the request gave a plain one).',
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
};
