import { LEAGUE_PROVIDERS } from '@lineup-lab/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../api/client.js';
import { startSignOut } from '../../auth/actions.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import { TierBadge } from '../../components/TierBadge.js';
import { UpgradePanel } from '../../components/UpgradePanel.js';
import { CONTACT_US_HREF, logLoadFailure, PROVIDER_STATUS, usageRows } from './import-view.js';
import './import.css';

const WORKS_NOW = [
  'Create a team and manage its starting lineup and bench',
  'Weekly conservative, median and aggressive projections for every player',
  'Better-option suggestions from your bench',
  'Player search to add players to your roster',
  'What-if scenarios and the AI lineup advisor (Pro)',
];

/**
 * `/import` (spec §2 league import): import is coming soon. Shows the tier, the free tier's usage,
 * each provider's status, a Contact Us mail button, what works now, and an upgrade box for free
 * users. Failures to load the subscription or the leagues are only logged (spec §8).
 */
export default function ImportPage() {
  const subscription = useQuery({
    queryKey: ['user', 'subscription-status'],
    queryFn: () => api.user.subscriptionStatus().catch(logLoadFailure('the subscription status')),
  });
  const leagues = useQuery({
    queryKey: ['import', 'leagues'],
    queryFn: () => api.leagues.list().catch(logLoadFailure('the imported leagues')),
  });
  const status = subscription.data;
  const usage = status ? usageRows(status) : null;
  const imported = leagues.data?.leagues ?? [];

  return (
    <>
      <SiteHeader>
        <Link to="/dashboard">Back to Dashboard</Link>
        <button type="button" className="button button-small" onClick={() => void startSignOut()}>
          Logout
        </button>
      </SiteHeader>
      <main className="page import-page">
        <h1>Import Leagues</h1>
        {subscription.isPending && <p role="status">Loading your plan…</p>}
        {status && (
          <div className="import-plan">
            <p>
              Your plan: <TierBadge status={status} />
            </p>
            {usage && (
              <dl className="import-usage">
                {usage.map((row) => (
                  <div key={row.label} className="card">
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        )}

        <section className="card import-section" aria-labelledby="coming-soon-title">
          <h2 id="coming-soon-title">League import is coming soon</h2>
          <p>
            Soon you will bring your existing leagues into Lineup Lab with a few clicks. Here is where each
            platform stands:
          </p>
          <ul className="provider-list">
            {LEAGUE_PROVIDERS.map((provider) => (
              <li key={provider}>
                <span className="provider-name">
                  {PROVIDER_STATUS[provider].name}
                  <span className="visually-hidden">: </span>
                </span>
                <span className="badge">{PROVIDER_STATUS[provider].status}</span>
              </li>
            ))}
          </ul>
          <p>Want your platform sooner, or have a question about import? Let us know.</p>
          <a className="button button-primary" href={CONTACT_US_HREF}>
            Contact Us
          </a>
        </section>

        {imported.length > 0 && (
          <section className="card import-section" aria-labelledby="imported-title">
            <h2 id="imported-title">Your imported leagues</h2>
            <ul>
              {imported.map((league) => (
                <li key={league.id}>
                  {league.name} ({PROVIDER_STATUS[league.provider].name}, {league.season}, {league.teamCount}{' '}
                  teams)
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="card import-section" aria-labelledby="works-now-title">
          <h2 id="works-now-title">What works now</h2>
          <ul>
            {WORKS_NOW.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link to="/dashboard">Go to your dashboard</Link>
        </section>

        {status?.tier === 'free' && (
          <UpgradePanel title="Upgrade to Pro">
            <p>
              Pro members get unlimited teams and league imports, saved what-if scenarios, the AI lineup
              advisor and priority support.
            </p>
          </UpgradePanel>
        )}
      </main>
    </>
  );
}
