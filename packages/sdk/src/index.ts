/**
 * @lineup-lab/sdk — the typed client for the Lineup Lab /api, for browsers and Node.
 * Every public name is exported here explicitly; values first, then types.
 */

// Values

export { createClient, DEFAULT_TIMEOUT_MS } from './client.js';
export { parseRetryAfter } from './error-from-response.js';
export {
  AuthenticationError,
  ConflictError,
  InvalidResponseError,
  LineupLabError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  TIMEOUT_ERROR_MESSAGE,
  TimeoutError,
  UpgradeRequiredError,
  ValidationError,
} from './errors.js';
export { DEFAULT_RETRY_DELAYS_MS, isIdempotent } from './retry.js';

// Types

export type { HealthResponse } from '@lineup-lab/core';
export type { ClientOptions, LineupLabClient } from './client.js';
export type {
  AdminApi,
  AiApi,
  BillingApi,
  ClientGroup,
  ClientMethods,
  ContactApi,
  LeaguesApi,
  LineupsApi,
  MethodArgs,
  MlApi,
  PlayersApi,
  RouteMethod,
  ScenariosApi,
  SessionApi,
  TeamsApi,
  UserApi,
  WaitlistApi,
} from './methods.js';
export type { ClientErrorCode, LineupLabErrorCode, LineupLabErrorInit } from './errors.js';
export type { TokenProvider, TokenRefresher } from './refresh.js';
export type { FetchFunction, RequestOptions } from './request.js';
export type { RetryOptions } from './retry.js';
export type {
  Call,
  CallArgs,
  RouteBody,
  RouteInput,
  RouteOutput,
  RouteParams,
  RouteQuery,
} from './route-types.js';
