import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The bar at the top of every screen: the brand (home link) and the screen's own actions. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="site-header">
      <Link className="brand" to="/">
        Lineup Lab
      </Link>
      {children && (
        <nav className="header-actions" aria-label="Main">
          {children}
        </nav>
      )}
    </header>
  );
}
