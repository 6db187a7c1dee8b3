import type { Plan } from '@lineup-lab/core';
import { Router } from 'express';
import type { BillingContext } from '../../../use-cases/billing/billing-context.js';
import { IDENTITY_STYLESHEET } from '../identity-stylesheet.js';
import { checkoutPageRoutes } from './checkout-page-routes.js';
import { LOCAL_BILLING_STYLESHEET } from './local-billing-html.js';
import { portalPageRoutes } from './portal-page-routes.js';

/**
 * The local billing's pages (the embedded default of the billing port): the test checkout a checkout
 * URL leads to (`checkout-page-routes.ts`), and the test billing portal (`portal-page-routes.ts`).
 * Paying, cancelling and switching here change a user's plan through `applyBillingEvent`, the use
 * case Stripe's webhooks reach. Server-rendered HTML with no scripts, like the sign-in pages, so
 * that they work under the app's Content-Security-Policy.
 */
export function localBillingPages(ctx: BillingContext & { plans: readonly Plan[] }): Router {
  const router = Router();
  router.get(LOCAL_BILLING_STYLESHEET, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(IDENTITY_STYLESHEET);
  });
  router.use(checkoutPageRoutes(ctx));
  router.use(portalPageRoutes(ctx));
  return router;
}
