import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import type { ServiceContext } from '../service-context.js';
import type { BillingContext } from './billing-context.js';

/**
 * The user's customer at the payment provider, created on their first checkout and stored: one
 * customer per user. Parallel first checkouts may each create one at the provider; the first stored
 * wins and every later call uses it (the others stay unused, without payments).
 */
export async function ensureCustomer(ctx: BillingContext, user: UserRecord): Promise<string> {
  if (user.subscription.stripeCustomerId) return user.subscription.stripeCustomerId;
  const created = await ctx.billing.createCustomer({ userId: user._id, email: user.email });
  const users = COLLECTIONS.users.of(ctx.store);
  await users.updateOne(
    { _id: user._id, 'subscription.stripeCustomerId': null },
    { $set: { 'subscription.stripeCustomerId': created } },
  );
  return (await storedCustomer(ctx, user._id)) ?? created;
}

async function storedCustomer(ctx: ServiceContext, userId: string): Promise<string | null> {
  return (
    (await COLLECTIONS.users.of(ctx.store).findOne({ _id: userId }))?.subscription.stripeCustomerId ?? null
  );
}
