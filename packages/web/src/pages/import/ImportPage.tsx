import type { ImportResponse, LeagueProvider, SubscriptionStatus } from '@lineup-lab/core';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import { TierBadge } from '../../components/TierBadge.js';
import { UpgradePanel } from '../../components/UpgradePanel.js';
import { openContact } from '../../contact/open-contact.js';
import { editTeamPath } from '../dashboard/dashboard-view.js';
import { EspnImport } from './EspnImport.js';
import { HostPicker } from './HostPicker.js';
import { ImportedLeagues } from './ImportedLeagues.js';
import { atLeagueLimit, CONTACT_US_SUBJECT, IMPORT_VIEW_MESSAGES, usageRows } from './import-view.js';
import { afterImport, useImportedLeagues, useImportSubscription } from './queries.js';
import { SleeperImport } from './SleeperImport.js';
import { YahooImport } from './YahooImport.js';
import { YAHOO_RETURN_PARAMS, type YahooReturn, yahooReturnOf } from './yahoo-view.js';
import './import.css';

/**
 * `/import`: league import. Shows the tier and the free tier's usage, the imported leagues ("Your
 * leagues", each with Sync now), the import from Sleeper, Yahoo or ESPN (the host picked, then its
 * own steps), and Contact Us for other hosts and questions (the app's contact form, subject
 * 'League import': the server mails it to its `SUPPORT_EMAIL`). A free user who has used the
 * plan's leagues sees the upgrade box instead of the import. Opened at `/import?yahoo=…` (the
 * return from Yahoo's consent page) it opens the Yahoo import with what the return said, and takes
 * the parameters out of the address. Failures to load the subscription or the leagues are only
 * logged (spec §8); the import's own failures show with the server's message.
 */
export default function ImportPage() {
  const queryClient = useQueryClient();
  const subscription = useImportSubscription();
  const leagues = useImportedLeagues();
  const status = subscription.data;
  const [yahooReturn, forgetYahooReturn] = useYahooReturn();
  const [host, setHost] = useState<LeagueProvider>(yahooReturn ? 'yahoo' : 'sleeper');
  const [imported, setImported] = useState<ImportResponse | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // The page opens once the plan and the leagues have answered (or failed): shown as each came, they
  // pushed what was below them down (a layout shift of 0.24 in Lighthouse's mobile run).
  const opening = subscription.isPending || leagues.isPending;
  const limitReached = refused !== null || atLeagueLimit(status);
  const onImported = (result: ImportResponse) => {
    setImported(result);
    void afterImport(queryClient);
    window.requestAnimationFrame(() => doneHeading.current?.focus());
  };

  return (
    <>
      <SiteHeader />
      <main className="page import-page">
        <h1>Import Leagues</h1>
        {opening ? <p role="status">Loading your plan…</p> : status && <ImportPlan status={status} />}

        {imported && <ImportDone imported={imported} headingRef={doneHeading} />}

        <ImportedLeagues leagues={leagues.data?.leagues} />

        {!opening && (
          <section className="card import-section" aria-labelledby="import-from-title">
            <h2 id="import-from-title">Import a league</h2>

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
                  forgetYahooReturn();
                  setAttempt((n) => n + 1);
                }}
              >
                Import another league
              </button>
            ) : (
              <>
                <HostPicker
                  host={host}
                  onChange={(next) => {
                    setHost(next);
                    forgetYahooReturn();
                  }}
                />
                {host === 'sleeper' && (
                  <SleeperImport key={attempt} onImported={onImported} onUpgrade={setRefused} />
                )}
                {host === 'espn' && (
                  <EspnImport key={attempt} onImported={onImported} onUpgrade={setRefused} />
                )}
                {host === 'yahoo' && (
                  <YahooImport
                    key={attempt}
                    returned={yahooReturn}
                    onImported={onImported}
                    onUpgrade={setRefused}
                  />
                )}
              </>
            )}

            <ContactUsLine />
          </section>
        )}

        {!opening && status?.tier === 'free' && !limitReached && (
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

/**
 * What the return from Yahoo's consent page said (`/import?yahoo=connected`, `…?yahoo=error&reason=…`),
 * read once, and a way to forget it (another host picked, another import begun). The parameters are
 * taken out of the address, so that a reload does not say it again.
 */
function useYahooReturn(): [YahooReturn | null, () => void] {
  const [params, setParams] = useSearchParams();
  const [returned, setReturned] = useState(() => yahooReturnOf(params));
  useEffect(() => {
    if (!YAHOO_RETURN_PARAMS.some((name) => params.has(name))) return;
    const rest = new URLSearchParams(params);
    for (const name of YAHOO_RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, setParams]);
  return [returned, () => setReturned(null)];
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
  imported: ImportResponse;
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

/** Contact Us: the app's contact form, subject 'League import' (the server mails it to its `SUPPORT_EMAIL`). */
function ContactUsLine() {
  return (
    <p className="import-contact">
      League on another site, or a question about import?{' '}
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
