import { livingEntitlements, summarize } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { entitlementOf } from '../../records/entitlement-record.js';
import type { UserRecord } from '../../records/user-record.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Brings the user's tier and subscription summary in line with their entitlements at the clock's
 * time: pro while one gives Pro, free once all have ended (a lapsed period is seen on the next read,
 * no cron needed). An exempt user stays exempt; their summary is kept for when it is revoked.
 * Answers the user as stored afterwards (`null` when there is no such user).
 */
export async function syncUserBilling(ctx: ServiceContext, userId: string): Promise<UserRecord | null> {
  const records = await COLLECTIONS.entitlements.of(ctx.store).find({ userId });
  const entitlements = records.map(entitlementOf);
  const summary = summarize(entitlements, ctx.clock.now());
  const users = COLLECTIONS.users.of(ctx.store);
  const subscription = {
    'subscription.status': summary.status,
    'subscription.planId': summary.planId,
    'subscription.cancelAtPeriodEnd': summary.cancelAtPeriodEnd,
    'subscription.currentPeriodEnd': summary.currentPeriodEnd,
    'subscription.stripeSubscriptionId': summary.subscriptionId,
    'subscription.entitlements': livingEntitlements(entitlements, ctx.clock.now()),
  };
  // Two writes, each conditional on exemption, so a grant or revoke meanwhile is never overwritten.
  await users.updateOne({ _id: userId, exemptReason: { $ne: null } }, { $set: subscription });
  return (
    (await users.findOneAndUpdate(
      { _id: userId, exemptReason: null },
      { $set: { ...subscription, tier: summary.tier } },
    )) ?? (await users.findOne({ _id: userId }))
  );
}

/**
 * Whether the stored user shows Pro, or an entitlement, past its paid period: their tier and
 * entitlements must be worked out again.
 */
export function hasLapsed(user: UserRecord, now: Date): boolean {
  const end = user.subscription.currentPeriodEnd;
  const ended = (iso: string) => Date.parse(iso) <= now.getTime();
  return (
    (user.tier === 'pro' && (end === null || ended(end))) ||
    (user.subscription.entitlements ?? []).some((entitlement) => ended(entitlement.currentPeriodEnd))
  );
}
