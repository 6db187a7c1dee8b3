import { type Entitlement, livingEntitlements } from '@lineup-lab/core';
import type { SubscriptionSnapshot } from '../../ports/billing.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { entitlementOf } from '../../records/entitlement-record.js';
import { recordAudit } from '../audit/record-audit.js';
import type { ServiceContext } from '../service-context.js';
import type { BillingContext, EntitlementUpdate } from './billing-context.js';
import { claimBillingEvent, markBillingEventApplied, releaseBillingEvent } from './claim-billing-event.js';

/** Who the audit log names for what billing does by itself. */
const BILLING_ACTOR = 'lineup-server billing';

type Held = Entitlement & { startedAt: string };
type Store = (ctx: ServiceContext, update: EntitlementUpdate) => Promise<void>;

/**
 * Brings a user who paid twice back to one entitlement that renews, after a checkout completed.
 * Checkout refuses a second one, but two checkouts opened at once (two tabs) may both be paid.
 * Of the subscriptions that renew, the first started is kept; a later one, or one started while a
 * Season Pass already lasted, is ended now and its payment refunded (`cancelAndRefund`). A
 * subscription started before a pass stops renewing instead (the user moved to the pass; it keeps
 * what it paid for). Each action is claimed once (as events are, so parallel deliveries of the two
 * checkouts' events refund once) and recorded in the audit log.
 */
export async function settleDuplicates(ctx: BillingContext, userId: string, store: Store): Promise<void> {
  const records = await COLLECTIONS.entitlements.of(ctx.store).find({ userId });
  const held: Held[] = livingEntitlements(
    records.map((record) => ({ ...entitlementOf(record), startedAt: record.startedAt ?? record.updatedAt })),
    ctx.clock.now(),
  );
  const byStart = (a: Held, b: Held) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id);
  const pass = held.filter((entitlement) => entitlement.kind === 'pass').sort(byStart)[0];
  const renewing = held
    .filter((entitlement) => entitlement.kind === 'subscription' && !entitlement.cancelAtPeriodEnd)
    .sort(byStart);
  let kept: Held | null = null;
  for (const subscription of renewing) {
    // A subscription started while a pass lasted, or beside the one kept, is ended and refunded.
    const duplicateOf =
      pass && pass.startedAt < subscription.startedAt
        ? `while the pass ${pass.id} lasted`
        : kept
          ? `beside ${kept.id}`
          : null;
    if (duplicateOf) {
      await act(ctx, {
        userId,
        store,
        key: `refund_${subscription.id}`,
        subscription,
        run: () => ctx.billing.cancelAndRefund(subscription.id),
        action: 'billing.duplicate_refunded',
        detail: `Subscription ${subscription.id} (${subscription.planId}) started ${duplicateOf}: ended and refunded`,
      });
    } else {
      kept = subscription;
      if (pass) {
        await act(ctx, {
          userId,
          store,
          key: `stop_${subscription.id}`,
          subscription,
          run: () => ctx.billing.cancelAtPeriodEnd(subscription.id),
          action: 'billing.renewal_stopped',
          detail: `Subscription ${subscription.id} (${subscription.planId}) stops renewing: the pass ${pass.id} bought after it holds Pro`,
        });
      }
    }
  }
}

/** One settling action, claimed so that it is done once, then stored and recorded. */
async function act(
  ctx: BillingContext,
  step: {
    /** The user settled, and how their entitlement is stored. */
    userId: string;
    store: Store;
    key: string;
    subscription: Held;
    run: () => Promise<SubscriptionSnapshot>;
    action: 'billing.duplicate_refunded' | 'billing.renewal_stopped';
    detail: string;
  },
): Promise<void> {
  const { userId, store } = step;
  const claim = await claimBillingEvent(ctx, { id: step.key, type: step.action });
  if (!claim) return;
  try {
    const snapshot = await step.run();
    await store(ctx, {
      entitlement: snapshot,
      userId,
      customerId: snapshot.customerId,
      startedAt: step.subscription.startedAt,
    });
    await recordAudit(ctx, {
      action: step.action,
      actor: BILLING_ACTOR,
      actorSub: null,
      target: userId,
      detail: step.detail,
    });
    await markBillingEventApplied(ctx, claim);
  } catch (error) {
    await releaseBillingEvent(ctx, claim).catch(() => undefined);
    throw error;
  }
}
