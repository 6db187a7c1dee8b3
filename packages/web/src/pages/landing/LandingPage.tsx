import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { usePublicAction, usePublicRead } from '../../api/use-public-call.js';
import { useSession } from '../../auth/use-session.js';
import { SignInButton, SiteNav } from '../../components/SiteNav.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { ArchetypeShowcase } from './ArchetypeShowcase.js';
import { PricingSection } from './PricingSection.js';
import { readPlans, readShowcase } from './public-reads.js';
import { WaitlistForm, waitlistErrorMessage } from './WaitlistForm.js';
import './landing.css';

const PROMISES = [
  {
    title: 'AI-powered start/sit support',
    text: 'Know who to start and who to sit, with the reasons behind every call.',
  },
  {
    title: 'Conservative, normal and aggressive projections',
    text: 'See each player’s floor, expected score and ceiling for the week.',
  },
  {
    title: 'Matchup-aware analysis',
    text: 'Projections weigh the opponent’s defence against each position.',
  },
  {
    title: 'Player archetype insights',
    text: 'Spot the steady scorers, the balanced options and the boom-or-bust plays.',
  },
];

const STEPS = [
  { title: 'Build your team', text: 'Sign in, create a team and fill your starting lineup and bench.' },
  {
    title: 'Compare projections',
    text: 'Check every player’s conservative, median and aggressive points for the week.',
  },
  { title: 'Set your best lineup', text: 'Follow the better-option suggestions and lock in your starters.' },
];

/** `/` and `/waitlist` (spec §2): the public landing page. Signed-in visitors go to the dashboard. */
export default function LandingPage() {
  const session = useSession();
  const plans = usePublicRead(readPlans, session === null);
  const showcase = usePublicRead(readShowcase, session === null);

  if (session) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <SiteNav user={null} />
      <main className="page landing">
        <HeroSection />

        <ArchetypeShowcase data={showcase.data} loading={showcase.isPending} failed={showcase.isError} />

        <StepsSection />

        <PricingSection plans={plans.data?.plans} loading={plans.isPending} failed={plans.isError} />

        <WaitlistSection />
      </main>
    </>
  );
}

/** The headline, the two calls to action and the four promises. */
function HeroSection() {
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <h1 id="hero-title">Win your week with smarter lineups</h1>
      <p className="landing-lead">
        Lineup Lab gives you AI-powered start/sit support, conservative, normal and aggressive projections,
        matchup-aware analysis and player archetype insights for every player on your roster.
      </p>
      <div className="button-row">
        <SignInButton returnTo="/dashboard" signUp className="button button-primary">
          Get started free
        </SignInButton>
        <Link className="button" to="/waitlist">
          Join the waitlist
        </Link>
      </div>
      <ul className="promise-list">
        {PROMISES.map((promise) => (
          <li key={promise.title} className="card">
            <strong className="promise-title">{promise.title}</strong>
            <p>{promise.text}</p>
          </li>
        ))}
      </ul>
      <p className="landing-accuracy">
        How close do our projections come? <Link to="/accuracy">See our accuracy</Link>, measured week by week
        against what players actually scored.
      </p>
    </section>
  );
}

/** How it works, in three steps. */
function StepsSection() {
  return (
    <section className="landing-section" aria-labelledby="steps-title">
      <h2 id="steps-title">How it works</h2>
      <ol className="step-list">
        {STEPS.map((step) => (
          <li key={step.title} className="card">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The waitlist sign-up. Every arrival at /waitlist (a link, or the same link again) brings it into
 * view with the email box focused.
 */
function WaitlistSection() {
  const { pathname, key } = useLocation();
  const emailInput = useRef<HTMLInputElement>(null);
  const waitlistSection = useRef<HTMLElement>(null);
  const [joined, showJoined] = useTimedMessage();
  const waitlist = usePublicAction(
    // The SDK is loaded with the first sign-up, not with the page (its JavaScript budget).
    async (email: string) =>
      (await import('../../api/client.js')).api.waitlist.signUp({ email, source: 'landing_page' }),
    (answer) => showJoined(answer.message),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes with each navigation.
  useEffect(() => {
    if (pathname !== '/waitlist') return;
    waitlistSection.current?.scrollIntoView({ block: 'start' });
    emailInput.current?.focus({ preventScroll: true });
  }, [pathname, key]);

  return (
    <section
      ref={waitlistSection}
      id="waitlist"
      className="landing-section landing-waitlist"
      aria-labelledby="waitlist-title"
    >
      <h2 id="waitlist-title">Join the waitlist</h2>
      <p>
        League import and new features are on the way. Leave your email and we’ll tell you when they launch.
      </p>
      <WaitlistForm
        inputRef={emailInput}
        onSubmit={(email) => waitlist.mutate(email)}
        sending={waitlist.isPending}
        success={joined}
        error={waitlist.isError ? waitlistErrorMessage(waitlist.error) : null}
      />
    </section>
  );
}
