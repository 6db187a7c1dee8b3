import type { Plan } from '@lineup-lab/core';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { localId } from '../../../adapters/local-checkout/local-billing.js';
import { AppError } from '../../../errors/app-error.js';
import { COLLECTIONS } from '../../../ports/collections.js';
import { applyBillingEvent } from '../../../use-cases/billing/apply-billing-event.js';
import type { BillingContext } from '../../../use-cases/billing/billing-context.js';
import { createCheckout } from '../../../use-cases/billing/create-checkout.js';
import { IDENTITY_STYLESHEET } from '../identity-stylesheet.js';
import {
  checkoutClosedPage,
  checkoutPage,
  LOCAL_BILLING_STYLESHEET,
  portalPage,
} from './local-billing-html.js';
import { expireLocalCheckout, openCheckout, payLocalCheckout } from './pay-local-checkout.js';
import type { CardForm } from './test-card.js';

const formBody = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 });

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

function formText(req: Request, name: string): string {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** A page handler whose "not found" (an unknown, expired or used link) is a page, not JSON. */
function pageRoute(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
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

/**
 * The local billing's pages (the embedded default of the billing port): the test checkout a checkout
 * URL leads to, and the test billing portal. Paying, cancelling and switching here change a user's
 * plan through `applyBillingEvent`, the use case Stripe's webhooks reach. Server-rendered HTML with
 * no scripts, like the sign-in pages, so that they work under the app's Content-Security-Policy.
 */
export function localBillingPages(ctx: BillingContext & { plans: readonly Plan[] }): Router {
  const router = Router();
  const planOf = (planId: string) => {
    const plan = ctx.plans.find((candidate) => candidate.id === planId);
    if (!plan) throw new AppError('NOT_FOUND', 'This plan is no longer offered');
    return plan;
  };

  router.get(LOCAL_BILLING_STYLESHEET, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(IDENTITY_STYLESHEET);
  });

  router.get(
    '/local-billing/checkout/:id',
    pageRoute(async (req, res) => {
      const checkout = await openCheckout(ctx, String(req.params.id));
      if (checkout.status === 'open') {
        sendPage(res, 200, checkoutPage({ checkout, plan: planOf(checkout.planId) }));
        return;
      }
      const paid = checkout.status === 'complete';
      sendPage(
        res,
        200,
        checkoutClosedPage({
          title: paid ? 'Already paid' : 'Checkout cancelled',
          message: paid
            ? 'This checkout is paid: you have Pro.'
            : 'This checkout was cancelled; nothing was charged.',
          href: paid ? checkout.successUrl : checkout.cancelUrl,
        }),
      );
    }),
  );

  router.post(
    '/local-billing/checkout/:id/pay',
    formBody,
    pageRoute(async (req, res) => {
      const card: CardForm = {
        name: formText(req, 'name'),
        cardNumber: formText(req, 'cardNumber'),
        expiry: formText(req, 'expiry'),
        cvc: formText(req, 'cvc'),
      };
      const { outcome, checkout } = await payLocalCheckout(ctx, { id: String(req.params.id), card });
      if (outcome.ok) {
        res.redirect(303, checkout.successUrl);
        return;
      }
      // The card is shown again without its number's secret parts being kept anywhere.
      sendPage(
        res,
        outcome.field === null ? 402 : 400,
        checkoutPage({ checkout, plan: planOf(checkout.planId), card, error: outcome }),
      );
    }),
  );

  router.post(
    '/local-billing/checkout/:id/cancel',
    pageRoute(async (req, res) => {
      const checkout = await expireLocalCheckout(ctx, String(req.params.id));
      res.redirect(303, checkout.cancelUrl);
    }),
  );

  /** The portal visit, still valid, and the user it is for. */
  const portalOf = async (id: string) => {
    const portal = await COLLECTIONS.localPortalSessions.of(ctx.store).findOne({ _id: id });
    if (!portal || Date.parse(portal.expiresAt) <= ctx.clock.now().getTime()) {
      throw new AppError('NOT_FOUND', 'This billing portal link has expired: open it again from Lineup Lab');
    }
    const user = await COLLECTIONS.users
      .of(ctx.store)
      .findOne({ 'subscription.stripeCustomerId': portal.customerId });
    if (!user) throw new AppError('NOT_FOUND', 'This billing account no longer exists');
    return { portal, user };
  };

  const showPortal = async (res: Response, id: string, notice?: string) => {
    const { portal, user } = await portalOf(id);
    const entitlements = await COLLECTIONS.entitlements.of(ctx.store).find({ userId: user._id });
    sendPage(
      res,
      200,
      portalPage({
        portalId: portal._id,
        entitlements,
        plans: ctx.plans,
        returnUrl: portal.returnUrl,
        now: ctx.clock.now(),
        timeZone: portal.timeZone,
        ...(notice && { notice }),
      }),
    );
  };

  router.get(
    '/local-billing/portal/:id',
    pageRoute((req, res) => showPortal(res, String(req.params.id))),
  );

  router.post(
    '/local-billing/portal/:id/cancel',
    formBody,
    pageRoute(async (req, res) => {
      const id = String(req.params.id);
      const { user } = await portalOf(id);
      const subscriptionId = formText(req, 'subscriptionId');
      const entitlement = await COLLECTIONS.entitlements
        .of(ctx.store)
        .findOne({ _id: subscriptionId, userId: user._id });
      if (entitlement?.kind !== 'subscription') throw new AppError('NOT_FOUND', 'Subscription not found');
      await ctx.billing.cancelAtPeriodEnd(subscriptionId);
      await applyBillingEvent(ctx, {
        id: localId('evt'),
        type: 'customer.subscription.updated',
        objectType: 'subscription',
        objectId: subscriptionId,
      });
      await showPortal(res, id, 'Your subscription is cancelled. You keep Pro until the end of the period.');
    }),
  );

  router.post(
    '/local-billing/portal/:id/switch',
    formBody,
    pageRoute(async (req, res) => {
      const { portal, user } = await portalOf(String(req.params.id));
      const origin = new URL(portal.returnUrl).origin;
      const { url } = await createCheckout(ctx, { user, planId: formText(req, 'planId'), origin });
      res.redirect(303, url);
    }),
  );

  return router;
}
