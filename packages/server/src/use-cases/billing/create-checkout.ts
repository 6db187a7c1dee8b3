import { choosePlan, type Plan, planRefusalMessage, seasonPassEnd } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { entitlementOf } from '../../records/entitlement-record.js';
import type { UserRecord } from '../../records/user-record.js';
import type { BillingContext } from './billing-context.js';
import { changeSubscriptionPlan } from './change-subscription-plan.js';
import { ensureCustomer } from './ensure-customer.js';
import { requirePayments } from './require-payments.js';

type CheckoutContext = BillingContext & { plans: readonly Plan[] };
type CheckoutInput = { user: UserRecord; planId: string; origin: string; timeZone?: string };

/**
 * Starts a checkout for a paid plan and answers the URL to send the browser to; it returns to
 * `/billing/success` or `/billing/cancel` on `origin` (the site the request came from). What the
 * user may buy is core's `choosePlan`: a user holds at most one Pro entitlement that renews. So a
 * recurring plan for a user whose subscription lives changes that subscription (prorated, no
 * second subscription; the answer is `/billing`), and refused with 409: a recurring plan while a
 * Season Pass lasts ("Your Season Pass keeps Pro until …"), the plan the user already has, an
 * exempt user (nothing to buy); 400 for an unknown or free plan. Each outcome is counted: created,
 * refused (4xx) or failed.
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

/** A day as the server's messages give it (they have no viewer's zone): 'February 15, 2027 (UTC)'. */
const utcDay = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))} (UTC)`;

async function startCheckout(ctx: CheckoutContext, input: CheckoutInput): Promise<{ url: string }> {
  requirePayments(ctx.billing);
  const { user, planId, origin } = input;
  const plan = ctx.plans.find((candidate) => candidate.id === planId);
  if (!plan || plan.price === 0) throw new AppError('VALIDATION_FAILED', `There is no paid plan '${planId}'`);
  if (user.tier === 'exempt') {
    throw new AppError('CONFLICT', 'You have exempt access: there is nothing to buy');
  }
  const held = await COLLECTIONS.entitlements.of(ctx.store).find({ userId: user._id });
  const choice = choosePlan(plan, held.map(entitlementOf), ctx.clock.now());
  if (choice.kind === 'refused') {
    const passName = ctx.plans.find((candidate) => candidate.id === choice.passPlanId)?.name ?? 'Season Pass';
    throw new AppError(
      'CONFLICT',
      planRefusalMessage(choice, { planName: plan.name, passName, formatDate: utcDay }),
    );
  }
  if (choice.kind === 'change') {
    await changeSubscriptionPlan(ctx, { subscriptionId: choice.subscriptionId, plan });
    return { url: `${origin}/billing` };
  }
  return ctx.billing.createCheckout({
    userId: user._id,
    email: user.email,
    customerId: await ensureCustomer(ctx, user),
    plan,
    passEndsAt: seasonPassEnd(await ctx.calendar.current(), ctx.clock.now()),
    successUrl: `${origin}/billing/success`,
    cancelUrl: `${origin}/billing/cancel`,
    ...(input.timeZone && { timeZone: input.timeZone }),
  });
}
