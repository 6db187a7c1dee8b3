import { errorCodeForStatus } from '@lineup-lab/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../logger.js';
import { requestIdOf } from './request-id.js';

/** Anything that reaches `notFound` found no route: a 404 error body. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/**
 * A client error raised by Express, its router or its body parser (http-errors): a 4xx `status`,
 * and `expose` when its message is fit to show. The router's URIError for a malformed
 * percent-encoding in a path parameter has the status without `expose`.
 */
interface HttpClientError {
  status: number;
  expose?: boolean;
  type?: string;
  message: string;
}

function isClientError(error: unknown): error is HttpClientError {
  const e = error as Partial<HttpClientError> | null;
  return (
    typeof e === 'object' && e !== null && typeof e.status === 'number' && e.status >= 400 && e.status < 500
  );
}

function fromClientError(error: HttpClientError | URIError): AppError {
  if (error instanceof URIError) {
    return new AppError('VALIDATION_FAILED', 'The path is not valid: it holds a malformed percent-encoding');
  }
  if (error.type === 'entity.parse.failed')
    return new AppError('VALIDATION_FAILED', 'Request body is not valid JSON');
  if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  // The general code of its status in core's table (401, 403, 404 …); a 4xx no code has is a
  // malformed request. A message not meant for clients is not shown: the status says enough.
  return new AppError(
    errorCodeForStatus(error.status) ?? 'VALIDATION_FAILED',
    error.expose ? error.message : 'Malformed request',
  );
}

/**
 * The last middleware: every error becomes a JSON error body. An `AppError` keeps its code and
 * message; a client error of Express's (a 4xx status, or a URIError from decoding the path) gets the
 * code core's table gives its status (401, 403, 404, 413 …), else 400; anything else is a logged 500
 * with the request id and no detail. A 5xx refusal that carries facts for the operator (an outside
 * service failing) is logged with them.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  // Four positional parameters: Express knows an error handler by its arity (4), so no options object.
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const requestId = requestIdOf(res);
    const known =
      error instanceof AppError
        ? error
        : error instanceof URIError || isClientError(error)
          ? fromClientError(error)
          : undefined;
    if (known) {
      if (known.status >= 500 && known.logFacts) {
        logger.warn({ ...known.logFacts, requestId, method: req.method, path: req.path }, known.message);
      }
      if (known.extra.retryAfter !== undefined) res.setHeader('Retry-After', String(known.extra.retryAfter));
      res.status(known.status).json(known.toBody(requestId));
      return;
    }
    logger.error({ err: error, requestId, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ code: 'INTERNAL', message: 'Internal server error', requestId });
  };
}
