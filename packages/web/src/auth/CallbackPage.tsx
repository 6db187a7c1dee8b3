import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { logProviderError } from './provider-errors.js';

/** `/auth/callback`: finishes the sign-in the provider sent back, then returns to where it began. */
export function CallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    import('./oidc.js')
      .then((oidc) => oidc.completeSignIn(new URL(window.location.href)))
      .then((returnTo) => navigate(returnTo, { replace: true }))
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
