/**
 * @lineup-lab/sdk — the typed client for the Lineup Lab /api, for browsers and Node.
 * Every public name is exported here explicitly.
 */

export type { HealthResponse } from '@lineup-lab/core';
export type { ClientOptions, LineupLabClient } from './client.js';
export { createClient, DEFAULT_TIMEOUT_MS } from './client.js';
export type { ClientErrorCode, LineupLabErrorCode, LineupLabErrorInit } from './errors.js';
export {
  AuthenticationError,
  ConflictError,
  InvalidResponseError,
  LineupLabError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  NotFoundError,
  PermissionError,
  parseRetryAfter,
  RateLimitError,
  ServerError,
  TIMEOUT_ERROR_MESSAGE,
  TimeoutError,
  UpgradeRequiredError,
  ValidationError,
} from './errors.js';
export type { FetchFunction, RequestOptions, TokenProvider } from './request.js';
export type { SessionApi } from './session.js';
