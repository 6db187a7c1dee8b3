import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { startSignIn } from './actions.js';
import { useSession } from './use-session.js';

/**
 * Guards the login routes (spec §2): a visitor who is not signed in is sent to the provider's
 * sign-in page and comes back to the same path afterwards. A session that ends while a page is open
 * (a 401 or 403 that survived the refresh, spec §8) goes to `/` instead.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const hadSession = useRef(session !== null);
  const ended = hadSession.current && session === null;
  const returnTo = location.pathname + location.search;
  useEffect(() => {
    if (session || ended) return;
    startSignIn(returnTo).catch(() => setFailed(true));
  }, [session, ended, returnTo]);
  if (session) return <Outlet />;
  if (ended) return <Navigate to="/" replace />;
  return (
    <main className="page page-narrow" aria-busy={!failed}>
      <p role="status">
        {failed ? 'Sign-in is unavailable right now. Please try again later.' : 'Redirecting to sign-in…'}
      </p>
    </main>
  );
}
