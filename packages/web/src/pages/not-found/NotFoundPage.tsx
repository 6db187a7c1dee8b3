import { Link, useLocation } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import './not-found.css';

/** Any path the app does not serve (spec §2): says so and links to the waitlist, the auth test and home. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <main className="page page-narrow not-found">
        <h1>Page not found</h1>
        <p>
          The page <code>{pathname}</code> doesn’t exist. It may have moved, or the link may be mistyped.
        </p>
        <nav aria-label="Where to go instead">
          <ul className="not-found-links">
            <li>
              <Link className="button button-primary" to="/waitlist">
                Join the waitlist
              </Link>
            </li>
            <li>
              <Link className="button" to="/auth-test">
                Auth test
              </Link>
            </li>
            <li>
              <Link className="button" to="/">
                Home
              </Link>
            </li>
          </ul>
        </nav>
      </main>
    </>
  );
}
