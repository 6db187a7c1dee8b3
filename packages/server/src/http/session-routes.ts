import { Router } from 'express';
import { getHealth } from '../session/get-health.js';

export interface SessionRoutesOptions {
  version: string;
}

/** Routes under `/api/session`. */
export function sessionRoutes({ version }: SessionRoutesOptions): Router {
  const router = Router();
  // Sign-in does not exist yet: no request is authenticated.
  router.get('/health', (_req, res) => {
    res.json(getHealth({ version, authenticated: false }));
  });
  return router;
}
