import type { Plan, SubscriptionStatus } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api/client.js';
import { useSession } from '../../auth/use-session.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { useSubscriptionStatus } from '../dashboard/queries.js';
import {
  BillingFaq,
  BillingTierBadge,
  CancelSubscriptionDialog,
  CurrentPlan,
  PaymentCancelledNotice,
  PlanList,
  SpecialAccessNotice,
} from './BillingParts.js';
import {
  BILLING_MESSAGES,
  billingErrorMessage,
  cameFromCancelledCheckout,
  canCancel,
  canManageBilling,
  entitlementLines,
  type PlanStanding,
  planStanding,
} from './billing-view.js';
import { leaveFor } from './leave-site.js';
import { reloadSubscription, useCheckoutAvailable, usePlans } from './queries.js';
import { viewerTimeZone } from './viewer-time-zone.js';
import './billing.css';

/**
 * `/billing` (spec §2 billing): the tier and status, the current plan with every entitlement (a
 * subscription's renewal date, a cancelled one's or a Season Pass's end),
 * the free tier's usage, Manage Billing and Cancel Subscription for pro, the plan cards with their
 * buttons, and an FAQ. Exempt users see a special-access notice and no plans. `/billing/cancel`
 * lands here (its URL replaced) with the 'Payment Cancelled' notice.
 */
export default function BillingPage() {
  const session = useSession();
  const sub = session?.user.sub ?? '';
  const subscription = useSubscriptionStatus(sub);
  // Plans are asked beside the tier, not a round trip after it (an exempt user's are not shown).
  const plans = usePlans();
  // False on a server with payments not set up: no plan buttons or portal that could only fail.
  const paymentsOff = useCheckoutAvailable().data === false;
  // The page's first render with the plan is deferred: React renders it in slices, not one long task.
  const opened = useDeferredValue(subscription.data !== undefined);
  const status = opened ? subscription.data : undefined;

  const heading = useRef<HTMLHeadingElement>(null);
  const currentPlanHeading = useRef<HTMLHeadingElement>(null);
  const cancelledNotice = useCancelledCheckoutNotice(heading);
  const leave = useLeaveForStripe();
  const cancelFlow = useCancelSubscription(sub, currentPlanHeading);
  const { confirmingCancel, setConfirmingCancel, cancel } = cancelFlow;

  const standing = status ? planStanding(status, plans.data ?? []) : null;
  const loadFailed = subscription.isError || (status?.tier !== 'exempt' && plans.isError);

  return (
    <>
      <SiteHeader />
      <main className="page billing">
        <BillingHeader headingRef={heading} status={status} standing={standing} />

        {cancelledNotice.shown && <PaymentCancelledNotice onClose={cancelledNotice.close} />}

        {status === undefined && !subscription.isError && <p role="status">Loading billing information…</p>}
        {loadFailed && (
          <BillingLoadError
            onRetry={() => {
              void subscription.refetch();
              void plans.refetch();
            }}
          />
        )}

        {status?.tier === 'exempt' && <SpecialAccessNotice status={status} />}

        {status && standing && status.tier !== 'exempt' && (
          <MembershipSections
            status={status}
            standing={standing}
            plans={plans}
            paymentsOff={paymentsOff}
            leave={leave}
            cancelFlow={cancelFlow}
            headingRef={currentPlanHeading}
          />
        )}
      </main>

      {confirmingCancel && standing && (
        <CancelSubscriptionDialog
          until={standing.validUntil?.text ?? null}
          pending={cancel.isPending}
          error={cancel.isError ? billingErrorMessage(cancel.error, 'cancel') : null}
          onConfirm={() => cancel.mutate()}
          onKeep={() => setConfirmingCancel(false)}
        />
      )}
    </>
  );
}

/**
 * The 'Payment Cancelled' notice of an arrival from `/billing/cancel`. It is this visit's: the
 * history entry forgets it, so a reload does not show it again. Closing it puts the focus on the heading.
 */
function useCancelledCheckoutNotice(heading: RefObject<HTMLHeadingElement | null>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => cameFromCancelledCheckout(location.state));
  useEffect(() => {
    if (cameFromCancelledCheckout(location.state)) navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  const close = () => {
    setShown(false);
    heading.current?.focus();
  };
  return { shown, close };
}

/**
 * Leaving for Stripe's checkout or billing portal; back through the browser's page cache, the page
 * is usable again.
 */
function useLeaveForStripe() {
  const checkout = useMutation({
    // The viewer's time zone: the local test checkout states dates in it, as this page does.
    mutationFn: (plan: Plan) => api.billing.createCheckout({ planType: plan.id, timeZone: viewerTimeZone() }),
    onSuccess: ({ url }) => leaveFor(url),
  });
  const portal = useMutation({
    mutationFn: () => api.billing.createPortal(),
    onSuccess: ({ url }) => leaveFor(url),
  });
  // Back from the checkout or portal through the browser's page cache: the page is usable again.
  const { reset: resetCheckout } = checkout;
  const { reset: resetPortal } = portal;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetCheckout();
      resetPortal();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetCheckout, resetPortal]);
  return { checkout, portal };
}

