import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { errors, type Provider } from 'oidc-provider';
import type { Logger } from '../../../logger.js';
import { ACCOUNT_MESSAGES } from '../../../use-cases/accounts/account-rules.js';
import { HashingBusy } from '../../../use-cases/accounts/hash-gate.js';
import { DEVICE_COOKIE, DEVICE_TRUST_MS } from '../../../use-cases/accounts/trusted-devices.js';
import { sendPage } from '../page-http.js';
import { errorPage } from './interaction-pages.js';

/** One sign-in under way (oidc-provider's interaction), as the pages read it. */
export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The browser's device cookie (`trusted-devices.ts`), when it sent one. */
export function deviceOf(req: Request): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[DEVICE_COOKIE];
}

/** Remembers the browser as one its account signs in from: HttpOnly, for the sign-in pages only. */
export function setDeviceCookie(req: Request, res: Response, value: string): void {
  res.cookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    secure: req.secure,
    sameSite: 'lax',
    path: '/oidc',
    maxAge: DEVICE_TRUST_MS,
  });
}

/** The interaction uid of the page's path. */
export function uidOf(req: Request): string {
  const uid: unknown = req.params.uid;
  return typeof uid === 'string' ? uid : '';
}

/** Ends the login prompt of the browser's sign-in as `accountId`: oidc-provider sends it on. */
export async function finishLogin(options: {
  provider: Provider;
  req: Request;
  res: Response;
  accountId: string;
}): Promise<void> {
  const { provider, req, res, accountId } = options;
  await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
}

/**
 * Wraps a sign-in page's handler: a busy hashing gate answers 503, a sign-in this browser does not
 * hold (timed out, used, another browser's) 400, anything else 500, logged; each as a page.
 */
export function pageRoute(logger: Logger) {
  return (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res) => {
      try {
        await handler(req, res);
      } catch (error) {
        if (res.headersSent) {
          logger.error({ err: error }, 'identity page failed after responding');
        } else if (error instanceof HashingBusy) {
          res.setHeader('Retry-After', '2');
          sendPage(res, 503, errorPage({ title: 'Sign-in is busy', message: ACCOUNT_MESSAGES.busy }));
        } else if (error instanceof errors.SessionNotFound) {
          sendPage(
            res,
            400,
            errorPage({
              title: 'This sign-in has expired',
              message:
                'This sign-in page is no longer valid: it timed out, was already used, or was opened in another browser.',
            }),
          );
        } else {
          logger.error({ err: error }, 'identity page failed');
          sendPage(
            res,
            500,
            errorPage({ title: 'Something went wrong', message: 'We could not finish signing you in.' }),
          );
        }
      }
    };
}
