import type { Provider } from 'oidc-provider';

type Middleware = Parameters<Provider['use']>[0];

/** What oidc-provider 9.13 throws when its device form is posted without a saved session. */
const UNSAVED_SESSION = 'persist can only be called on previously persisted Sessions';

/**
 * The device form (`POST /device`, the CLI's sign-in) posted without a saved sign-in session (it
 * expired between showing the form and posting it, or never existed) makes oidc-provider 9.13 throw
 * while saving the session it refused to use: a 500. This answers such a post as it should be
 * answered: back to the form (303 to `GET /device`), where a fresh session and form begin.
 * Regression: found by the fuzz suite (test/fuzz.test.ts).
 */
export function expiredDeviceForm(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const isDeviceForm = ctx.method === 'POST' && ctx.path === '/device';
      if (!isDeviceForm || !(error instanceof TypeError) || !error.message.includes(UNSAVED_SESSION))
        throw error;
      const original = (ctx.req as { originalUrl?: string }).originalUrl ?? ctx.originalUrl;
      ctx.status = 303;
      ctx.redirect(original.split('?')[0] ?? '/device');
      ctx.body = '';
    }
  };
}
