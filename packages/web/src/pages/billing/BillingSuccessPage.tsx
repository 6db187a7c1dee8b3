import { BILLING_SUCCESS_REDIRECT_SECONDS, type SubscriptionStatus } from '@lineup-lab/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import { useSession } from '../../auth/use-session.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import './billing.css';

/** The four benefit tiles of the welcome page (spec §2 /billing/success). */
const PRO_BENEFITS: readonly { title: string; text: string }[] = [
  { title: 'Unlimited teams', text: 'Create and manage as many fantasy teams as you like.' },
  {
    title: 'Advanced analytics',
    text: 'Save what-if scenarios and ask the AI lineup advisor about your start/sit calls.',
  },
  { title: 'League import', text: 'Bring your leagues in from the platforms you play on as import opens.' },
  { title: 'Priority support', text: 'Your questions go to the front of the line.' },
];

/** While the payment is not yet on the account (a webhook may land a moment later), look again this often… */
const CONFIRM_EVERY_MS = 1_500;
/** …for this long, after which the page says the confirmation has not come (yet). */
export const CONFIRM_FOR_MS = 30_000;

/**
 * Counts down from `seconds` to 0, one a second, then calls `onDone`; `stop()` halts it where it is.
 * Answers the seconds left and whether it is still running.
 */
function useCountdown(seconds: number, onDone: () => void): [number, boolean, () => void] {
  const [left, setLeft] = useState(seconds);
  const [running, setRunning] = useState(true);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [left, running, onDone]);
  return [left, running, () => setRunning(false)];
}

/**
 * `/billing/success` (spec §2, §4): where a checkout returns after paying. It says only what is
 * true: the subscription status is read afresh, and
 * - Pro (or exempt): 'Welcome to Pro' with four benefit tiles, buttons to the dashboard and
 *   billing, and a countdown from 5 that then goes to /dashboard (which can be stopped: a time
 *   limit the user cannot turn off is an accessibility failure);
 * - free, with a checkout session id in the URL (Stripe's return): the payment's confirmation is
 *   awaited (the status read again every 1.5 s, for 30 s), then 'not confirmed yet';
 * - free without one (the back button, a bookmark): 'No payment found', with a link to /billing.
 * Unauthenticated visitors are sent to `/`.
 */
export default function BillingSuccessPage() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return <PaymentOutcome sub={session.user.sub} />;
}

function PaymentOutcome({ sub }: { sub: string }) {
  const [params] = useSearchParams();
  const awaitingConfirmation = params.has('session_id');
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (!awaitingConfirmation) return;
    const timer = window.setTimeout(() => setWaitedOut(true), CONFIRM_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [awaitingConfirmation]);
  const waiting = awaitingConfirmation && !waitedOut;
  const subscription = useQuery({
    queryKey: queryKeys.subscriptionStatus.of(sub),
    queryFn: (): Promise<SubscriptionStatus> => api.user.subscriptionStatus(),
    refetchOnMount: 'always',
    refetchInterval: (query) => (waiting && query.state.data?.tier === 'free' ? CONFIRM_EVERY_MS : false),
  });
  // The copy in the cache may be from before the checkout: only this visit's read counts.
  const tier = subscription.isFetchedAfterMount ? subscription.data?.tier : undefined;

  return (
    <>
      <SiteHeader />
      <main className="page billing billing-success">
        {tier === 'pro' || tier === 'exempt' ? (
          <Welcome />
        ) : tier === 'free' ? (
          <NoPayment waiting={waiting} confirmationLate={awaitingConfirmation && waitedOut} />
        ) : subscription.isError ? (
          <p role="alert" className="notice notice-error">
            Failed to load billing information. <Link to="/billing">Go to Billing</Link>
          </p>
        ) : (
          <p role="status">Checking your payment…</p>
        )}
      </main>
    </>
  );
}

/** A free user here: the payment is awaited (a checkout just returned), late, or there is none. */
function NoPayment({ waiting, confirmationLate }: { waiting: boolean; confirmationLate: boolean }) {
  if (waiting) {
    return (
      <section className="billing-success-hero" aria-labelledby="confirming-title">
        <h1 id="confirming-title">Confirming your payment…</h1>
        <p role="status" className="billing-success-lead">
          Waiting for the payment provider to confirm your payment. This usually takes a few seconds.
        </p>
      </section>
    );
  }
  return (
    <section className="billing-success-hero" aria-labelledby="no-payment-title">
      <h1 id="no-payment-title">{confirmationLate ? 'Payment not confirmed yet' : 'No payment found'}</h1>
      <p role="status" className="billing-success-lead">
        {confirmationLate
          ? 'Your payment has not been confirmed yet. If you paid, your plan shows as Pro on the billing page as soon as it is.'
          : 'There is no payment on your account: your plan is Free.'}
      </p>
      <div className="button-row billing-success-actions">
        <Link className="button button-primary" to="/billing">
          Go to Billing
        </Link>
        <Link className="button" to="/dashboard">
          Go to Dashboard
        </Link>
      </div>
    </section>
  );
}

/** Pro is on the account: the welcome, its benefits, and the countdown to the dashboard. */
function Welcome() {
  const navigate = useNavigate();
  const countdown = useRef<HTMLParagraphElement>(null);
  const [toDashboard] = useState(() => () => navigate('/dashboard', { replace: true }));
  const [left, running, stop] = useCountdown(BILLING_SUCCESS_REDIRECT_SECONDS, toDashboard);
  return (
    <>
      <section className="billing-success-hero" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Welcome to Pro!</h1>
        <p className="billing-success-lead">Thank you for upgrading. Your payment went through.</p>
        <p role="status" className="muted">
          Pro is active on your account.
        </p>
      </section>

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="visually-hidden">
          What you get with Pro
        </h2>
        <ul className="billing-benefits">
          {PRO_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="card billing-benefit">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="button-row billing-success-actions">
        <Link className="button button-primary" to="/dashboard" replace>
          Go to Dashboard
        </Link>
        <Link className="button" to="/billing">
          View Billing
        </Link>
        {running && (
          <button
            type="button"
            className="button-link"
            onClick={() => {
              stop();
              // The button goes away: the line that now says the page stays takes the focus.
              window.requestAnimationFrame(() => countdown.current?.focus());
            }}
          >
            Stay on this page
          </button>
        )}
      </div>
      <p ref={countdown} className="muted billing-countdown" tabIndex={-1}>
        {running
          ? `Taking you to your dashboard in ${left} ${left === 1 ? 'second' : 'seconds'}…`
          : 'You will stay on this page.'}
      </p>
    </>
  );
}
