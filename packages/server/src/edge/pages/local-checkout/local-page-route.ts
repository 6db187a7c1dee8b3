import express, { type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../../../errors/app-error.js';
import { sendPage } from '../page-http.js';
import { checkoutClosedPage } from './local-billing-html.js';

/** The local billing pages' form bodies: small, urlencoded. */
export const formBody: RequestHandler = express.urlencoded({
  extended: false,
  limit: '8kb',
  parameterLimit: 10,
});

/** A page handler whose "not found" (an unknown, expired or used link) is a page, not JSON. */
export function pageRoute(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND' && !res.headersSent) {
        sendPage(
          res,
          404,
          checkoutClosedPage({ title: 'This link has expired', message: error.message, href: '/billing' }),
        );
      } else next(error);
    });
  };
}
