import type { SubscriptionState } from '../contract/session.js';
import type { Tier } from '../tiers/permissions.js';

/**
 * What one payment gives a user: a subscription (Monthly, renewed by the payment provider) or a
 * Season Pass (paid once, Pro until the season ends). The billing adapters describe what the
 * provider holds in these terms; the server stores one per subscription or pass.
 */
export interface Entitlement {
  /** The provider's subscription id, or `pass_<checkout session id>` for a Season Pass. */
  readonly id: string;
  readonly kind: 'subscription' | 'pass';
  readonly planId: string;
  readonly status: SubscriptionState;
  /** When the paid period ends (ISO instant); Pro is kept until then. */
  readonly currentPeriodEnd: string;
  /** Cancelled by the user: no renewal, Pro until `currentPeriodEnd`. */
  readonly cancelAtPeriodEnd: boolean;
}

/**
 * The states in which a subscription still gives Pro until its period ends. `past_due` is included:
 * a renewal payment failed and the provider is retrying it (Stripe's retry window); Pro is kept
 * meanwhile and ends when the provider gives up (the subscription becomes `canceled` or `unpaid`).
 */
const PRO_STATES: ReadonlySet<SubscriptionState> = new Set(['active', 'trialing', 'past_due']);

/** Whether `entitlement` gives Pro at `now`: a Pro state, and its paid period not over. */
export function grantsPro(entitlement: Entitlement, now: Date): boolean {
  return PRO_STATES.has(entitlement.status) && Date.parse(entitlement.currentPeriodEnd) > now.getTime();
}

/** What the user's subscription status shows of their entitlements (spec §3, our `planId`). */
export interface SubscriptionSummary {
  readonly tier: Extract<Tier, 'free' | 'pro'>;
  readonly status: SubscriptionState;
  readonly planId: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly currentPeriodEnd: string | null;
  /** The subscription shown (a pass has none). */
  readonly subscriptionId: string | null;
}

/** A user who never paid, or whose every entitlement has ended. */
export const FREE_SUMMARY: SubscriptionSummary = {
  tier: 'free',
  status: 'active',
  planId: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  subscriptionId: null,
};

/**
 * The summary of a user's entitlements at `now`: Pro through the one that lasts longest (a renewing
 * subscription before a cancelled one when both end together), else free. A user whose last
 * subscription ended shows it as `canceled` with no period; one who never paid shows FREE_SUMMARY.
 * @example summarize([{ id: 'sub_1', kind: 'subscription', planId: 'monthly', status: 'active',
 *   currentPeriodEnd: '2026-12-24T00:00:00Z', cancelAtPeriodEnd: false }], new Date('2026-11-24'))
 * // { tier: 'pro', status: 'active', planId: 'monthly', …, subscriptionId: 'sub_1' }
 */
export function summarize(entitlements: readonly Entitlement[], now: Date): SubscriptionSummary {
  const live = entitlements
    .filter((entitlement) => grantsPro(entitlement, now))
    .sort(
      (a, b) =>
        Date.parse(b.currentPeriodEnd) - Date.parse(a.currentPeriodEnd) ||
        Number(a.cancelAtPeriodEnd) - Number(b.cancelAtPeriodEnd),
    );
  const best = live[0];
  if (!best) {
    return entitlements.some((entitlement) => entitlement.kind === 'subscription')
      ? { ...FREE_SUMMARY, status: 'canceled' }
      : FREE_SUMMARY;
  }
  return {
    tier: 'pro',
    status: best.status,
    planId: best.planId,
    cancelAtPeriodEnd: best.kind === 'pass' ? true : best.cancelAtPeriodEnd,
    currentPeriodEnd: best.currentPeriodEnd,
    subscriptionId: best.kind === 'subscription' ? best.id : null,
  };
}

/**
 * The state to keep when the provider reports `incoming` for a stored entitlement: the provider's
 * word, except that a cancelled subscription stays cancelled (a provider never revives one; a
 * late or replayed event must not either).
 */
export function mergeEntitlement(stored: Entitlement | null, incoming: Entitlement): Entitlement {
  if (stored?.status === 'canceled' || stored?.status === 'incomplete_expired') return stored;
  return incoming;
}
