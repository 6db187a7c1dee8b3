import { Link } from 'react-router';
import { messageOf } from '../../api/error-message.js';
import { SiteHeader } from '../../components/SiteHeader.js';

/**
 * The team page's error page (spec §8 'Failed to load team data', or `title` for the other read it
 * needs, the season), with the server's message where there is one. Another user's team answers
 * 404, so it lands here too and shows nothing of it.
 */
export function TeamLoadError({
  title = 'Failed to load team data',
  error,
  onRetry,
  retrying,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const detail = messageOf(error, '');
  return (
    <>
      <SiteHeader />
      <main className="page page-narrow">
        <h1>{title}</h1>
        {detail && (
          <p className="notice notice-error" role="alert">
            {detail}
          </p>
        )}
        <div className="button-row">
          <Link className="button button-primary" to="/dashboard">
            Back to dashboard
          </Link>
          <button type="button" className="button" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      </main>
    </>
  );
}
