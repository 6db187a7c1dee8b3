import type { ErrorCode } from '@lineup-lab/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import { AppError } from './app-error.js';
import { requestIdOf } from './request-id.js';

/** Anything that reaches `notFound` found no route: a 404 error body. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** Client errors raised by Express itself and its body parser (http-errors with `expose`). */
interface ExposedHttpError {
  status: number;
  expose: true;
  type?: string;
  message: string;
}

function isExposedClientError(error: unknown): error is ExposedHttpError {
  const e = error as Partial<ExposedHttpError> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    e.expose === true &&
    typeof e.status === 'number' &&
    e.status >= 400 &&
    e.status < 500
  );
}

function fromHttpError(error: ExposedHttpError): AppError {
  if (error.type === 'entity.parse.failed')
    return new AppError('VALIDATION_FAILED', 'Request body is not valid JSON');
  if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
  };
  return new AppError(byStatus[error.status] ?? 'VALIDATION_FAILED', error.message);
}

/**
 * The last middleware: every error becomes a JSON error body. An `AppError` keeps its code and
 * message; an unknown error is a logged 500 with the request id and no detail.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const requestId = requestIdOf(res);
    const known =
      error instanceof AppError ? error : isExposedClientError(error) ? fromHttpError(error) : undefined;
    if (known) {
      if (known.extra.retryAfter !== undefined) res.setHeader('Retry-After', String(known.extra.retryAfter));
      res.status(known.status).json(known.toBody(requestId));
      return;
    }
    logger.error({ err: error, requestId, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ code: 'INTERNAL', message: 'Internal server error', requestId });
  };
}
