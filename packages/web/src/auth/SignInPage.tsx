import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { startSignIn } from './actions.js';
import { safeReturnTo } from './return-path.js';
import { readSession } from './session-store.js';

/** Where the provider sends a browser to sign in as an address (`login_hint`) and come back to `return`. */
export const SIGN_IN_PATH = '/auth/sign-in';

/**
 * `/auth/sign-in?return=/path&login_hint=address`: where a confirmation link opened away from the
 * sign-up's own sign-in (another browser or device, a second opening) lands. Signed in as that
 * address already, the app goes straight to `return`; otherwise a sign-in as that address starts,
 * asking for its password even when someone else is signed in here, and comes back to `return`.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const returnTo = safeReturnTo(query.get('return'));
    const loginHint = query.get('login_hint')?.trim().toLowerCase() || undefined;
    const session = readSession();
    if (session && (!loginHint || session.user.email?.toLowerCase() === loginHint)) {
      navigate(returnTo, { replace: true });
      return;
    }
    startSignIn(returnTo, { loginHint, prompt: loginHint ? 'login' : undefined }).catch(() =>
      setFailed(true),
    );
  }, [navigate]);
  return (
    <main className="page page-narrow" aria-busy={!failed}>
      <p role="status">
        {failed ? 'Sign-in is unavailable right now. Please try again later.' : 'Redirecting to sign-in…'}
      </p>
    </main>
  );
}
