import { FREE_PLAN, FREE_TIER_LIMITS, type Plan, type SubscriptionStatus } from '@lineup-lab/core';
import { type Ref, useId } from 'react';
import { Modal } from '../../components/Modal.js';
import { pricingCards } from '../landing/pricing.js';
import {
  BILLING_FAQ,
  BILLING_MESSAGES,
  currentPlanId,
  type DateOptions,
  type EntitlementLine,
  type PlanStanding,
  planButton,
} from './billing-view.js';

/** The tier badge of the billing header: Free, Pro, or 'Admin Access' for exempt users (spec §2). */
export function BillingTierBadge({
  status,
  standing,
}: {
  status: SubscriptionStatus;
  standing: PlanStanding;
}) {
  return <span className={`badge badge-${status.tier}`}>{standing.badge}</span>;
}

/** The notice after a checkout was abandoned (spec §2 /billing/cancel), closed with 'Got it!'. */
export function PaymentCancelledNotice({ onClose }: { onClose: () => void }) {
  return (
    <section className="notice notice-warn billing-notice" aria-labelledby="payment-cancelled-title">
      <div>
        <h2 id="payment-cancelled-title">Payment Cancelled</h2>
        <p>{BILLING_MESSAGES.paymentCancelled}</p>
      </div>
      <button type="button" className="button" onClick={onClose}>
        Got it!
      </button>
    </section>
  );
}

/** Exempt users have unlimited access and no plans to choose (spec §2, §6). */
export function SpecialAccessNotice({ status }: { status: SubscriptionStatus }) {
  const reason =
    status.exemptReason === 'admin' ? 'as an administrator' : `(${status.exemptReason ?? 'granted'})`;
  return (
    <section className="card billing-special" aria-labelledby="special-access-title">
      <h2 id="special-access-title">You have special access</h2>
      <p>
        Your account has unlimited access to every Pro feature {reason}: unlimited teams and league imports,
        saved what-if scenarios, the AI lineup advisor and priority support.
      </p>
      <p className="muted">There is no plan to choose and nothing to pay.</p>
    </section>
  );
}

