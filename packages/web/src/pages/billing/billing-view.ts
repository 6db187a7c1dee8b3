import {
  FREE_PLAN,
  formatPrice,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type Plan,
  REFUND_GUARANTEE_DAYS,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@lineup-lab/core';
import { messageOf } from '../../api/error-message.js';

/** The billing screens' messages (spec §8 "Billing"), word for word. */
export const BILLING_MESSAGES = {
  loadFailed: 'Failed to load billing information',
  checkoutFailed: 'Failed to start checkout process',
  portalFailed: 'Failed to open billing portal',
  cancelFailed: 'Failed to cancel subscription',
  redirectingToCheckout: 'Redirecting to checkout...',
  openingPortal: 'Opening billing portal...',
  canceling: 'Canceling subscription...',
  canceled: "Subscription canceled successfully! You'll retain access until your current period ends.",
  paymentCancelled: 'Payment was cancelled. Your subscription has not been changed.',
  paymentsNotSetUp: `${PAYMENTS_NOT_CONFIGURED_MESSAGE}: plans cannot be bought or changed here until its operator sets payments up.`,
} as const;

/** What to show for a failed billing action: the server's message where it has one, else the spec's. */
export function billingErrorMessage(error: unknown, action: 'checkout' | 'portal' | 'cancel'): string {
  const fallback = {
    checkout: BILLING_MESSAGES.checkoutFailed,
    portal: BILLING_MESSAGES.portalFailed,
    cancel: BILLING_MESSAGES.cancelFailed,
  }[action];
  return messageOf(error, fallback);
}

/** The history state `/billing/cancel` hands to `/billing` when it replaces the URL. */
export interface BillingLocationState {
  paymentCancelled?: boolean;
}

/** Whether a location's state says the visitor came back from a cancelled checkout. */
export function cameFromCancelledCheckout(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as BillingLocationState).paymentCancelled === true
  );
}

/**
 * The id of the plan the user is on: the plan paid for (`planId`) for pro, 'free' for free users,
 * `null` for exempt users (who see no plans) and for a pro user whose plan is not known.
 */
export function currentPlanId(status: SubscriptionStatus): string | null {
  if (status.tier === 'free') return FREE_PLAN.id;
  if (status.tier === 'pro') return status.planId;
  return null;
}

/** A plan card's button: its label, and whether it is disabled or starts a checkout. */
export interface PlanButton {
  label: string;
  disabled: boolean;
}

/**
 * The button of a plan card (spec §2 billing): the current plan's is disabled ('Current Plan'); the
 * free plan's is always disabled and says 'Contact Support to Downgrade' to a pro user; any other
 * plan says 'Upgrade Now' to a free user and 'Switch Plan' otherwise. Exempt users are shown no
 * plans; were one shown, its button would be disabled.
 */
export function planButton(plan: Pick<Plan, 'id' | 'price'>, status: SubscriptionStatus): PlanButton {
  const current = currentPlanId(status) === plan.id;
  if (status.tier === 'exempt') return { label: 'Included with Admin Access', disabled: true };
  if (current) return { label: 'Current Plan', disabled: true };
  if (plan.id === FREE_PLAN.id || plan.price === 0) {
    return { label: status.tier === 'pro' ? 'Contact Support to Downgrade' : 'Current Plan', disabled: true };
  }
  return { label: status.tier === 'free' ? 'Upgrade Now' : 'Switch Plan', disabled: false };
}

/** Whether the user may cancel: pro, status 'active', and not already ending (a Season Pass never renews). */
export function canCancel(status: SubscriptionStatus): boolean {
  return status.tier === 'pro' && status.status === 'active' && !status.cancelAtPeriodEnd;
}

/** Whether Manage Billing (the payment provider's portal) is offered: to pro users. */
export function canManageBilling(status: SubscriptionStatus): boolean {
  return status.tier === 'pro';
}

/** Where and how dates are shown: the viewer's time zone and locale unless given (tests give them). */
export interface DateOptions {
  timeZone?: string;
  locale?: string;
}

