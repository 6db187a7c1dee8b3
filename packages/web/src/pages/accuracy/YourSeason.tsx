import { useId } from 'react';
import { Link } from 'react-router';
import { editTeamPath } from '../dashboard/dashboard-view.js';
import { useTeams } from '../dashboard/queries.js';
import { SeasonRecord } from '../edit-team/SeasonRecord.js';

/**
 * A signed-in user's own season beside the model's: each of their teams' "How did we do" (the
 * game-day record: weeks played, actual against projected, weeks within the band, points left on
 * the bench), as their dashboard shows it.
 */
export function YourSeason({ sub }: { sub: string }) {
  const headingId = useId();
  const teams = useTeams(sub);
  return (
    <section className="accuracy-yours" aria-labelledby={headingId}>
      <h2 id={headingId}>Your season</h2>
      <p className="muted">How your own lineups did against their projections this season, team by team.</p>
      {teams.isError ? (
        <p className="notice notice-error">Your teams could not be loaded. Please try again later.</p>
      ) : teams.data === undefined ? (
        <p className="muted">Loading your teams…</p>
      ) : teams.data.length === 0 ? (
        <p>
          You have no team yet. <Link to="/create-team">Create one</Link> and its record appears here once a
          week is played.
        </p>
      ) : (
        <ul className="grid accuracy-teams">
          {teams.data.map((team) => (
            <li key={team.teamName} className="card">
              <h3>
                <Link to={editTeamPath(team.teamName)}>{team.teamName}</Link>
              </h3>
              <SeasonRecord teamName={team.teamName} level={4} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
