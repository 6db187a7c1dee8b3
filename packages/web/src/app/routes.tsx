import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CallbackPage } from '../auth/CallbackPage.js';
import { RequireAuth } from '../auth/RequireAuth.js';
import { SignedOutPage } from '../auth/SignedOutPage.js';
import { SIGN_IN_PATH, SignInPage } from '../auth/SignInPage.js';
import { SIGNED_OUT_PATH } from '../auth/signed-out-path.js';
import type { BillingLocationState } from '../pages/billing/billing-view.js';
import { AdminPage } from './admin-access.js';
import { Layout } from './Layout.js';

/** What /billing/cancel hands to /billing. */
const PAYMENT_CANCELLED: BillingLocationState = { paymentCancelled: true };

// Each page is its own chunk, loaded on first visit (route-level code splitting).
const QueryLayout = lazy(() => import('./QueryLayout.js'));
const LandingPage = lazy(() => import('../pages/landing/LandingPage.js'));
const AuthTestPage = lazy(() => import('../pages/auth-test/AuthTestPage.js'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage.js'));
const CreateTeamPage = lazy(() => import('../pages/create-team/CreateTeamPage.js'));
const EditTeamPage = lazy(() => import('../pages/edit-team/EditTeamPage.js'));
const ImportPage = lazy(() => import('../pages/import/ImportPage.js'));
const BillingPage = lazy(() => import('../pages/billing/BillingPage.js'));
const BillingSuccessPage = lazy(() => import('../pages/billing/BillingSuccessPage.js'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage.js'));

/**
 * Every route of spec §2. The admin routes exist only in a build with the admin-access flag on
 * (`AdminPage` is `null` otherwise, and /admin/dashboard is then the 404 page). They sit outside the
 * sign-in guard: a signed-out visitor sees 'Authentication Required' there rather than a redirect.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/waitlist" element={<LandingPage />} />
        <Route path="/auth/callback" element={<CallbackPage />} />
        <Route path={SIGN_IN_PATH} element={<SignInPage />} />
        <Route path={SIGNED_OUT_PATH} element={<SignedOutPage />} />
        <Route element={<QueryLayout />}>
          <Route path="/auth-test" element={<AuthTestPage />} />
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
    </Routes>
  );
}
