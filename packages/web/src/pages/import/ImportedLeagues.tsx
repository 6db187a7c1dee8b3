import type { LeagueSummary, LeagueSyncResponse } from '@lineup-lab/core';
import { SCORING_FORMAT_LABELS } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { editTeamPath } from '../dashboard/dashboard-view.js';
import { EspnCredentialsForm } from './EspnCredentialsForm.js';
import {
  formatSyncTime,
  HOST_NAMES,
  IMPORT_VIEW_MESSAGES,
  importFailure,
  syncSummary,
  teamCount,
} from './import-view.js';
import { afterSync, READS_HOST_LEAGUE } from './queries.js';

/**
 * "Your leagues": each imported league with its host, season, size, scoring, the team it became (a
 * link to its editor) and its last sync in the viewer's time zone, and Sync now. Nothing while the
 * list loads or when it failed (only logged, spec §8).
 */
export function ImportedLeagues({ leagues }: { leagues: readonly LeagueSummary[] | undefined }) {
  if (leagues === undefined) return null;
  return (
    <section className="card import-section" aria-labelledby="your-leagues-title">
      <h2 id="your-leagues-title">Your leagues</h2>
      {leagues.length === 0 ? (
        <p className="muted">You have not imported a league yet.</p>
      ) : (
        <ul className="imported-leagues">
          {leagues.map((league) => (
            <LeagueCard key={league.id} league={league} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One imported league, with Sync now and what the last sync changed. A private ESPN league whose
 * sync ESPN refused (403: its cookies no longer open it) offers a form for new cookies, then syncs.
 */
function LeagueCard({ league }: { league: LeagueSummary }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const sync = useMutation({
    meta: READS_HOST_LEAGUE,
    mutationFn: () => api.leagues.sync(league.id),
    onSuccess: (result) => void afterSync(queryClient, result.team.teamName),
  });
  const cookiesRefused =
    league.provider === 'espn' &&
    sync.isError &&
    importFailure(sync.error, IMPORT_VIEW_MESSAGES.syncFailed).kind === 'private';
  return (
    <li className="imported-league" aria-labelledby={titleId}>
      <h3 id={titleId}>{league.name}</h3>
      <dl className="league-facts">
        <div>
          <dt>Host</dt>
          <dd>{HOST_NAMES[league.provider]}</dd>
        </div>
        <div>
          <dt>Season</dt>
          <dd>{league.season}</dd>
        </div>
        <div>
          <dt>Teams</dt>
          <dd>{teamCount(league.teamCount)}</dd>
        </div>
        <div>
          <dt>Scoring</dt>
          <dd>{SCORING_FORMAT_LABELS[league.scoringFormat]}</dd>
        </div>
        <div>
          <dt>Your team</dt>
          <dd>
            <Link to={editTeamPath(league.teamName)}>{league.teamName}</Link>
          </dd>
        </div>
        <div>
          <dt>Last synced</dt>
          <dd>
            <time dateTime={league.lastSyncedAt}>{formatSyncTime(league.lastSyncedAt)}</time>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button-small"
        disabled={sync.isPending}
        aria-describedby={titleId}
        onClick={() => sync.mutate()}
      >
        {sync.isPending ? 'Syncing…' : 'Sync now'}
      </button>
      <div role="status" className="sync-status">
        {sync.isSuccess && <SyncResult result={sync.data} />}
      </div>
      {sync.isError && (
        <p role="alert" className="notice notice-error">
          {messageOf(sync.error, IMPORT_VIEW_MESSAGES.syncFailed)}
        </p>
      )}
      {cookiesRefused && <EspnCredentialsForm leagueId={league.id} onSaved={() => sync.mutate()} />}
    </li>
  );
}

/** What a sync changed: the players added and dropped, the notes, and the players not matched. */
function SyncResult({ result }: { result: LeagueSyncResponse }) {
  return (
    <div className="notice notice-success sync-result">
      <p>
        <strong>Synced.</strong> {syncSummary(result)}
      </p>
      {result.notes.length > 0 && (
        <ul>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {result.unmatched.length > 0 && (
        <>
          <p>Players we could not match:</p>
          <ul>
            {result.unmatched.map((player) => (
              <li key={player.hostPlayerId}>{player.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
