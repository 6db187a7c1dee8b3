import type { RequestHandler, Response } from 'express';
import type { AppMetrics } from '../../adapters/metrics/app-metrics.js';
import { methodLabel, routeLabel } from './route-label.js';

/** Where a response keeps the time its request arrived (`performance.now()`). */
const STARTED = 'metricsStartedAt';

/**
 * Counts and times every request when its answer is done: method, route template (`routeLabel`:
 * `res.locals.route` when an API route served it, never the raw path) and status (`aborted` when
 * the client went away first). Mount it first, so the time covers everything after. A request costs
 * a clock read and one listener, the same function for every response: nothing is allocated for it.
 */
export function httpMetrics(metrics: Pick<AppMetrics, 'observeRequest'>): RequestHandler {
  function recordClosed(this: Response) {
    const { req, locals } = this;
    const status = this.writableFinished ? this.statusCode : undefined;
    const template = locals.route as string | undefined;
    metrics.observeRequest(
      {
        method: methodLabel(req.method),
        route: routeLabel({
          template,
          // The path as sent, only when no route of the table answered (a router mounted under a
          // prefix strips it from `req.path`).
          path: template === undefined ? (req.originalUrl.split('?')[0] ?? '') : '',
          status: status ?? 0,
        }),
        status: status === undefined ? 'aborted' : String(status),
      },
      (performance.now() - (locals[STARTED] as number)) / 1000,
    );
  }
  return (_req, res, next) => {
    res.locals[STARTED] = performance.now();
    // `on`, not `once`: a response closes once, and `once` wraps the listener and removes it after.
    res.on('close', recordClosed);
    next();
  };
}
