import { Router } from 'express';
import { SCRIPT_PATH, STYLESHEET_PATH } from '../html.js';
import { IDENTITY_SCRIPT } from '../identity-script.js';
import { IDENTITY_STYLESHEET } from '../identity-stylesheet.js';
import { confirmationRoutes } from './confirmation-routes.js';
import { type InteractionRoutesOptions, interactionContext } from './interaction-context.js';
import { signInRoutes } from './sign-in-routes.js';
import { signUpRoutes } from './sign-up-routes.js';

/**
 * The sign-in, sign-up and consent steps of oidc-provider's interactions, as server-rendered pages
 * under `/oidc/interaction/:uid`, with the pages' stylesheet and script. Forms post back to the
 * interaction; oidc-provider's interaction cookie (signed, SameSite=Lax, scoped to the interaction
 * path) ties each post to the browser that started the sign-in, which is what keeps the forms safe
 * from cross-site posts. One route group per file: sign-in (and consent), sign-up, the
 * confirmation link, and the abort here.
 */
export function interactionRoutes(options: InteractionRoutesOptions): Router {
  const ctx = interactionContext(options);
  const router = Router();

  router.get(STYLESHEET_PATH, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(IDENTITY_STYLESHEET);
  });
  router.get(SCRIPT_PATH, (_req, res) => {
    res.type('js').set('Cache-Control', 'public, max-age=3600').send(IDENTITY_SCRIPT);
  });

  router.use(signInRoutes(ctx));
  router.use(signUpRoutes(ctx));
  router.use(confirmationRoutes(ctx));

  router.post(
    '/oidc/interaction/:uid/abort',
    ctx.page(async (req, res) => {
      await ctx.load(req, res);
      await ctx.provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  return router;
}
