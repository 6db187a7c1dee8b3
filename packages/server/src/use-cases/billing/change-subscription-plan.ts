import { randomUUID } from 'node:crypto';
import type { Plan } from '@lineup-lab/core';
import { applyBillingEvent } from './apply-billing-event.js';
import type { BillingContext } from './billing-context.js';

/**
 * Moves the user's subscription to another recurring plan (prorated by the provider), or makes a
 * cancelled one renew again: the one subscription changes, never a second one. The provider is
 * told first; its answer is applied as its own `customer.subscription.updated` event would be.
 * `createCheckout` decides when (core's `choosePlan`).
 */
export async function changeSubscriptionPlan(
  ctx: BillingContext,
  input: { subscriptionId: string; plan: Plan },
): Promise<void> {
  await ctx.billing.changePlan(input.subscriptionId, input.plan);
  await applyBillingEvent(ctx, {
    id: `change_${input.subscriptionId}_${randomUUID()}`,
    type: 'customer.subscription.updated',
    objectType: 'subscription',
    objectId: input.subscriptionId,
  });
}
