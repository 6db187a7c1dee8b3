import { type HealthResponse, ZHealthResponse } from '@lineup-lab/core';
import type { RequestOptions } from './request.js';
import type { Send } from './send.js';

/** Calls under `/api/session`. */
export interface SessionApi {
  /**
   * `GET /api/session/health` (public): the server is up, its version, and whether the token sent
   * (if any) was accepted.
   */
  health(options?: RequestOptions): Promise<HealthResponse>;
}

export function sessionApi(send: Send): SessionApi {
  return {
    health: (options) =>
      send({ method: 'GET', path: '/api/session/health', schema: ZHealthResponse }, options),
  };
}
