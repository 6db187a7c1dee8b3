import {
  type ApiRoute,
  ERROR_CODES,
  type ErrorCode,
  HTTP_STATUS_BY_CODE,
  pathParamNames,
  shapeOf,
} from '@lineup-lab/core';

/**
 * A call that changes a team and answers it (`{ team, … }`, not a GET): a lineup change, scenario
 * load or team creation. These run under optimistic concurrency and core's lineup rules, so they
 * may answer 409 with `CONFLICT` or a lineup rule's code.
 */
export function changesTeam(route: ApiRoute): boolean {
  const shape = shapeOf(route.response);
  return route.method !== 'GET' && shape !== undefined && 'team' in shape;
}

/** The codes of a conflict with the team as it is now: `CONFLICT` and core's lineup rules. */
const CONFLICT_CODES = ERROR_CODES.filter(
  (code) => HTTP_STATUS_BY_CODE[code] === HTTP_STATUS_BY_CODE.CONFLICT,
);

/**
 * Every error code a route can answer, in `ERROR_CODES` order, derived from its entry in core's
 * `API_ROUTES` (the OpenAPI document groups them by the status core's table gives each):
 * - `VALIDATION_FAILED` and `PAYLOAD_TOO_LARGE` on every call: its params, query and body are
 *   parsed with the contract's schemas, and any request that carries a body, even to a call that
 *   takes none, has it parsed as JSON (at most 100 kB);
 * - `UNAUTHENTICATED` on user and admin calls, `FORBIDDEN` on admin calls, `UPGRADE_REQUIRED` when
 *   the route names a tier `permission`;
 * - `NOT_FOUND` when a path parameter names something, and on changes to an existing team (it and
 *   the player are named in the body);
 * - on calls that change a team, every code core's table answers 409 (`CONFLICT`, a stale
 *   `expectedVersion` or a name taken, and the lineup rules' codes);
 * - `RATE_LIMITED` on public calls that write (contact, waitlist: per client and per address), and
 *   where a route lists it (the advisor's and the league import's per-user limits);
 * - the `refusals` the route lists (a billing call's `CONFLICT`, and its `PAYMENTS_NOT_CONFIGURED` on a
 *   server with payments not set up);
 * - `UNAVAILABLE` everywhere (the server answers 503 while it starts; signed-in calls also when the
 *   identity provider's keys cannot be fetched) and `INTERNAL` everywhere.
 */
export function routeErrorCodes(route: ApiRoute): ErrorCode[] {
  const changes = changesTeam(route);
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE', 'INTERNAL']);
  if (route.auth !== 'public') codes.add('UNAUTHENTICATED');
  if (route.auth === 'admin') codes.add('FORBIDDEN');
  if (route.permission) codes.add('UPGRADE_REQUIRED');
  if (pathParamNames(route.path).length > 0 || (changes && route.status === 200)) codes.add('NOT_FOUND');
  if (changes) for (const code of CONFLICT_CODES) codes.add(code);
  if (route.auth === 'public' && route.method === 'POST') codes.add('RATE_LIMITED');
  for (const code of route.refusals ?? []) codes.add(code);
  return ERROR_CODES.filter((code) => codes.has(code));
}
