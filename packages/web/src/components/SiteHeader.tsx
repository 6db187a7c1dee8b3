import { useIsAdmin } from '../auth/use-is-admin.js';
import { useSession } from '../auth/use-session.js';
import { SiteNav } from './SiteNav.js';

/**
 * The bar at the top of every page under React Query (every page but the landing page): the one site
 * navigation (SiteNav) for whoever is signed in, with the Admin link when the server says they are
 * the administrator. `returnTo`: where a visitor's sign-in comes back to (default the dashboard).
 */
export function SiteHeader({ returnTo }: { returnTo?: string } = {}) {
  const session = useSession();
  const isAdmin = useIsAdmin();
  return <SiteNav user={session?.user ?? null} isAdmin={isAdmin} {...(returnTo && { returnTo })} />;
}