/** A day as the billing screens show it, in the viewer's zone and locale: 'October 17, 2025'. */
export function formatBillingDate(iso: string, options: DateOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, { dateStyle: 'long', timeZone: options.timeZone }).format(
    new Date(iso),
  );
}

const STATE_LABELS: Record<SubscriptionState, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment past due',
  canceled: 'Cancelled',
  incomplete: 'Payment incomplete',
  incomplete_expired: 'Expired',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

/** How the user's plan stands, as the billing screen shows it. */
export interface PlanStanding {
  /** 'Free Plan', 'Pro Plan' or 'Admin Access'. */
  title: string;
  /** The tier badge's text: 'Free', 'Pro', or 'Admin Access' for exempt users. */
  badge: string;
  /** The header's status: 'Active', 'Cancelled — Pro until October 17, 2025', … */
  status: string;
  /** The name of the plan paid for ('Monthly', 'Season Pass'), for pro users whose plan is known. */
  planName: string | null;
  /** The price line of that plan ('$6.00 per month'). */
  price: string | null;
  /** Until when Pro is paid for, shown as a date; `null` without a paid period. */
  validUntil: { iso: string; text: string } | null;
  /** What happens at the end of the period: renews, cancelled, or paid once for the season. */
  renewal: 'renews' | 'cancelled' | 'pass' | null;
}

/**
 * The standing of the user's plan for the billing screen (spec §2, §3): the plan, the status and
 * the valid-until date. A subscription ending at the period's end reads 'Cancelled — Pro until
 * <date>'; a Season Pass (paid once, never renewing: `cancelAtPeriodEnd` and no subscription)
 * reads 'Season Pass — Pro until <date>'. `plans` may be empty (not loaded yet).
 */
export function planStanding(
  status: SubscriptionStatus,
  plans: readonly Plan[],
  dates: DateOptions = {},
): PlanStanding {
  if (status.tier !== 'pro') {
    const exempt = status.tier === 'exempt';
    return {
      title: exempt ? 'Admin Access' : 'Free Plan',
      badge: exempt ? 'Admin Access' : 'Free',
      status: STATE_LABELS[exempt ? 'active' : status.status],
      planName: null,
      price: null,
      validUntil: null,
      renewal: null,
    };
  }
  const plan = plans.find((candidate) => candidate.id === status.planId);
  const end = status.currentPeriod?.end ?? null;
  const validUntil = end === null ? null : { iso: end, text: formatBillingDate(end, dates) };
  const pass = plan ? plan.interval !== 'month' : status.stripeSubscriptionId === null;
  const renewal = !status.cancelAtPeriodEnd ? 'renews' : pass ? 'pass' : 'cancelled';
  const until = validUntil ? ` — Pro until ${validUntil.text}` : '';
  const statusText = {
    renews: STATE_LABELS[status.status],
    cancelled: `Cancelled${until}`,
    pass: `${plan?.name ?? 'Season Pass'}${until}`,
  }[renewal];
  return {
    title: 'Pro Plan',
    badge: 'Pro',
    status: statusText,
    planName: plan?.name ?? null,
    price: plan ? `${formatPrice(plan.price)} ${plan.intervalDisplay}` : null,
    validUntil,
    renewal,
  };
}

/** The FAQ of the billing screen (spec §2): cards, cancelling, imported leagues, the guarantee. */
export const BILLING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What payment methods do you accept?',
    answer:
      'We accept all major credit and debit cards (Visa, Mastercard, American Express and Discover), processed securely by our payment provider.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel whenever you like: your subscription will not renew, and you keep Pro access until the end of your current billing period.',
  },
  {
    question: 'What happens to my imported leagues if I cancel?',
    answer: 'They stay in your account. Your teams and imported leagues are kept when Pro ends.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: `Yes. New subscriptions come with a ${REFUND_GUARANTEE_DAYS}-day money-back guarantee: contact support within ${REFUND_GUARANTEE_DAYS} days of your first payment for a full refund.`,
  },
];
