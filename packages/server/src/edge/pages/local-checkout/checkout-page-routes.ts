import type { Plan } from '@lineup-lab/core';
import { type Request, type Response, Router } from 'express';
import { AppError } from '../../../errors/app-error.js';
import type { BillingContext } from '../../../use-cases/billing/billing-context.js';
import { formText, sendPage } from '../page-http.js';
import { checkoutClosedPage, checkoutPage } from './local-billing-html.js';
import { formBody, pageRoute } from './local-page-route.js';
import { expireLocalCheckout, openCheckout, payLocalCheckout } from './pay-local-checkout.js';
import type { CardForm } from './test-card.js';

type CheckoutContext = BillingContext & { plans: readonly Plan[] };

function planOf(ctx: CheckoutContext, planId: string): Plan {
  const plan = ctx.plans.find((candidate) => candidate.id === planId);
  if (!plan) throw new AppError('NOT_FOUND', 'This plan is no longer offered');
  return plan;
}

/** A checkout link opened: the form while it is open, else what became of it and the way back. */
async function showCheckout(ctx: CheckoutContext, req: Request, res: Response): Promise<void> {
  const checkout = await openCheckout(ctx, String(req.params.id));
  if (checkout.status === 'open') {
    sendPage(res, 200, checkoutPage({ checkout, plan: planOf(ctx, checkout.planId) }));
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
}

/** The card posted: paid, back to the app; refused (402) or mistyped (400), the form again with why. */
async function pay(ctx: CheckoutContext, req: Request, res: Response): Promise<void> {
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
    checkoutPage({ checkout, plan: planOf(ctx, checkout.planId), card, error: outcome }),
  );
}

/** The test checkout a checkout URL leads to: the form, paying, and cancelling. */
export function checkoutPageRoutes(ctx: CheckoutContext): Router {
  const router = Router();
  router.get(
    '/local-billing/checkout/:id',
    pageRoute((req, res) => showCheckout(ctx, req, res)),
  );
  router.post(
    '/local-billing/checkout/:id/pay',
    formBody,
    pageRoute((req, res) => pay(ctx, req, res)),
  );
  router.post(
    '/local-billing/checkout/:id/cancel',
    pageRoute(async (req, res) => {
      const checkout = await expireLocalCheckout(ctx, String(req.params.id));
      res.redirect(303, checkout.cancelUrl);
    }),
  );
  return router;
}
