import { useParams } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import './edit-team.css';
import { useSeasonQuery, useSubscriptionQuery, useTeamQuery } from './queries.js';
import { TeamEditor } from './TeamEditor.js';
import { TeamLoadError } from './TeamLoadError.js';

/**
 * `/edit-team/:teamName`: the lineup editor (spec §2 "Edit team"). It opens once the team and the
 * season (which weeks to offer, and which to open on) have answered, so that no projection is asked
 * for a week the season has not named, and once the tier has (answered or failed: without it the
 * pro panels stay out), asked alongside, so that its panels do not push the page down after it opens.
 */
export default function EditTeamPage() {
  const { teamName = '' } = useParams();
  const team = useTeamQuery(teamName);
  const season = useSeasonQuery();
  const tier = useSubscriptionQuery();
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
  if (team.data && season.data && !tier.isPending) {
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
