import {
  choosePlan,
  dateTimeFormat,
  FREE_PLAN,
  formatPrice,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type Plan,
  planRefusalMessage,
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

/**
 * A plan card's button: its label, and whether it is disabled or starts a checkout; or, when the
 * plan cannot be chosen now for a reason the user should read (a Season Pass lasts), that
 * explanation, shown instead of a button.
 */
export interface PlanButton {
  label: string;
  disabled: boolean;
  explanation: string | null;
}

/** A time before any entitlement ends: every entitlement the status lists counts as living. */
const AS_LISTED = new Date(0);

/** What choosing a plan depends on besides the status: the catalogue (for names), dates, the time. */
export interface PlanButtonOptions {
  plans?: readonly Plan[];
  dates?: DateOptions;
  now?: Date;
}

/**
 * The button of a plan card (spec §2 billing), by core's `choosePlan` (the rule the server
 * enforces): the current plan's is disabled ('Current Plan'); the free plan's is always disabled
 * and says 'Contact Support to Downgrade' to a pro user; a recurring plan while a Season Pass lasts
 * has no button but the explanation ('Your Season Pass keeps Pro until …; you can choose Monthly
 * after it ends.'); a cancelled subscription's plan says 'Renew Plan'; any other plan says
 * 'Upgrade Now' to a free user and 'Switch Plan' otherwise. Exempt users are shown no plans; were
 * one shown, its button would be disabled.
 */
export function planButton(
  plan: Pick<Plan, 'id' | 'price' | 'interval' | 'name'>,
  status: SubscriptionStatus,
  options: PlanButtonOptions = {},
): PlanButton {
  const button = (label: string, disabled: boolean): PlanButton => ({ label, disabled, explanation: null });
  if (status.tier === 'exempt') return button('Included with Admin Access', true);
  if (plan.id === FREE_PLAN.id || plan.price === 0) {
    return button(status.tier === 'pro' ? 'Contact Support to Downgrade' : 'Current Plan', true);
  }
  // The server lists only what gives Pro at its time: the page takes its list as it is.
  const choice = choosePlan(plan, status.entitlements, options.now ?? AS_LISTED);
  if (choice.kind === 'refused' && choice.reason === 'pass-active') {
    const passName =
      options.plans?.find((candidate) => candidate.id === choice.passPlanId)?.name ?? 'Season Pass';
    const formatDate = (iso: string) => formatBillingDate(iso, options.dates);
    return {
      label: '',
      disabled: true,
      explanation: `${planRefusalMessage(choice, { planName: plan.name, passName, formatDate })}.`,
    };
  }
  if (choice.kind === 'change' && currentPlanId(status) === plan.id) return button('Renew Plan', false);
  if (choice.kind === 'refused' || currentPlanId(status) === plan.id) return button('Current Plan', true);
  return button(status.tier === 'free' ? 'Upgrade Now' : 'Switch Plan', false);
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
  return dateTimeFormat(options.locale, { dateStyle: 'long', timeZone: options.timeZone }).format(
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

/** One thing the user has paid for, as the billing screen lists it. */
export interface EntitlementLine {
  id: string;
  /** The plan's name ('Monthly', 'Season Pass'), or its id when the catalogue lacks it. */
  planName: string;
  kind: 'subscription' | 'pass';
  /** When it renews or ends, in the viewer's zone. */
  date: { iso: string; text: string };
  /** 'Renews on', 'Cancelled: Pro until' or 'Pro until'. */
  lead: string;
  /** What follows the date, if anything. */
  note: string | null;
}

/**
 * Every entitlement the user has (the status's `entitlements`), for the billing screen: a
 * subscription that renews reads 'Renews on <date>', a cancelled one 'Cancelled: Pro until <date>',
 * a Season Pass 'Pro until <date>', paid once. A pro user stored without the list (given Pro by
 * hand) gets one line from the summary.
 */
export function entitlementLines(
  status: SubscriptionStatus,
  plans: readonly Plan[],
  dates: DateOptions = {},
): EntitlementLine[] {
  if (status.tier === 'exempt') return [];
  const held =
    status.entitlements.length > 0 || status.tier !== 'pro' || !status.currentPeriod
      ? status.entitlements
      : [
          {
            id: status.stripeSubscriptionId ?? 'summary',
            kind: status.stripeSubscriptionId === null && status.cancelAtPeriodEnd ? 'pass' : 'subscription',
            planId: status.planId ?? '',
            status: status.status,
            currentPeriodEnd: status.currentPeriod.end,
            cancelAtPeriodEnd: status.cancelAtPeriodEnd,
          } as const,
        ];
  return held.map((entitlement) => {
    const plan = plans.find((candidate) => candidate.id === entitlement.planId);
    const date = {
      iso: entitlement.currentPeriodEnd,
      text: formatBillingDate(entitlement.currentPeriodEnd, dates),
    };
    const planName = plan?.name ?? (entitlement.kind === 'pass' ? 'Season Pass' : entitlement.planId);
    if (entitlement.kind === 'pass') {
      return {
        id: entitlement.id,
        planName,
        kind: 'pass',
        date,
        lead: 'Pro until',
        note: 'Paid once for the season: it does not renew.',
      };
    }
    return {
      id: entitlement.id,
      planName,
      kind: 'subscription',
      date,
      lead: entitlement.cancelAtPeriodEnd ? 'Cancelled: Pro until' : 'Renews on',
      note: entitlement.cancelAtPeriodEnd ? 'It will not renew; then you move to the free plan.' : null,
    };
  });
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
