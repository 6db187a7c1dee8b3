import { useState } from 'react';
import { Link } from 'react-router';
import { startSignIn, startSignOut } from '../auth/actions.js';
import type { SessionUser } from '../auth/session-store.js';
import { SiteHeader } from './SiteHeader.js';

/** Shown when the sign-in page cannot be reached (the provider's own errors are swallowed, spec §8). */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now. Please try again later.';

export interface SignInButtonProps {
  /** Where the visitor comes back to once signed in. */
  returnTo: string;
  className?: string;
  children?: string;
}

/** A button that starts the hosted sign-in and says so when the sign-in page cannot be reached. */
export function SignInButton({ returnTo, className = 'button', children = 'Sign In' }: SignInButtonProps) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const signIn = () => {
    setFailed(false);
    setBusy(true);
    startSignIn(returnTo)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <button type="button" className={className} onClick={signIn} disabled={busy}>
        {children}
      </button>
      {failed && (
        <span role="alert" className="notice notice-error">
          {SIGN_IN_UNAVAILABLE}
        </span>
      )}
    </>
  );
}

export interface SiteNavProps {
  /** The signed-in user, or `null` for a visitor. */
  user: SessionUser | null;
  /** Where the sign-in button brings the visitor back to (default the dashboard). */
  returnTo?: string;
  /**
   * Shows the Admin link: pass `useIsAdmin()` (the server's answer, use-is-admin.ts). A prop rather
   * than the hook itself, so the landing page's nav ships without React Query.
   */
  isAdmin?: boolean;
}

/**
 * The public pages' nav bar (spec §2 landing page): a sign-in button for a visitor; for a signed-in
 * user a welcome, links to the dashboard, the admin dashboard (the administrator only), the auth
 * test, and logout.
 */
export function SiteNav({ user, returnTo = '/dashboard', isAdmin = false }: SiteNavProps) {
  if (!user) {
    return (
      <SiteHeader>
        <SignInButton returnTo={returnTo} className="button button-small" />
      </SiteHeader>
    );
  }
  return (
    <SiteHeader>
      <span>Welcome, {user.name}</span>
      <Link to="/dashboard">Dashboard</Link>
      {isAdmin && <Link to="/admin/dashboard">Admin</Link>}
      <Link to="/auth-test">Auth test</Link>
      <button type="button" className="button button-small" onClick={() => void startSignOut()}>
        Logout
      </button>
    </SiteHeader>
  );
}
