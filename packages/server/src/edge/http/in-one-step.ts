import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run in order as one step of the app's router: what every request passes costs one
 * router layer (its path match, its error trap, its debug call) instead of one each. A middleware
 * that answers simply does not call `next`; one that fails passes the error on (or throws, or
 * rejects when it is async), and the rest are skipped, as in the router.
 */
export function inOneStep(...middlewares: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown) => {
      const middleware = middlewares[index++];
      if (error !== undefined || middleware === undefined) next(error);
      else {
        let running: unknown;
        try {
          running = middleware(req, res, step);
        } catch (failure) {
          next(failure);
          return;
        }
        if (running instanceof Promise)
          running.catch((failure: unknown) => next(failure ?? new Error('rejected')));
      }
    };
    step();
  };
}
