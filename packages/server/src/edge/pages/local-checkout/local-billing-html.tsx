import { choosePlan, formatPrice, type Plan, planRefusalMessage } from '@lineup-lab/core';
import type { ReactElement } from 'react';
import { type EntitlementRecord, entitlementOf } from '../../../records/entitlement-record.js';
import type { LocalCheckoutRecord } from '../../../records/local-checkout-record.js';
import { AlertBox, Field, Hidden, page } from '../html.js';
import type { CardForm } from './test-card.js';

/** Where the local billing's pages find their stylesheet (served with them, whatever the identity). */
export const LOCAL_BILLING_STYLESHEET = '/local-billing/assets/billing.css';

/** The note at the top of each page: what it is, and the test cards. */
function TestMode({ what }: { what: 'checkout' | 'billing portal' }) {
  return (
    <p className="test-mode" role="note">
      <strong>Test mode.</strong>
      {` This is Lineup Lab's own test ${what}: no card is charged. Pay with 4242 4242 4242 4242, or see a decline with 4000 0000 0000 0002 (any future expiry, any CVC).`}
    </p>
  );
}

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
function momentIn(iso: string, timeZone: string | undefined): string {
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

/** The card form's fields, in order: the last two share a row. */
const CARD_FIELDS: ReadonlyArray<{
  name: keyof CardForm;
  label: string;
  autoComplete: string;
  numeric?: true;
}> = [
  { name: 'name', label: 'Name on card', autoComplete: 'cc-name' },
  { name: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', numeric: true },
  { name: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp' },
  { name: 'cvc', label: 'CVC', autoComplete: 'cc-csc', numeric: true },
];

/** The card form, each field with the outcome of the last try when it was about that field. */
function CardFields(props: {
  card: Partial<CardForm>;
  error?: { field: keyof CardForm | null; message: string };
}) {
  const { card, error } = props;
  const field = ({ name, label, autoComplete, numeric }: (typeof CARD_FIELDS)[number]) => (
    <Field
      key={name}
      name={name}
      label={label}
      type="text"
      autoComplete={autoComplete}
      value={card[name]}
      error={error?.field === name ? error.message : undefined}
      {...(numeric && { extra: { inputMode: 'numeric' } })}
    />
  );
  return (
    <>
      {CARD_FIELDS.slice(0, 2).map(field)}
      <div className="row">{CARD_FIELDS.slice(2).map(field)}</div>
    </>
  );
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
  return page({
    title: 'Test checkout',
    stylesheet: LOCAL_BILLING_STYLESHEET,
    children: (
      <>
        <TestMode what="checkout" />
        <p className="summary">
          <span>{`Lineup Lab ${plan.name}`}</span>
          <span>{priceLine(plan, checkout)}</span>
        </p>
        <AlertBox message={error?.message} />
        <form method="post" action={`${base}/pay`} noValidate>
          <CardFields card={card} {...(error && { error })} />
          <button type="submit" className="primary">{`Pay ${formatPrice(plan.price)}`}</button>
        </form>
        <form className="cancel" method="post" action={`${base}/cancel`}>
          <button type="submit" className="link">
            Cancel and return to Lineup Lab
          </button>
        </form>
      </>
    ),
  });
}

/** A checkout that can no longer be paid: already paid, abandoned or expired. */
export function checkoutClosedPage(options: { title: string; message: string; href: string }): string {
  return page({
    title: options.title,
    stylesheet: LOCAL_BILLING_STYLESHEET,
    children: (
      <>
        <p role="status">{options.message}</p>
        <p>
          <a className="primary" href={options.href}>
            Return to Lineup Lab
          </a>
        </p>
      </>
    ),
  });
}

/** What the portal page is drawn from. */
export interface PortalView {
  portalId: string;
  entitlements: readonly EntitlementRecord[];
  plans: readonly Plan[];
  returnUrl: string;
  now: Date;
  /** The customer's time zone (from their last checkout), in which dates are stated; UTC without. */
  timeZone?: string | undefined;
  notice?: string;
}

const portalBase = (view: PortalView) => `/local-billing/portal/${encodeURIComponent(view.portalId)}`;
const planName = (view: PortalView, planId: string) =>
  view.plans.find((plan) => plan.id === planId)?.name ?? planId;

/** One plan the customer has: what it is, until when, and its cancel button (a renewing subscription). */
function HeldPlan({ view, entitlement }: { view: PortalView; entitlement: EntitlementRecord }) {
  const ends = momentIn(entitlement.currentPeriodEnd, view.timeZone);
  const state =
    entitlement.kind === 'pass'
      ? `Paid once; Pro until ${ends}.`
      : entitlement.cancelAtPeriodEnd
        ? `Cancelled; Pro until ${ends}.`
        : `Renews on ${ends}.`;
  const name = planName(view, entitlement.planId);
  return (
    <section className="plan" aria-label={name}>
      <h2>{name}</h2>
      <p>{state}</p>
      {entitlement.kind === 'subscription' && !entitlement.cancelAtPeriodEnd && (
        <form className="inline" method="post" action={`${portalBase(view)}/cancel`}>
          <Hidden name="subscriptionId" value={entitlement._id} />
          <button type="submit">Cancel subscription</button>
        </form>
      )}
    </section>
  );
}

/**
 * The way to a paid plan, as core's `choosePlan` (the rule checkout enforces) decides: a switch (or
 * renewal) button; the explanation when a Season Pass rules it out; nothing otherwise.
 */
function planSwitch(view: PortalView, plan: Plan): ReactElement | null {
  const held = view.entitlements.map(entitlementOf);
  const choice = choosePlan(plan, held, view.now);
  if (choice.kind !== 'refused') {
    const resumes =
      choice.kind === 'change' && held.some((e) => e.id === choice.subscriptionId && e.planId === plan.id);
    const label = resumes ? `Renew ${plan.name} again` : `Switch to ${plan.name}`;
    return (
      <form key={plan.id} className="inline" method="post" action={`${portalBase(view)}/switch`}>
        <Hidden name="planId" value={plan.id} />
        <button type="submit">{`${label} (${formatPrice(plan.price)} ${plan.intervalDisplay})`}</button>
      </form>
    );
  }
  if (choice.reason !== 'pass-active') return null;
  const passName = planName(view, choice.passPlanId ?? '');
  const formatDate = (iso: string) => momentIn(iso, view.timeZone);
  return (
    <p key={plan.id}>{`${planRefusalMessage(choice, { planName: plan.name, passName, formatDate })}.`}</p>
  );
}

/**
 * The test billing portal: each plan the customer has, with cancel; the plans they may switch to
 * (core's `choosePlan`, the rule checkout enforces: no subscription beside a Season Pass, whose
 * explanation is shown instead); and the way back.
 */
export function portalPage(view: PortalView): string {
  const live = view.entitlements.filter(
    (entitlement) =>
      entitlement.status !== 'canceled' && Date.parse(entitlement.currentPeriodEnd) > view.now.getTime(),
  );
  const switches = view.plans
    .filter((plan) => plan.price > 0)
    .map((plan) => planSwitch(view, plan))
    .filter((element) => element !== null);
  return page({
    title: 'Test billing portal',
    stylesheet: LOCAL_BILLING_STYLESHEET,
    children: (
      <>
        <TestMode what="billing portal" />
        {view.notice && <p role="status">{view.notice}</p>}
        {live.length > 0 ? (
          live.map((entitlement) => <HeldPlan key={entitlement._id} view={view} entitlement={entitlement} />)
        ) : (
          <p>You have no paid plan.</p>
        )}
        {switches.length > 0 && (
          <section className="plan" aria-label="Switch plan">
            <h2>Switch plan</h2>
            {switches}
          </section>
        )}
        <p className="switch">
          <a className="primary" href={view.returnUrl}>
            Return to Lineup Lab
          </a>
        </p>
      </>
    ),
  });
}
