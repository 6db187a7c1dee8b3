import { isValidElement, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { CallbackPage } from '../auth/CallbackPage.js';
import { RequireAuth } from '../auth/RequireAuth.js';
import { SignedOutPage } from '../auth/SignedOutPage.js';
import { SIGN_IN_PATH, SignInPage } from '../auth/SignInPage.js';
import { SIGNED_OUT_PATH } from '../auth/signed-out-path.js';
import type { BillingLocationState } from '../pages/billing/billing-view.js';
import LandingPage from '../pages/landing/LandingPage.js';
import { AdminPage } from './admin-access.js';
import { Layout } from './Layout.js';
import { type LazyPage, lazyPage } from './lazy-page.js';

/** What /billing/cancel hands to /billing. */
const PAYMENT_CANCELLED: BillingLocationState = { paymentCancelled: true };

// The landing page is part of the entry (a visitor's first page needs no other file); every other
// page is its own chunk, loaded on first visit (route-level code splitting).
const QueryLayout = lazyPage(() => import('./QueryLayout.js'));
const AuthTestPage = lazyPage(() => import('../pages/auth-test/AuthTestPage.js'));
const DashboardPage = lazyPage(() => import('../pages/dashboard/DashboardPage.js'));
const CreateTeamPage = lazyPage(() => import('../pages/create-team/CreateTeamPage.js'));
const EditTeamPage = lazyPage(() => import('../pages/edit-team/EditTeamPage.js'));
const ImportPage = lazyPage(() => import('../pages/import/ImportPage.js'));
const BillingPage = lazyPage(() => import('../pages/billing/BillingPage.js'));
const BillingSuccessPage = lazyPage(() => import('../pages/billing/BillingSuccessPage.js'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage.js'));
const AccuracyPage = lazyPage(() => import('../pages/accuracy/AccuracyPage.js'));

/**
 * Every route of spec §2. The admin routes exist only in a build with the admin-access flag on
 * (`AdminPage` is `null` otherwise, and /admin/dashboard is then the 404 page). They sit outside the
 * sign-in guard: a signed-out visitor sees 'Authentication Required' there rather than a redirect.
 */
export function AppRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

/**
 * Loads the code of the lazy pages and layouts that `pathname` renders (main.tsx, before the first
 * render), so that the first screen renders at once (see lazy-page.ts). Never rejects: a page whose
 * code failed to load fails again when it renders, where the error boundary says so.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromElements(ROUTES), pathname) ?? [];
  const lazyOf = (element: unknown) =>
    isValidElement(element) && typeof element.type === 'function' && 'preload' in element.type
      ? (element as ReactElement<object, LazyPage>).type
      : undefined;
  return Promise.all(matches.map(({ route }) => lazyOf(route.element)?.preload())).catch(() => undefined);
}

const ROUTES = (
  <Route element={<Layout />}>
    <Route path="/" element={<LandingPage />} />
    <Route path="/waitlist" element={<LandingPage />} />
    <Route path="/auth/callback" element={<CallbackPage />} />
    <Route path={SIGN_IN_PATH} element={<SignInPage />} />
    <Route path={SIGNED_OUT_PATH} element={<SignedOutPage />} />
    <Route element={<QueryLayout />}>
      <Route path="/auth-test" element={<AuthTestPage />} />
      <Route path="/accuracy" element={<AccuracyPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/create-team" element={<CreateTeamPage />} />
        <Route path="/edit-team/:teamName" element={<EditTeamPage />} />
        <Route path="/import" element={<ImportPage />} />
        <Route path="/billing" element={<BillingPage />} />
        {/* Back from an abandoned checkout: /billing with the 'Payment Cancelled' notice, URL replaced. */}
        <Route
          path="/billing/cancel"
          element={<Navigate to="/billing" replace state={PAYMENT_CANCELLED} />}
        />
      </Route>
      {/* Signed-out visitors are sent to / rather than to sign-in (spec §2 /billing/success). */}
      <Route path="/billing/success" element={<BillingSuccessPage />} />
      {AdminPage && <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />}
      {AdminPage && <Route path="/admin/dashboard" element={<AdminPage />} />}
      {/* Under React Query too: its nav shows the administrator the Admin link (useIsAdmin). */}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);
