import { choosePlan, formatPrice, type Plan, planRefusalMessage } from '@lineup-lab/core';
import { type EntitlementRecord, entitlementOf } from '../../../records/entitlement-record.js';
import type { LocalCheckoutRecord } from '../../../records/local-checkout-record.js';
import { alertBox, escapeHtml, field, page } from '../html.js';
import type { CardForm } from './test-card.js';

/** Where the local billing's pages find their stylesheet (served with them, whatever the identity). */
export const LOCAL_BILLING_STYLESHEET = '/local-billing/assets/billing.css';

/** The note at the top of each page: what it is, and the test cards. */
const testMode = (
  what: 'checkout' | 'billing portal',
) => `<p class="test-mode" role="note"><strong>Test mode.</strong> This is Lineup Lab's own test
${what}: no card is charged. Pay with 4242 4242 4242 4242, or see a decline with 4000 0000 0000 0002
(any future expiry, any CVC).</p>`;

/**
 * A moment as these pages show it: they have no script to learn the viewer's zone, so the time is
 * given in UTC and says so (the app shows the same moment in the viewer's zone).
 */
const day = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(new Date(iso))} UTC`;

/**
 * A moment in the buyer's time zone (the one the app sent with the checkout), with the zone's
 * name, so that the day is the one the billing page shows them: 'February 16, 2027 at 5:15 PM PST'.
 * Without a zone, in UTC.
 */
export function momentIn(iso: string, timeZone: string | undefined): string {
  if (!timeZone) return day(iso);
  const moment = new Date(iso);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(moment);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(moment);
  return `${date} at ${time}`;
}

/** What the plan costs, as the checkout shows it. */
function priceLine(plan: Plan, checkout: LocalCheckoutRecord): string {
  return checkout.mode === 'subscription'
    ? `${formatPrice(plan.price)} per month`
    : `${formatPrice(plan.price)} once, Pro until ${momentIn(checkout.passEndsAt, checkout.timeZone)}`;
}

/** The test checkout: the plan, the card form (with the outcome of the last try), pay and cancel. */
export function checkoutPage(options: {
  checkout: LocalCheckoutRecord;
  plan: Plan;
  card?: Partial<CardForm>;
  error?: { field: keyof CardForm | null; message: string };
}): string {
  const { checkout, plan, card = {}, error } = options;
  const base = `/local-billing/checkout/${encodeURIComponent(checkout._id)}`;
  const fieldError = (name: keyof CardForm) => (error?.field === name ? error.message : undefined);
  return page({
    title: 'Test checkout',
    stylesheet: LOCAL_BILLING_STYLESHEET,
    body: `${testMode('checkout')}
<p class="summary"><span>Lineup Lab ${escapeHtml(plan.name)}</span><span>${escapeHtml(priceLine(plan, checkout))}</span></p>
${alertBox(error?.message)}
<form method="post" action="${escapeHtml(`${base}/pay`)}" novalidate>
${field({ name: 'name', label: 'Name on card', type: 'text', autocomplete: 'cc-name', value: card.name, error: fieldError('name') })}
${field({ name: 'cardNumber', label: 'Card number', type: 'text', autocomplete: 'cc-number', value: card.cardNumber, error: fieldError('cardNumber'), extra: ' inputmode="numeric"' })}
<div class="row">
${field({ name: 'expiry', label: 'Expiry (MM/YY)', type: 'text', autocomplete: 'cc-exp', value: card.expiry, error: fieldError('expiry') })}
${field({ name: 'cvc', label: 'CVC', type: 'text', autocomplete: 'cc-csc', value: card.cvc, error: fieldError('cvc'), extra: ' inputmode="numeric"' })}
</div>
<button type="submit" class="primary">Pay ${escapeHtml(formatPrice(plan.price))}</button>
</form>
<form class="cancel" method="post" action="${escapeHtml(`${base}/cancel`)}">
<button type="submit" class="link">Cancel and return to Lineup Lab</button>
</form>`,
  });
}

/** A checkout that can no longer be paid: already paid, abandoned or expired. */
export function checkoutClosedPage(options: { title: string; message: string; href: string }): string {
  return page({
    title: options.title,
    stylesheet: LOCAL_BILLING_STYLESHEET,
    body: `<p role="status">${escapeHtml(options.message)}</p>
