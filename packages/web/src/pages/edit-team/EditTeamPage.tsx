import { useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import './edit-team.css';
import { useSeasonQuery, useSubscriptionQuery, useTeamQuery, useTeamWeekQuery } from './queries.js';
import { TeamEditor } from './TeamEditor.js';
import { TeamLoadError } from './TeamLoadError.js';
import { weekFromAddress } from './weeks.js';

/**
 * `/edit-team/:teamName`: the lineup editor (spec §2 "Edit team"). It opens once the team and the
 * season (which weeks to offer, and which to open on) have answered, so that no projection is asked
 * for a week the season has not named, and once the tier has (answered or failed: without it the
 * pro panels stay out), asked alongside, so that its panels do not push the page down after it opens.
 * The week it opens on is asked as soon as the season has named it, beside the team, and the editor
 * opens with its answer (or its failure) too: one render of the whole editor, not one for the
 * roster and another for its numbers. That render is deferred (`useDeferredValue`), so React renders
 * it in slices between which the browser stays responsive, rather than in one long task.
 */
export default function EditTeamPage() {
  const { teamName = '' } = useParams();
  const [params] = useSearchParams();
  const team = useTeamQuery(teamName);
  const season = useSeasonQuery();
  const tier = useSubscriptionQuery();
  // The week the editor opens on, asked here while it is not open yet; once open, the editor asks
  // for the weeks it shows itself (each once it has been still for 500 ms).
  const [open, setOpen] = useState(false);
  const week = season.data ? weekFromAddress(season.data, params.get('week')) : null;
  const opening = useTeamWeekQuery(teamName, open ? null : week);
  const loaded = team.data !== undefined && season.data !== undefined && !tier.isPending;
  if (!open && loaded && (week === null || !opening.isPending)) setOpen(true);
  const opened = useDeferredValue(open);
  if (team.isError) {
    return (
      <TeamLoadError error={team.error} onRetry={() => void team.refetch()} retrying={team.isFetching} />
    );
  }
  if (season.isError) {
    return (
      <TeamLoadError
        title="Failed to load the NFL season"
        error={season.error}
        onRetry={() => void season.refetch()}
        retrying={season.isFetching}
      />
    );
  }
  if (opened && team.data && season.data) {
    return <TeamEditor key={teamName} teamName={teamName} team={team.data.team} season={season.data} />;
  }
  return (
    <>
      <SiteHeader />
      <main className="page" aria-busy="true">
        <h1>{teamName}</h1>
        <p role="status">Loading team…</p>
      </main>
    </>
  );
}