/**
 * Cancelling the subscription: the confirmation, the server call, the success message; the plan's
 * heading then takes the focus the gone Cancel button had.
 */
function useCancelSubscription(sub: string, currentPlanHeading: RefObject<HTMLHeadingElement | null>) {
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [canceled, showCanceled] = useTimedMessage();
  const cancel = useMutation({
    mutationFn: () => api.billing.cancel(),
    onSuccess: (next) => {
      setConfirmingCancel(false);
      showCanceled(BILLING_MESSAGES.canceled);
      void reloadSubscription(queryClient, sub, next);
      // The Cancel Subscription button that had the focus is gone: the plan's heading takes it.
      window.requestAnimationFrame(() => currentPlanHeading.current?.focus());
    },
  });
  return { confirmingCancel, setConfirmingCancel, cancel, canceled };
}

/** The page's heading with the tier and the status. */
function BillingHeader({
  headingRef,
  status,
  standing,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  status: SubscriptionStatus | undefined;
  standing: PlanStanding | null;
}) {
  return (
    <header className="billing-header">
      <h1 ref={headingRef} tabIndex={-1}>
        Billing &amp; Membership
      </h1>
      {status && standing && (
        <p className="billing-standing">
          <span className="muted">Your plan:</span> <BillingTierBadge status={status} standing={standing} />{' '}
          <span className="billing-status">
            <span className="muted">Status:</span> {standing.status}
          </span>
        </p>
      )}
    </header>
  );
}

/** The billing information did not load, with Retry. */
function BillingLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="notice notice-error billing-load-error">
      <p>{BILLING_MESSAGES.loadFailed}</p>
      <button type="button" className="button button-small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** A server with payments not set up: no plans to choose. */
function PaymentsNotSetUp() {
  return (
    <section className="billing-plans" aria-labelledby="plans-title">
      <h2 id="plans-title">Plans</h2>
      <p className="notice">{BILLING_MESSAGES.paymentsNotSetUp}</p>
    </section>
  );
}

/**
 * A free or pro member's part of the page: the current plan with Manage Billing and Cancel
 * Subscription where they apply, then the plans to choose from (or why there are none), and the FAQ.
 */
function MembershipSections({
  status,
  standing,
  plans,
  paymentsOff,
  leave: { checkout, portal },
  cancelFlow: { setConfirmingCancel, cancel, canceled },
  headingRef,
}: {
  status: SubscriptionStatus;
  standing: PlanStanding;
  plans: ReturnType<typeof usePlans>;
  /** A server with payments not set up: no plan buttons or portal that could only fail. */
  paymentsOff: boolean;
  leave: ReturnType<typeof useLeaveForStripe>;
  cancelFlow: ReturnType<typeof useCancelSubscription>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const redirecting = checkout.isPending || checkout.isSuccess;
  const openingPortal = portal.isPending || portal.isSuccess;
  return (
    <>
      <CurrentPlan
        status={status}
        standing={standing}
        entitlements={entitlementLines(status, plans.data ?? [])}
        headingRef={headingRef}
        onManageBilling={
          canManageBilling(status) && !paymentsOff
            ? () => {
                cancel.reset();
                portal.mutate();
              }
            : null
        }
        onCancel={
          canCancel(status) && !paymentsOff
            ? () => {
                cancel.reset();
                setConfirmingCancel(true);
              }
            : null
        }
        busy={openingPortal || cancel.isPending}
        message={openingPortal ? BILLING_MESSAGES.openingPortal : canceled}
        error={portal.isError ? billingErrorMessage(portal.error, 'portal') : null}
      />
      {paymentsOff && <PaymentsNotSetUp />}
      {plans.data && !paymentsOff && (
        <PlanList
          plans={plans.data}
          status={status}
          pendingPlanId={redirecting ? (checkout.variables?.id ?? null) : null}
          onChoose={(plan) => checkout.mutate(plan)}
          message={redirecting ? BILLING_MESSAGES.redirectingToCheckout : null}
          error={checkout.isError ? billingErrorMessage(checkout.error, 'checkout') : null}
        />
      )}
      {plans.isPending && <p role="status">Loading plans…</p>}
      {/* After the plans: shown before them, it jumped down when they came (layout shift, Lighthouse). */}
      {!plans.isPending && <BillingFaq />}
    </>
  );
}
