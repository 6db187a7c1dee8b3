import { Link } from 'react-router';
import { useCurrentYear } from './use-current-year.js';
import './site-footer.css';

/**
 * Every page's footer (the layout renders it after the page): the copyright line (this year) and
 * the footer links, among them our accuracy in public (`/accuracy`); on a phone, one line (the
 * copyright without its note, then the links).
 */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <p>
        © {year} Lineup Lab
        <span className="site-footer-note">. Projections are estimates, not guarantees.</span>
      </p>
      <nav aria-label="Footer">
        <Link to="/accuracy">Our accuracy</Link>
        <Link to="/waitlist">Waitlist</Link>
        <Link to="/auth-test">Auth test</Link>
      </nav>
    </footer>
  );
}
