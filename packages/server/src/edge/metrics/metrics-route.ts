import type { RequestHandler } from 'express';
import type { AppMetrics } from '../../adapters/metrics/app-metrics.js';
import { AppError } from '../../errors/app-error.js';
import { bearerTokenMatches } from './bearer-token.js';

/** Who may read `/metrics`: anyone (`on`) or holders of the bearer token (`token`). */
export type MetricsAccess = { mode: 'on' } | { mode: 'token'; token: string };

/**
 * `GET /metrics`: the app's registry in Prometheus text format, never cached. With a token, a
 * request without `Authorization: Bearer <token>`, or with another token, is refused 401 with
 * `WWW-Authenticate: Bearer` and the usual error body (the same answer for both, so guessing learns
 * nothing). A scrape that fails is a 500 (logged by the error handler).
 */
export function metricsRoute(metrics: AppMetrics, access: MetricsAccess): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (access.mode === 'token' && !bearerTokenMatches(req.get('authorization'), access.token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      next(new AppError('UNAUTHENTICATED', 'The metrics need the bearer token (METRICS_TOKEN)'));
      return;
    }
    metrics.registry.metrics().then((text) => {
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.end(text);
    }, next);
  };
}
