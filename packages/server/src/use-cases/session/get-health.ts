import type { HealthResponse } from '@lineup-lab/core';

export interface GetHealthInput {
  version: string;
  authenticated: boolean;
  /** The server clock's time (`LINEUP_NOW` moves it). */
  now: Date;
}

/** The body of `GET /api/session/health`. */
export function getHealth({ version, authenticated, now }: GetHealthInput): HealthResponse {
  return { status: 'ok', service: 'lineup-lab', version, time: now.toISOString(), authenticated };
}
