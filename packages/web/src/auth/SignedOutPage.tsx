import { Link } from 'react-router';

/**
 * `/signed-out`: where a sign-out ends when the identity provider offers no end-session endpoint
 * (an outside issuer): the app's tokens are gone and revoked, but the provider's own session is
 * not, so the page says so and what to do on a shared computer.
 */
export function SignedOutPage() {
  return (
    <main className="page page-narrow">
      <h1>You are signed out of Lineup Lab</h1>
      <p role="status">
        Your sign-in provider keeps its own session, which Lineup Lab cannot end: on a shared computer, sign
        out there too, or close the browser.
      </p>
      <Link to="/">Back to the home page</Link>
    </main>
  );
}
