import { addMonth, localId } from '../../../adapters/local-checkout/local-billing.js';
import { AppError } from '../../../errors/app-error.js';
import { COLLECTIONS } from '../../../ports/collections.js';
import type { LocalCheckoutRecord } from '../../../records/local-checkout-record.js';
import { applyBillingEvent } from '../../../use-cases/billing/apply-billing-event.js';
import type { BillingContext } from '../../../use-cases/billing/billing-context.js';
import { type CardForm, type CardOutcome, chargeTestCard } from './test-card.js';

/** An open, unexpired checkout of the local billing, or 404. */
export async function openCheckout(ctx: BillingContext, id: string): Promise<LocalCheckoutRecord> {
  const session = await COLLECTIONS.localCheckouts.of(ctx.store).findOne({ _id: id });
  if (!session || Date.parse(session.expiresAt) <= ctx.clock.now().getTime()) {
    throw new AppError('NOT_FOUND', 'This checkout has expired or does not exist');
  }
  return session;
}

/**
 * Pays a local checkout with a test card. A declined or invalid card changes nothing. A good one
 * completes the checkout (once: a second submit finds it complete), starts the subscription for a
 * monthly plan (a month's period), and applies `checkout.session.completed` exactly as the Stripe
 * webhook would. Answers the card's outcome and the checkout as it is now.
 */
export async function payLocalCheckout(
  ctx: BillingContext,
  input: { id: string; card: CardForm },
): Promise<{ outcome: CardOutcome; checkout: LocalCheckoutRecord }> {
  const checkout = await openCheckout(ctx, input.id);
  if (checkout.status !== 'open') return { outcome: { ok: true }, checkout };
  const outcome = chargeTestCard(input.card, ctx.clock.now());
  if (!outcome.ok) return { outcome, checkout };
  const now = ctx.clock.now();
  const subscriptionId = checkout.mode === 'subscription' ? localId('sub') : null;
  const completed = await COLLECTIONS.localCheckouts
    .of(ctx.store)
    .findOneAndUpdate(
      { _id: checkout._id, status: 'open' },
      { $set: { status: 'complete', subscriptionId } },
    );
  // Paid in parallel by another submit: that one started the subscription.
  if (!completed) return { outcome, checkout: await openCheckout(ctx, input.id) };
  if (subscriptionId) {
    await COLLECTIONS.localSubscriptions.of(ctx.store).insertOne({
      _id: subscriptionId,
      customerId: checkout.customerId,
      planId: checkout.planId,
      status: 'active',
      currentPeriodEnd: addMonth(now).toISOString(),
      cancelAtPeriodEnd: false,
      createdAt: now.toISOString(),
    });
  }
  await applyBillingEvent(ctx, {
    id: localId('evt'),
    type: 'checkout.session.completed',
    objectType: 'checkout.session',
    objectId: checkout._id,
  });
  return { outcome, checkout: completed };
}

/** Abandons a local checkout (its page's "Cancel and return"): it can no longer be paid. */
export async function expireLocalCheckout(ctx: BillingContext, id: string): Promise<LocalCheckoutRecord> {
  const checkout = await openCheckout(ctx, id);
  await COLLECTIONS.localCheckouts
    .of(ctx.store)
    .updateOne({ _id: checkout._id, status: 'open' }, { $set: { status: 'expired' } });
  return checkout;
}