<p><a class="primary" href="${escapeHtml(options.href)}">Return to Lineup Lab</a></p>`,
  });
}

/**
 * The test billing portal: each plan the customer has, with cancel; the plans they may switch to
 * (core's `choosePlan`, the rule checkout enforces: no subscription beside a Season Pass, whose
 * explanation is shown instead); and the way back.
 */
export function portalPage(options: {
  portalId: string;
  entitlements: readonly EntitlementRecord[];
  plans: readonly Plan[];
  returnUrl: string;
  now: Date;
  /** The customer's time zone (from their last checkout), in which dates are stated; UTC without. */
  timeZone?: string | undefined;
  notice?: string;
}): string {
  const base = `/local-billing/portal/${encodeURIComponent(options.portalId)}`;
  const live = options.entitlements.filter(
    (entitlement) =>
      entitlement.status !== 'canceled' && Date.parse(entitlement.currentPeriodEnd) > options.now.getTime(),
  );
  const nameOf = (planId: string) => options.plans.find((plan) => plan.id === planId)?.name ?? planId;
  const held = options.entitlements.map(entitlementOf);
  const rows = live.map((entitlement) => {
    const ends = momentIn(entitlement.currentPeriodEnd, options.timeZone);
    const state =
      entitlement.kind === 'pass'
        ? `Paid once; Pro until ${ends}.`
        : entitlement.cancelAtPeriodEnd
          ? `Cancelled; Pro until ${ends}.`
          : `Renews on ${ends}.`;
    const cancel =
      entitlement.kind === 'subscription' && !entitlement.cancelAtPeriodEnd
        ? `<form class="inline" method="post" action="${escapeHtml(`${base}/cancel`)}">
<input type="hidden" name="subscriptionId" value="${escapeHtml(entitlement._id)}">
<button type="submit">Cancel subscription</button>
</form>`
        : '';
    return `<section class="plan" aria-label="${escapeHtml(nameOf(entitlement.planId))}">
<h2>${escapeHtml(nameOf(entitlement.planId))}</h2>
<p>${escapeHtml(state)}</p>
${cancel}</section>`;
  });
  const switches = options.plans
    .filter((plan) => plan.price > 0)
    .map((plan) => {
      const choice = choosePlan(plan, held, options.now);
      if (choice.kind !== 'refused') {
        const resumes =
          choice.kind === 'change' &&
          held.some((e) => e.id === choice.subscriptionId && e.planId === plan.id);
        const label = resumes ? `Renew ${plan.name} again` : `Switch to ${plan.name}`;
        return `<form class="inline" method="post" action="${escapeHtml(`${base}/switch`)}">
<input type="hidden" name="planId" value="${escapeHtml(plan.id)}">
<button type="submit">${escapeHtml(label)} (${escapeHtml(formatPrice(plan.price))} ${escapeHtml(plan.intervalDisplay)})</button>
</form>`;
      }
      if (choice.reason !== 'pass-active') return '';
      const passName = nameOf(choice.passPlanId ?? '');
      const formatDate = (iso: string) => momentIn(iso, options.timeZone);
      return `<p>${escapeHtml(planRefusalMessage(choice, { planName: plan.name, passName, formatDate }))}.</p>`;
    })
    .filter((html) => html !== '');
  return page({
    title: 'Test billing portal',
    stylesheet: LOCAL_BILLING_STYLESHEET,
    body: `${testMode('billing portal')}
${options.notice ? `<p role="status">${escapeHtml(options.notice)}</p>` : ''}
${rows.join('\n') || '<p>You have no paid plan.</p>'}
${switches.length ? `<section class="plan" aria-label="Switch plan"><h2>Switch plan</h2>\n${switches.join('\n')}</section>` : ''}
<p class="switch"><a class="primary" href="${escapeHtml(options.returnUrl)}">Return to Lineup Lab</a></p>`,
  });
}
