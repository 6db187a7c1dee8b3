import { useParams } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import './edit-team.css';
import { useTeamQuery } from './queries.js';
import { TeamEditor } from './TeamEditor.js';
import { TeamLoadError } from './TeamLoadError.js';

/** `/edit-team/:teamName`: the lineup editor (spec §2 "Edit team"). */
export default function EditTeamPage() {
  const { teamName = '' } = useParams();
  const team = useTeamQuery(teamName);
  if (team.data) return <TeamEditor key={teamName} teamName={teamName} team={team.data.team} />;
  if (team.isError) {
    return (
      <TeamLoadError error={team.error} onRetry={() => void team.refetch()} retrying={team.isFetching} />
    );
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
