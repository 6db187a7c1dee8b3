import type { Plan } from '@lineup-lab/core';
import { type Request, type Response, Router } from 'express';
import { localId } from '../../../adapters/local-checkout/local-billing.js';
import { AppError } from '../../../errors/app-error.js';
import { COLLECTIONS } from '../../../ports/collections.js';
import { applyBillingEvent } from '../../../use-cases/billing/apply-billing-event.js';
import type { BillingContext } from '../../../use-cases/billing/billing-context.js';
import { createCheckout } from '../../../use-cases/billing/create-checkout.js';
import { formText, sendPage } from '../page-http.js';
import { portalPage } from './local-billing-html.js';
import { formBody, pageRoute } from './local-page-route.js';

type PortalContext = BillingContext & { plans: readonly Plan[] };

/** The portal visit, still valid, and the user it is for. */
async function portalOf(ctx: PortalContext, id: string) {
  const portal = await COLLECTIONS.localPortalSessions.of(ctx.store).findOne({ _id: id });
  if (!portal || Date.parse(portal.expiresAt) <= ctx.clock.now().getTime()) {
    throw new AppError('NOT_FOUND', 'This billing portal link has expired: open it again from Lineup Lab');
  }
  const user = await COLLECTIONS.users
    .of(ctx.store)
    .findOne({ 'subscription.stripeCustomerId': portal.customerId });
  if (!user) throw new AppError('NOT_FOUND', 'This billing account no longer exists');
  return { portal, user };
}

/** The portal page of visit `id`, with a notice of what was just done. */
async function showPortal(
  ctx: PortalContext,
  res: Response,
  visit: { id: string; notice?: string },
): Promise<void> {
  const { notice } = visit;
  const { portal, user } = await portalOf(ctx, visit.id);
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
}

/** Cancel posted: the user's own subscription ends with its period, as Stripe's webhook would say. */
async function cancelSubscription(ctx: PortalContext, req: Request, res: Response): Promise<void> {
  const id = String(req.params.id);
  const { user } = await portalOf(ctx, id);
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
  await showPortal(ctx, res, {
    id,
    notice: 'Your subscription is cancelled. You keep Pro until the end of the period.',
  });
}

/** The test billing portal: the plans held, cancel, and switching plan (through a new checkout). */
export function portalPageRoutes(ctx: PortalContext): Router {
  const router = Router();
  router.get(
    '/local-billing/portal/:id',
    pageRoute((req, res) => showPortal(ctx, res, { id: String(req.params.id) })),
  );
  router.post(
    '/local-billing/portal/:id/cancel',
    formBody,
    pageRoute((req, res) => cancelSubscription(ctx, req, res)),
  );
  router.post(
    '/local-billing/portal/:id/switch',
    formBody,
    pageRoute(async (req, res) => {
      const { portal, user } = await portalOf(ctx, String(req.params.id));
      const origin = new URL(portal.returnUrl).origin;
      const { url } = await createCheckout(ctx, { user, planId: formText(req, 'planId'), origin });
      res.redirect(303, url);
    }),
  );
  return router;
}
