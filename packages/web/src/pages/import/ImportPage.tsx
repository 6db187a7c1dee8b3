import { LEAGUE_PROVIDERS, type SleeperImportResponse, type SubscriptionStatus } from '@lineup-lab/core';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import { TierBadge } from '../../components/TierBadge.js';
import { UpgradePanel } from '../../components/UpgradePanel.js';
import { openContact } from '../../contact/open-contact.js';
import { editTeamPath } from '../dashboard/dashboard-view.js';
import { ImportedLeagues } from './ImportedLeagues.js';
import {
  atLeagueLimit,
  CONTACT_US_SUBJECT,
  IMPORT_VIEW_MESSAGES,
  PROVIDER_STATUS,
  usageRows,
} from './import-view.js';
import { afterImport, useImportedLeagues, useImportSubscription } from './queries.js';
import { SleeperImport } from './SleeperImport.js';
import './import.css';

/**
 * `/import`: league import. Shows the tier and the free tier's usage, the imported leagues ("Your
 * leagues", each with Sync now), each provider's status with a Contact Us button (the app's contact
 * form, subject 'League import': the server mails it to its `SUPPORT_EMAIL`), and the
 * import from Sleeper one step at a time. A free user who has used the plan's leagues sees the
 * upgrade box instead of the import. Failures to load the subscription or the leagues are only
 * logged (spec §8); the import's own failures show with the server's message.
 */
export default function ImportPage() {
  const queryClient = useQueryClient();
  const subscription = useImportSubscription();
  const leagues = useImportedLeagues();
  const status = subscription.data;
  const [imported, setImported] = useState<SleeperImportResponse | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  const limitReached = refused !== null || atLeagueLimit(status);
  const onImported = (result: SleeperImportResponse) => {
    setImported(result);
    void afterImport(queryClient);
    window.requestAnimationFrame(() => doneHeading.current?.focus());
  };

  return (
    <>
      <SiteHeader />
      <main className="page import-page">
        <h1>Import Leagues</h1>
        {subscription.isPending && <p role="status">Loading your plan…</p>}
        {status && <ImportPlan status={status} />}

        {imported && <ImportDone imported={imported} headingRef={doneHeading} />}

        <ImportedLeagues leagues={leagues.data?.leagues} />

        <section className="card import-section" aria-labelledby="import-from-title">
          <h2 id="import-from-title">Import a league</h2>
          <ProviderList />

          {limitReached ? (
            <UpgradePanel title="League limit reached">
              <p>{refused ?? IMPORT_VIEW_MESSAGES.leagueLimit}</p>
              <p>Upgrade to Pro for unlimited teams and league imports.</p>
            </UpgradePanel>
          ) : imported ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setImported(null);
                setAttempt((n) => n + 1);
              }}
            >
              Import another league
            </button>
          ) : (
            <SleeperImport key={attempt} onImported={onImported} onUpgrade={setRefused} />
          )}

          <ContactUsLine />
        </section>

        {status?.tier === 'free' && !limitReached && (
          <UpgradePanel title="Upgrade to Pro">
            <p>
              The free plan imports one league. Pro members get unlimited teams and league imports, saved
              what-if scenarios, the AI lineup advisor and priority support.
            </p>
          </UpgradePanel>
        )}
      </main>
    </>
  );
}

/** The tier and, on the free plan, how much of it is used. */
function ImportPlan({ status }: { status: SubscriptionStatus }) {
  const usage = usageRows(status);
  return (
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
  );
}

/** What the import made (the league's name, the team, the players left out), with a link to the team. */
function ImportDone({
  imported,
  headingRef,
}: {
  imported: SleeperImportResponse;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section className="notice notice-success import-done" aria-labelledby="import-done-title">
      <h2 id="import-done-title" ref={headingRef} tabIndex={-1}>
        {imported.league.name} is imported
      </h2>
      <p>
        Your team is now <strong>{imported.team.teamName}</strong>, scored as the league scores.
        {imported.unmatched.length > 0 &&
          ` ${imported.unmatched.length} ${imported.unmatched.length === 1 ? 'player' : 'players'} could not be matched and ${imported.unmatched.length === 1 ? 'was' : 'were'} left out.`}
      </p>
      <div className="button-row">
        <Link className="button button-primary" to={editTeamPath(imported.team.teamName)}>
          Open {imported.team.teamName} in the editor
        </Link>
      </div>
    </section>
  );
}

/** Each provider and whether it can be imported from yet. */
function ProviderList() {
  return (
    <ul className="provider-list" aria-label="Providers">
      {LEAGUE_PROVIDERS.map((provider) => (
        <li key={provider}>
          <span className="provider-name">
            {PROVIDER_STATUS[provider].name}
            <span className="visually-hidden">: </span>
          </span>
          <span className={PROVIDER_STATUS[provider].available ? 'badge badge-available' : 'badge'}>
            {PROVIDER_STATUS[provider].status}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Contact Us: the app's contact form, subject 'League import' (the server mails it to its `SUPPORT_EMAIL`). */
function ContactUsLine() {
  return (
    <p className="import-contact">
      Want Yahoo or ESPN sooner, or have a question about import?{' '}
      <button
        type="button"
        className="button button-small"
        onClick={() => openContact({ subject: CONTACT_US_SUBJECT })}
      >
        Contact Us
      </button>
    </p>
  );
}
