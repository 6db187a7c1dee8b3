import { Link } from 'react-router';
import { SeasonRecord } from '../edit-team/SeasonRecord.js';
import { dashboardErrorMessage, editTeamPath, teamSummary, type UserTeam } from './dashboard-view.js';

/**
 * Import Leagues: a link to /import for every signed-in user (free users may import one league;
 * the import screen shows the upgrade box once they have).
 */
export function ImportLeaguesButton() {
  return (
    <Link className="button" to="/import">
      Import Leagues
    </Link>
  );
}

/** The failed team-list load (spec §8 "Teams load"), with Retry where the spec offers it. */
export function TeamsLoadNotice({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (!error) return null;
  const { message, retry } = dashboardErrorMessage(error);
  return (
    <div role="alert" className="notice notice-error teams-error">
      <p>{message}</p>
      {retry && (
        <button type="button" className="button button-small" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </div>
  );
}

/** No teams yet: a welcome and the way to the first one. */
export function EmptyState() {
  return (
    <div className="card empty-state">
      <h3>Welcome to Lineup Lab!</h3>
      <p>
        You don't have any teams yet. Create a team, fill its starting lineup and bench, and compare
        conservative, median and aggressive weekly projections for every player.
      </p>
      <Link className="button button-primary" to="/create-team">
        Create Your First Team
      </Link>
    </div>
  );
}

/**
 * A team: its name, how full the lineup and bench are, its planning week's total (labelled by week,
 * mode and scoring), "How did we do" this season, and Manage Team / Delete.
 */
export function TeamCard({ team, onDelete }: { team: UserTeam; onDelete: () => void }) {
  const summary = teamSummary(team);
  return (
    <li className="card team-card">
      <h3 className="team-card-name">{summary.teamName}</h3>
      <dl className="team-card-stats">
        <div>
          <dt>Starters</dt>
          <dd>
            {summary.starters} / {summary.startersMax}
          </dd>
        </div>
        <div>
          <dt>Bench</dt>
          <dd>
            {summary.bench} / {summary.benchMax}
          </dd>
        </div>
        <div className="team-card-total">
          <dt>
            <span>{summary.total.label}</span>
            <span className="visually-hidden"> projected points this week</span>
          </dt>
          <dd>
            {summary.total.value}
            {summary.total.note && <span className="muted team-card-note"> {summary.total.note}</span>}
          </dd>
        </div>
      </dl>
      <SeasonRecord teamName={team.teamName} level={4} compact />
      <div className="button-row">
        <Link
          className="button button-primary button-small"
          to={editTeamPath(team.teamName)}
          aria-label={`Manage Team ${team.teamName}`}
        >
          Manage Team
        </Link>
        <button
          type="button"
          className="button button-small"
          onClick={onDelete}
          aria-label={`Delete ${team.teamName}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
