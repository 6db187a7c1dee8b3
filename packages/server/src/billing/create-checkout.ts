import { type Plan, seasonPassEnd } from '@lineup-lab/core';
import { AppError } from '../http/app-error.js';
import type { UserRecord } from '../users/user-record.js';
import type { BillingContext } from './apply-billing-event.js';
import { ensureCustomer } from './ensure-customer.js';
import { requirePayments } from './off/billing-off.js';

type CheckoutContext = BillingContext & { plans: readonly Plan[] };
type CheckoutInput = { user: UserRecord; planId: string; origin: string };

/**
 * Starts a checkout for a paid plan and answers the URL to send the browser to; it returns to
 * `/billing/success` or `/billing/cancel` on `origin` (the site the request came from). Refused:
 * an unknown or free plan (400), an exempt user (nothing to buy, 409), a user whose current plan it
 * already is (409). Each outcome is counted: created, refused (4xx) or failed.
 */
export async function createCheckout(ctx: CheckoutContext, input: CheckoutInput): Promise<{ url: string }> {
  return startCheckout(ctx, input).then(
    (checkout) => {
      ctx.outcomes?.checkout('created');
      return checkout;
    },
    (error: unknown) => {
      ctx.outcomes?.checkout(error instanceof AppError && error.status < 500 ? 'refused' : 'failed');
      throw error;
    },
  );
}

async function startCheckout(ctx: CheckoutContext, input: CheckoutInput): Promise<{ url: string }> {
  requirePayments(ctx.billing);
  const { user, planId, origin } = input;
  const plan = ctx.plans.find((candidate) => candidate.id === planId);
  if (!plan || plan.price === 0) throw new AppError('VALIDATION_FAILED', `There is no paid plan '${planId}'`);
  if (user.tier === 'exempt') {
    throw new AppError('CONFLICT', 'You have exempt access: there is nothing to buy');
  }
  if (user.tier === 'pro' && user.subscription.planId === plan.id && !user.subscription.cancelAtPeriodEnd) {
    throw new AppError('CONFLICT', `You already have the ${plan.name} plan`);
  }
  return ctx.billing.createCheckout({
    userId: user._id,
    email: user.email,
    customerId: await ensureCustomer(ctx, user),
    plan,
    passEndsAt: seasonPassEnd(await ctx.calendar.current(), ctx.clock.now()),
    successUrl: `${origin}/billing/success`,
    cancelUrl: `${origin}/billing/cancel`,
  });
}
