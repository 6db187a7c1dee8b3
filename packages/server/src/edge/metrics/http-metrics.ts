import type { RequestHandler } from 'express';
import type { AppMetrics } from '../../adapters/metrics/app-metrics.js';
import { methodLabel, routeLabel } from './route-label.js';

/**
 * Counts and times every request when its answer is done: method, route template (`routeLabel`:
 * `res.locals.route` when an API route served it, never the raw path) and status (`aborted` when
 * the client went away first). Mount it first, so the time covers everything after.
 */
export function httpMetrics(metrics: Pick<AppMetrics, 'observeRequest'>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // The path as the app saw it: routers mounted under a prefix strip it from `req.path`.
    const { path } = req;
    res.once('close', () => {
      const status = res.writableFinished ? res.statusCode : undefined;
      metrics.observeRequest(
        {
          method: methodLabel(req.method),
          route: routeLabel({
            template: res.locals.route as string | undefined,
            path,
            status: status ?? 0,
          }),
          status: status === undefined ? 'aborted' : String(status),
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
