import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import { applyBillingEvent } from './apply-billing-event.js';
import type { BillingContext } from './billing-context.js';

/**
 * Cancels the user's subscription at the end of the paid period: Pro is kept until then. The
 * provider is told first; its answer is applied as its own `customer.subscription.updated` event
 * would be (which, arriving later, then changes nothing new). Refused with 409 when there is no
 * active subscription to cancel (free, exempt, a Season Pass, already cancelled, or a subscription the
 * provider no longer has). Answers the
 * user afterwards.
 */
export async function cancelSubscription(ctx: BillingContext, user: UserRecord): Promise<UserRecord> {
  const { stripeSubscriptionId: subscriptionId, cancelAtPeriodEnd } = user.subscription;
  if (user.tier !== 'pro' || !subscriptionId) {
    throw new AppError('CONFLICT', 'You have no subscription to cancel');
  }
  if (cancelAtPeriodEnd) throw new AppError('CONFLICT', 'Your subscription is already cancelled');
  await ctx.billing.cancelAtPeriodEnd(subscriptionId).catch((error: unknown) => {
    // The stored subscription is gone at the provider: there is nothing to cancel there either.
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('CONFLICT', 'You have no subscription to cancel');
    }
    throw error;
  });
  await applyBillingEvent(ctx, {
    id: `cancel_${subscriptionId}_${ctx.clock.now().getTime()}`,
    type: 'customer.subscription.updated',
    objectType: 'subscription',
    objectId: subscriptionId,
  });
  return (await COLLECTIONS.users.of(ctx.store).findOne({ _id: user._id })) ?? user;
}
