/**
 * TEST SUPPORT: a Pro user without a checkout, written on the server's store through its public
 * `COLLECTIONS`.
 */
import { COLLECTIONS, type Store } from '@lineup-lab/server';

/**
 * Makes a user Pro as a paid Monthly subscription would: an entitlement running to 2099 and the
 * user's tier and summary to match (what the server's billing stores). The user must have made a
 * call already (the server keeps a user's row from their first call).
 */
export async function makePro(store: Store, email: string): Promise<void> {
  const users = COLLECTIONS.users.of(store);
  const user = await users.findOne({ email: email.toLowerCase() });
  if (!user) throw new Error(`No stored user for ${email}: make a call as them first`);
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
  await users.updateOne(
    { _id: user._id },
    {
      $set: {
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
      },
    },
  );
}
