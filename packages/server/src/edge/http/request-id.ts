import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

const SAFE_ID = /^[\w.-]{1,64}$/;

/**
 * Gives every request an id, echoed in `X-Request-Id` and put in error bodies and logs. An id the
 * caller sent (a proxy's, say) is kept when it is short and plain; otherwise a new one is made.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const given = req.get('x-request-id');
  const id = given !== undefined && SAFE_ID.test(given) ? given : randomUUID();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
};

/** The id `requestId` gave this response, if it ran. */
export function requestIdOf(res: Response): string | undefined {
  const id: unknown = res.locals.requestId;
  return typeof id === 'string' ? id : undefined;
}
