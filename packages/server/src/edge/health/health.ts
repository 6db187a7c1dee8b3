import type { RequestHandler, Response } from 'express';
import type { Logger } from '../../logger.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { checkReadiness } from './readiness.js';

/** What readiness depends on. */
export interface HealthOptions {
  store: Store;
  /**
   * Resolves once the identity provider can verify tokens (an outside issuer: its discovery and
   * keys fetched, then cached); absent for the embedded provider, in-process and ready once mounted.
   */
  identityReady?: () => Promise<unknown>;
  logger: Logger;
  /** How long each check may take; default 2 s. */
  timeoutMs?: number;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `GET /healthz`: the process is alive (200 `{"status":"ok"}`, nothing else touched).
 * `GET /readyz`: ready for traffic: the store answers a cheap read (one indexed lookup) and the
 * identity provider can verify tokens, each within the time allowed: 200 with each check `ok`, or
 * 503 naming the check that failed or timed out (its error logged, not sent). Neither needs
 * authentication; neither is cached.
 */
export function healthRoutes(options: HealthOptions): RequestHandler {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const { store, identityReady, logger } = options;
  const answerReadiness = async (res: Response) => {
    const { ready, checks, errors } = await checkReadiness(
      {
        store: () => COLLECTIONS.users.of(store).findOne({ _id: 'readiness-probe' }),
        identity: identityReady ?? (async () => undefined),
      },
      timeoutMs,
    );
    if (!ready) logger.warn({ checks, errors }, 'not ready');
    res
      .status(ready ? 200 : 503)
      .set(NO_STORE)
      .json({ status: ready ? 'ready' : 'unavailable', checks });
  };
  // One step that looks at the path, rather than a router of its own every request would pass through.
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') next();
    else if (req.path === '/healthz') res.set(NO_STORE).json({ status: 'ok' });
    else if (req.path === '/readyz') answerReadiness(res).catch(next);
    else next();
  };
}
