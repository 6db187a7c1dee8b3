import type { Plan } from '../contract/billing.js';
import { type Entitlement, grantsPro } from './entitlement.js';

/** Why a plan cannot be chosen now. */
export interface PlanRefusal {
  readonly kind: 'refused';
  /**
   * `current-plan`: the user has it already (a renewing subscription of it, or that pass);
   * `pass-active`: a Season Pass gives Pro until `until`, and a recurring plan (or another pass)
   * beside it would charge twice for the same months.
   */
  readonly reason: 'current-plan' | 'pass-active';
  /** When the pass that stands in the way ends (`pass-active`), else `null`. */
  readonly until: string | null;
  /** The plan id of that pass (`pass-active`), else `null`. */
  readonly passPlanId: string | null;
}

/**
 * What choosing a paid plan does for a user with these entitlements: a new checkout; a change of
 * the subscription they have (to another recurring plan, prorated, or the same plan renewing again
 * after a cancellation), so that nobody holds two subscriptions; or a refusal.
 */
export type PlanChoice =
  | { readonly kind: 'checkout' }
  | { readonly kind: 'change'; readonly subscriptionId: string }
  | PlanRefusal;

/** The entitlements that give Pro at `now`, the one lasting longest first. */
export function livingEntitlements<E extends Entitlement>(entitlements: readonly E[], now: Date): E[] {
  return entitlements
    .filter((entitlement) => grantsPro(entitlement, now))
    .sort((a, b) => Date.parse(b.currentPeriodEnd) - Date.parse(a.currentPeriodEnd));
}

/**
 * The one rule of what a user may buy (the server enforces it at checkout, the portal offers only
 * what it allows, the billing page shows it): a user holds at most one Pro entitlement that renews.
 * - A recurring plan while a Season Pass lasts: refused until the pass ends (the pass is paid once
 *   and not refundable; a subscription beside it would charge for months already paid).
 * - A recurring plan while a subscription lives: that subscription changes plan (prorated), or
 *   renews again if it was cancelled; refused when it already renews on this plan.
 * - A Season Pass while one lasts: refused. Bought while a subscription renews, the subscription
 *   stops renewing when the pass is paid (the pass then holds Pro).
 * @example choosePlan({ id: 'monthly', interval: 'month' }, [pass], now)
 * // { kind: 'refused', reason: 'pass-active', until: pass.currentPeriodEnd, passPlanId: 'season' }
 */
export function choosePlan(
  plan: Pick<Plan, 'id' | 'interval'>,
  entitlements: readonly Entitlement[],
  now: Date,
): PlanChoice {
  const living = livingEntitlements(entitlements, now);
  const pass = living.find((entitlement) => entitlement.kind === 'pass');
  if (pass) {
    return {
      kind: 'refused',
      reason: pass.planId === plan.id ? 'current-plan' : 'pass-active',
      until: pass.planId === plan.id ? null : pass.currentPeriodEnd,
      passPlanId: pass.planId === plan.id ? null : pass.planId,
    };
  }
  if (plan.interval !== 'month') return { kind: 'checkout' };
  const subscriptions = living.filter((entitlement) => entitlement.kind === 'subscription');
  const renewing = subscriptions.find((subscription) => !subscription.cancelAtPeriodEnd);
  if (renewing?.planId === plan.id) {
    return { kind: 'refused', reason: 'current-plan', until: null, passPlanId: null };
  }
  const kept = renewing ?? subscriptions[0];
  return kept ? { kind: 'change', subscriptionId: kept.id } : { kind: 'checkout' };
}

/**
 * The sentence that explains a refusal, with the pass's end as `formatDate` shows it (the server's
 * error message in UTC, the billing page in the viewer's zone).
 * @example planRefusalMessage(refusal, { planName: 'Monthly', passName: 'Season Pass', formatDate })
 * // 'Your Season Pass keeps Pro until February 15, 2027; you can choose Monthly after it ends'
 */
export function planRefusalMessage(
  refusal: PlanRefusal,
  names: { planName: string; passName: string; formatDate: (iso: string) => string },
): string {
  if (refusal.reason === 'current-plan' || refusal.until === null) {
    return `You already have the ${names.planName} plan`;
  }
  return `Your ${names.passName} keeps Pro until ${names.formatDate(refusal.until)}; you can choose ${names.planName} after it ends`;
}