/** The free tier's usage: teams used of the maximum, leagues imported of the maximum. */
function FreeUsage({ status }: { status: SubscriptionStatus }) {
  const rows = [
    {
      label: 'Teams',
      used: status.usage.teamsCreated,
      max: status.limits.maxTeams ?? FREE_TIER_LIMITS.maxTeams,
    },
    {
      label: 'Leagues',
      used: status.usage.leaguesImported,
      max: status.limits.maxLeagues ?? FREE_TIER_LIMITS.maxLeagues,
    },
  ];
  return (
    <dl className="billing-usage" aria-label="Free plan usage">
      {rows.map((row) => (
        <div key={row.label} className="billing-usage-item">
          <dt>{row.label}</dt>
          <dd>
            {row.used} / {row.max}
            <span className="visually-hidden"> used</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface CurrentPlanProps {
  status: SubscriptionStatus;
  standing: PlanStanding;
  /** Everything the user has paid for that gives Pro now (`entitlementLines`). */
  entitlements: readonly EntitlementLine[];
  /** Manage Billing and Cancel Subscription, when offered. */
  onManageBilling: (() => void) | null;
  onCancel: (() => void) | null;
  /** A portal or cancel call is on its way: the buttons wait. */
  busy: boolean;
  /** The status line under the actions (progress, success) and the error, if any. */
  message: string | null;
  error: string | null;
  /** The section's heading, focused after a cancel (the button that had the focus is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The current plan: Free Plan with usage, or Pro Plan with its valid-until date and actions. */
export function CurrentPlan({
  status,
  standing,
  entitlements,
  onManageBilling,
  onCancel,
  busy,
  message,
  error,
  headingRef,
}: CurrentPlanProps) {
  return (
    <section className="card billing-current" aria-labelledby="current-plan-title">
      <h2 id="current-plan-title" ref={headingRef} tabIndex={-1}>
        Current Plan
      </h2>
      <p className="billing-current-name">
        <strong>{standing.title}</strong>
        {standing.planName && <span className="muted"> · {standing.planName}</span>}
        {standing.price && <span className="muted"> · {standing.price}</span>}
      </p>
      {entitlements.length > 0 && (
        <ul className="billing-entitlements" aria-label="Your paid plans">
          {entitlements.map((line) => (
            <li key={line.id}>
              <strong>{line.planName}</strong>: {line.lead}{' '}
              <time dateTime={line.date.iso}>{line.date.text}</time>
              {line.note && <span className="muted"> · {line.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {status.tier === 'free' && (
        <>
          <FreeUsage status={status} />
          <p className="muted">
            The free plan includes {FREE_TIER_LIMITS.maxTeams} team and {FREE_TIER_LIMITS.maxLeagues} league.
            Upgrade for unlimited teams and imports.
          </p>
        </>
      )}
      {(onManageBilling || onCancel) && (
        <div className="button-row billing-current-actions">
          {onManageBilling && (
            <button type="button" className="button" onClick={onManageBilling} disabled={busy}>
              Manage Billing
            </button>
          )}
          {onCancel && (
            <button type="button" className="button button-danger-outline" onClick={onCancel} disabled={busy}>
              Cancel Subscription
            </button>
          )}
        </div>
      )}
      <div role="status" className="billing-live">
        {message && <p className="notice notice-success">{message}</p>}
      </div>
      {error && (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      )}
    </section>
  );
}

export interface PlanListProps {
  plans: readonly Plan[];
  status: SubscriptionStatus;
  /** Where dates are shown (the viewer's zone unless given). */
  dates?: DateOptions;
  /** A checkout is being opened (for the plan with this id): every button waits. */
  pendingPlanId: string | null;
  onChoose: (plan: Plan) => void;
  message: string | null;
  error: string | null;
}

/** The plan cards (spec §2 billing): name, price, interval, savings, total cost note, features, button. */
export function PlanList({ plans, status, dates, pendingPlanId, onChoose, message, error }: PlanListProps) {
  const idBase = useId();
  // The free plan is always shown, first, as on the landing page (cards[i] is the card of list[i]).
  const list = plans.some((plan) => plan.id === FREE_PLAN.id || plan.price === 0)
    ? plans
    : [FREE_PLAN, ...plans];
  const cards = pricingCards(list);
  const current = currentPlanId(status);
  return (
    <section className="billing-plans" aria-labelledby="plans-title">
      <h2 id="plans-title">{status.tier === 'free' ? 'Choose Your Plan' : 'Plans'}</h2>
      <div role="status" className="billing-live">
        {message && <p className="notice">{message}</p>}
      </div>
      {error && (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      <ul className="billing-plan-list">
        {list.map((plan, index) => {
          const card = cards[index];
          if (!card) return null;
          const button = planButton(plan, status, { plans, ...(dates && { dates }) });
          const isCurrent = plan.id === current;
          const nameId = `${idBase}-${plan.id}`;
          const classes = ['card', 'billing-plan'];
          if (card.featured) classes.push('billing-plan-featured');
          if (isCurrent) classes.push('billing-plan-current');
          return (
            <li key={card.id} className={classes.join(' ')}>
              <h3 id={nameId}>{card.name}</h3>
              {(card.featured || isCurrent) && (
                <p className="billing-plan-tags">
                  {isCurrent && <span className="badge badge-current">Your plan</span>}
                  {card.featured && <span className="badge badge-pro">Best value</span>}
                </p>
              )}
              <p className="billing-price">
                <span className="billing-amount">{card.price}</span>{' '}
                <span className="muted">{card.interval}</span>
              </p>
              {card.savings && <p className="billing-savings">{card.savings}</p>}
              {card.note && <p className="muted">{card.note}</p>}
              <ul className="billing-features" aria-label={`${card.name} features`}>
                {card.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {button.explanation ? (
                <p className="billing-plan-note">{button.explanation}</p>
              ) : (
                <button
                  type="button"
                  className={card.featured && !button.disabled ? 'button button-primary' : 'button'}
                  disabled={button.disabled || pendingPlanId !== null}
                  aria-describedby={nameId}
                  onClick={() => onChoose(plan)}
                >
                  {button.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The FAQ (spec §2 billing). */
export function BillingFaq() {
  return (
    <section className="card billing-faq" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently Asked Questions</h2>
      <dl>
        {BILLING_FAQ.map((item) => (
          <div key={item.question}>
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface CancelSubscriptionDialogProps {
  /** Until when Pro is kept ('October 17, 2025'), when known. */
  until: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * The cancel-subscription modal (spec §2, §4): the consequences, Keep Subscription (focused first,
 * so Enter never cancels by accident) and Yes, Cancel Subscription.
 */
export function CancelSubscriptionDialog({
  until,
  pending,
  error,
  onConfirm,
  onKeep,
}: CancelSubscriptionDialogProps) {
  const keepUntil = until ? `until ${until}` : 'until the end of your current billing period';
  return (
    <Modal
      title="Cancel your subscription?"
      description="Your subscription is cancelled right away: it will not renew and you won't be charged again."
      onClose={() => {
        if (!pending) onKeep();
      }}
    >
      <ul className="billing-consequences">
        <li>You keep Pro {keepUntil}.</li>
        <li>
          Then your account moves to the free plan: {FREE_TIER_LIMITS.maxTeams} team and{' '}
          {FREE_TIER_LIMITS.maxLeagues} league.
        </li>
        <li>Saved what-if scenarios and the AI lineup advisor stop when Pro ends.</li>
        <li>Your teams and imported leagues stay in your account.</li>
      </ul>
      <div role="status" className="billing-live">
        {pending && <p className="notice">{BILLING_MESSAGES.canceling}</p>}
      </div>
      {error && (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      {/* aria-disabled rather than disabled while the call runs: the focus stays where it was. */}
      <div className="modal-actions">
        <button
          type="button"
          className="button"
          onClick={() => !pending && onKeep()}
          aria-disabled={pending}
          data-autofocus
        >
          Keep Subscription
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => !pending && onConfirm()}
          aria-disabled={pending}
        >
          Yes, Cancel Subscription
        </button>
      </div>
    </Modal>
  );
}
