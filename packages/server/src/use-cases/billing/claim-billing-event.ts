import { randomUUID } from 'node:crypto';
import type { BillingEventRef } from '../../ports/billing.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError } from '../../ports/store.js';
import type { ServiceContext } from '../service-context.js';

/**
 * How long a claimed event may stay unapplied before another delivery takes it over: a process
 * that died between claiming an event and applying it (or releasing it) leaves its claim, and
 * Stripe's next redelivery (minutes to hours later) applies the event once the claim is this old.
 * Applying an event takes a few provider calls, far less than this.
 */
export const STALE_CLAIM_MS = 10 * 60_000;

/** An event this delivery holds: its id and the token that proves the claim is still ours. */
export interface EventClaim {
  readonly id: string;
  readonly token: string;
}

/**
 * Claims a provider event before its change is applied, so that one event delivered many times at
 * once is applied by one delivery only: the event id is inserted into `billing_events`, whose `_id`
 * is unique. Answers the claim, or `null` when the event is already applied or another delivery
 * holds a fresh claim on it (the caller answers "already handled"). A claim older than
 * {@link STALE_CLAIM_MS} is taken over.
 */
export async function claimBillingEvent(
  ctx: ServiceContext,
  event: Pick<BillingEventRef, 'id' | 'type'>,
): Promise<EventClaim | null> {
  const events = COLLECTIONS.billingEvents.of(ctx.store);
  const now = ctx.clock.now();
  const claim = { id: event.id, token: randomUUID() };
  try {
    await events.insertOne({
      _id: event.id,
      type: event.type,
      state: 'claimed',
      claim: claim.token,
      claimedAt: now.toISOString(),
      appliedAt: null,
    });
    return claim;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  // Held already: applied (records from before claims have no state: applied), in flight, or stale.
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const takeover = await events.updateOne(
    { _id: event.id, state: 'claimed', claimedAt: { $lte: staleBefore } },
    { $set: { claim: claim.token, claimedAt: now.toISOString() } },
  );
  return takeover.modifiedCount === 1 ? claim : null;
}

/** Records the claimed event as applied: every later delivery of it is a duplicate. */
export async function markBillingEventApplied(ctx: ServiceContext, claim: EventClaim): Promise<void> {
  await COLLECTIONS.billingEvents
    .of(ctx.store)
    .updateOne(
      { _id: claim.id, claim: claim.token },
      { $set: { state: 'applied', appliedAt: ctx.clock.now().toISOString() } },
    );
}

/**
 * Gives a claim back after its application failed, so that the provider's redelivery (the
 * delivery is answered with an error) claims and applies the event. A release that fails too
 * leaves a claim that goes stale and is taken over.
 */
export async function releaseBillingEvent(ctx: ServiceContext, claim: EventClaim): Promise<void> {
  await COLLECTIONS.billingEvents
    .of(ctx.store)
    .deleteOne({ _id: claim.id, claim: claim.token, state: 'claimed' });
}
