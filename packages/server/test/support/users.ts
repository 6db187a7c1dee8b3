import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import type { UserRecord } from '../../src/records/user-record.js';

/** The stored user of an email address (provisioned by their first call). */
export async function storedUser(store: Store, email: string): Promise<UserRecord> {
  const user = await COLLECTIONS.users.of(store).findOne({ email: email.toLowerCase() });
  if (!user) throw new Error(`No stored user for ${email}: make a call as them first`);
  return user;
}

/**
 * Changes a stored user as league import will (it does not exist yet): e.g. records an imported
 * league. The user must have made a call already. To make a user Pro, use `makePro`.
 */
export async function updateUser(
  store: Store,
  email: string,
  fields: Partial<Omit<UserRecord, '_id' | 'sub'>>,
): Promise<void> {
  const { matchedCount } = await COLLECTIONS.users
    .of(store)
    .updateOne({ email: email.toLowerCase() }, { $set: fields });
  if (matchedCount !== 1) throw new Error(`No stored user for ${email}: make a call as them first`);
}

/**
 * Makes a user Pro as a paid Monthly subscription would: an entitlement running to 2099 and the
 * user's tier and summary to match (what `applyBillingEvent` stores). The user must have made a call.
 */
export async function makePro(store: Store, email: string): Promise<void> {
  const user = await storedUser(store, email);
  const currentPeriodEnd = '2099-01-01T00:00:00.000Z';
  await COLLECTIONS.entitlements.of(store).insertOne({
    _id: `sub_test_${user._id}`,
    userId: user._id,
    customerId: `cus_test_${user._id}`,
    kind: 'subscription',
    planId: 'monthly',
    status: 'active',
    currentPeriodEnd,
    cancelAtPeriodEnd: false,
    updatedAt: new Date().toISOString(),
  });
  await updateUser(store, email, {
    tier: 'pro',
    subscription: {
      ...user.subscription,
      status: 'active',
      planId: 'monthly',
      cancelAtPeriodEnd: false,
      currentPeriodEnd,
      stripeCustomerId: `cus_test_${user._id}`,
      stripeSubscriptionId: `sub_test_${user._id}`,
    },
  });
}
