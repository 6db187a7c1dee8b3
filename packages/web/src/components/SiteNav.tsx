import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { startSignIn, startSignOut } from '../auth/actions.js';
import type { SessionUser } from '../auth/session-store.js';
import { useCloseOnPointerOutside } from './use-close-on-pointer-outside.js';

/** Shown when the sign-in page cannot be reached (the provider's own errors are swallowed, spec §8). */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now. Please try again later.';

export interface SignInButtonProps {
  /** Where the visitor comes back to once signed in. */
  returnTo: string;
  /** Opens the provider's *Create account* page rather than its sign-in. */
  signUp?: boolean;
  className?: string;
  children?: string;
}

/** A button that starts the hosted sign-in (or sign-up) and says so when that page cannot be reached. */
export function SignInButton({
  returnTo,
  signUp = false,
  className = 'button',
  children = 'Sign In',
}: SignInButtonProps) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const signIn = () => {
    setFailed(false);
    setBusy(true);
    startSignIn(returnTo, signUp ? { signUp: true } : undefined)
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
  /** Where the sign-in and create-account buttons bring the visitor back to (default the dashboard). */
  returnTo?: string;
  /**
   * Shows the Admin link: pass `useIsAdmin()` (the server's answer, use-is-admin.ts). A prop rather
   * than the hook itself, so the landing page's nav ships without React Query (SiteHeader passes it
   * on the pages that have React Query).
   */
  isAdmin?: boolean;
}

/**
 * The one site navigation (every page: SiteHeader on the signed-in ones, this on the landing page):
 * the brand, and a nav named "Site". A signed-in user gets Dashboard, Import, Billing, Admin (the
 * administrator only) and the "Account" menu with Log out; a visitor gets Sign in and Create account.
 */
export function SiteNav({ user, returnTo = '/dashboard', isAdmin = false }: SiteNavProps) {
  return (
    <header className="site-header">
      <Link className="brand" to="/">
        Lineup Lab
      </Link>
      <nav className="site-nav" aria-label="Site">
        {user ? (
          <>
            <ul className="site-links">
              <li>
                <NavLink to="/dashboard">Dashboard</NavLink>
              </li>
              <li>
                <NavLink to="/import">Import</NavLink>
              </li>
              <li>
                <NavLink to="/billing">Billing</NavLink>
              </li>
              {isAdmin && (
                <li>
                  <NavLink to="/admin/dashboard">Admin</NavLink>
                </li>
              )}
            </ul>
            <AccountMenu user={user} />
          </>
        ) : (
          <div className="site-actions">
            <SignInButton returnTo={returnTo} className="button button-small button-on-dark">
              Sign in
            </SignInButton>
            <SignInButton returnTo={returnTo} signUp className="button button-small">
              Create account
            </SignInButton>
          </div>
        )}
      </nav>
    </header>
  );
}

/**
 * "Account": a disclosure holding who is signed in and Log out. Escape or a click elsewhere closes
 * it (Escape gives the focus back to the button).
 */
function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);
  useCloseOnPointerOutside(open, root, closeMenu);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="account-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        Account
        <span className="account-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className="account-panel" hidden={!open}>
        <p className="account-who">
          Signed in as <strong>{user.email ?? user.name}</strong>
        </p>
        <button type="button" className="button button-small" onClick={() => void startSignOut()}>
          Log out
        </button>
      </div>
    </div>
  );
}
