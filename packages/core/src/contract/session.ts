import { z } from 'zod';

/**
 * `GET /api/session/health` (public). Answers 200 while the server runs. `authenticated` tells
 * whether the request carried a valid bearer token (always `false` until sign-in exists).
 */
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  service: z.literal('lineup-lab'),
  version: z.string(),
  time: z.iso.datetime(),
  authenticated: z.boolean(),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;
