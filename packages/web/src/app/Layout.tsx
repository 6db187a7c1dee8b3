import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../auth/use-session.js';
import { useSessionHealth } from '../auth/use-session-health.js';
import { SiteFooter } from '../components/SiteFooter.js';
import { ContactWidget } from '../contact/ContactWidget.js';
import { ErrorBoundary } from './ErrorBoundary.js';

/** What a page shows while its code loads; also what the app shell (index.html) shows before any code runs. */
export function PageLoading() {
  return (
    <p className="page" role="status">
      Loading…
    </p>
  );
}

/**
 * Every page: a skip link, the screen, the footer (SiteFooter), the contact-support widget, and the
 * session health check.
 */
export function Layout() {
  const session = useSession();
  const { pathname } = useLocation();
  useSessionHealth(session !== null);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div id="main" className="app" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <SiteFooter />
      <ContactWidget />
    </>
  );
}
