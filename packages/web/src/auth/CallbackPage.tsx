import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { logProviderError } from './provider-errors.js';
import { readSession } from './session-store.js';

/** `/auth/callback`: finishes the sign-in the provider sent back, then returns to where it began. */
export function CallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    import('./oidc.js')
      .then((oidc) =>
        oidc.completeSignIn(new URL(window.location.href)).then(
          (returnTo) => navigate(returnTo, { replace: true }),
          async (cause: unknown) => {
            // An answer for no sign-in of this browser (finished in another tab, or a page opened
            // again): signed in already, on to the app; else a new sign-in, which the provider
            // answers at once while its own session lasts.
            if (!(cause instanceof oidc.UnknownSignInError)) throw cause;
            if (readSession()) navigate('/dashboard', { replace: true });
            else await oidc.signIn('/dashboard');
          },
        ),
      )
      .catch((cause: unknown) => {
        logProviderError(cause);
        setError(cause instanceof Error ? cause.message : 'Sign-in failed.');
      });
  }, [navigate]);
  return (
    <main className="page page-narrow">
      {error ? (
        <div role="alert" className="notice notice-error">
          <h1>Sign-in did not complete</h1>
          <p>{error}</p>
          <Link to="/">Back to the home page</Link>
        </div>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </main>
  );
}
