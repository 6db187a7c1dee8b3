import { API_ROUTES } from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.js';
import type { CallMeta } from '../../api/session-errors.js';
import { startSignOut } from '../../auth/actions.js';
import type { Session, SessionUser } from '../../auth/session-store.js';
import { useSession } from '../../auth/use-session.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import { SignInButton } from '../../components/SiteNav.js';
import { describeCallFailure, formatAnswer } from './call-outcome.js';
import './auth-test.css';

/** The admin test call's 403 is the answer this page shows, so it does not end the session. */
const SHOWS_403: CallMeta = { shows403: true };

/**
 * `/auth-test` (spec §2): a smoke test of sign-in. Shows the login status, who is signed in and the
 * roles claim of their identity token; signed in, it offers logout, printing the access token to
 * the console, and the admin test call with whatever the server answers.
 */
export default function AuthTestPage() {
  const session = useSession();
  const user = session?.user ?? null;
  return (
    <>
      <SiteHeader returnTo="/auth-test" />
      <main className="page page-narrow auth-test">
        <h1>Auth test</h1>
        <LoginStatus user={user} />

        {session && <TryIt session={session} />}
      </main>
    </>
  );
}

/** Signed in or not; who, and the roles claim of their identity token; or the way to sign in. */
function LoginStatus({ user }: { user: SessionUser | null }) {
  return (
    <section className="card" aria-labelledby="login-status-title">
      <h2 id="login-status-title">Login status</h2>
      <p>
        <span className={user ? 'badge badge-pro' : 'badge badge-free'}>
          {user ? 'Signed in' : 'Not signed in'}
        </span>
      </p>
      {user ? (
        <dl className="identity">
          <div>
            <dt>Email</dt>
            <dd>{user.email ?? 'No email in the identity token'}</dd>
          </div>
          <div>
            <dt>Subject</dt>
            <dd>{user.sub}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Roles (identity token claim)</dt>
            <dd>{user.roles.length > 0 ? user.roles.join(', ') : 'No roles'}</dd>
          </div>
        </dl>
      ) : (
        <>
          <p>
            Sign in to see your identity, the roles claim of your identity token and to try the admin test
            call.
          </p>
          <div className="button-row">
            <SignInButton returnTo="/auth-test" className="button button-primary" />
          </div>
        </>
      )}
    </section>
  );
}

/** Logout, printing the access token to the console, and the admin test call with its answer. */
function TryIt({ session }: { session: Session }) {
  const [printed, setPrinted] = useState(false);
  const adminTest = useMutation({ mutationFn: () => api.admin.test(), meta: SHOWS_403 });
  const printToken = () => {
    console.log('Lineup Lab access token:', session.tokens.accessToken);
    setPrinted(true);
  };
  const failure = adminTest.isError ? describeCallFailure(adminTest.error) : null;
  return (
    <section className="card" aria-labelledby="auth-actions-title">
      <h2 id="auth-actions-title">Try it</h2>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void startSignOut()}>
          Logout
        </button>
        <button type="button" className="button" onClick={printToken}>
          Print token to console
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => adminTest.mutate()}
          disabled={adminTest.isPending}
        >
          Make admin test call
        </button>
      </div>
      <div role="status">
        {printed && <p className="notice">The access token was printed to the browser console.</p>}
        {adminTest.isPending && <p>Calling the admin test…</p>}
      </div>
      {adminTest.isSuccess && (
        <div className="notice notice-success">
          <h3>Admin test answered: HTTP {API_ROUTES.adminTest.status}</h3>
          <pre className="call-answer">{formatAnswer(adminTest.data)}</pre>
        </div>
      )}
      {failure && (
        <div className="notice notice-error" role="alert">
          <h3>Admin test answered: {failure.status}</h3>
          <p>{failure.message}</p>
        </div>
      )}
    </section>
  );
}
