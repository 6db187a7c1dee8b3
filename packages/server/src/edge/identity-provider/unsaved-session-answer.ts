import type { Provider } from 'oidc-provider';
import { errorPage } from '../pages/identity/interaction-pages.js';

type Middleware = Parameters<Provider['use']>[0];

/** What oidc-provider 9.13 throws when one of its pages must save a session it never saved. */
const UNSAVED_SESSION = 'persist can only be called on previously persisted Sessions';

/**
 * oidc-provider 9.13's device pages answer a request without a saved sign-in session (no cookies:
 * a bookmark, a link opened in another browser, a session that expired) by rendering the code form
 * into a session it never saved, then throwing while it saves it: a 500 for a fault of the request.
 * This answers such requests as they should be answered:
 * - the device form posted (`POST /device`): back to the form (303 to `GET /device`), where a fresh
 *   session and form begin (regression: found by the fuzz suite, test/fuzz.test.ts);
 * - any other page (`GET /device/auth`, `GET /device/confirm`, `GET /device/<anything>`: the
 *   resumption of a device sign-in that is not this browser's): 400 with a page that says so and
 *   leads to the form.
 * Every other error goes on to oidc-provider's own handling (`renderError`).
 */
export function unsavedSessionAnswer(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof TypeError) || !error.message.includes(UNSAVED_SESSION)) throw error;
      const original = (ctx.req as { originalUrl?: string }).originalUrl ?? ctx.originalUrl;
      const mount = original.slice(0, original.length - ctx.url.length);
      const form = `${mount}/device`;
      ctx.remove('set-cookie');
      if (ctx.method === 'POST' && ctx.path === '/device') {
        ctx.status = 303;
        ctx.redirect(form);
        ctx.body = '';
        return;
      }
      ctx.status = 400;
      ctx.type = 'html';
      ctx.set('cache-control', 'no-store');
      ctx.body = errorPage({
        title: 'This sign-in has expired',
        message:
          'This page belongs to a device sign-in that is over, or that was started in another browser.',
        next: { href: form, text: 'Enter the code your device shows' },
      });
    }
  };
}
