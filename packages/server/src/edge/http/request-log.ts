import type { RequestHandler } from 'express';
import type { pino } from 'pino';

/**
 * One log line per request when it ends: request id, method, path, status and time taken (and
 * `aborted` when the client went away first). No headers are logged, so no token or cookie can be.
 * Costs nothing when the level is above info.
 */
export function requestLog(logger: pino.Logger): RequestHandler {
  return (req, res, next) => {
    if (!logger.isLevelEnabled('info')) {
      next();
      return;
    }
    const started = performance.now();
    res.once('close', () => {
      logger.info(
        {
          requestId: res.locals.requestId as string | undefined,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          statusCode: res.statusCode,
          responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request completed',
      );
    });
    next();
  };
}
