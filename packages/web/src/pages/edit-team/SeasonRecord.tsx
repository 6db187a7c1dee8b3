import { useId } from 'react';
import { NO_WEEK_PLAYED, recordView } from './game-day-view.js';
import { useTeamRecordQuery } from './queries.js';
import './season-record.css';

export interface SeasonRecordProps {
  teamName: string;
  /** The heading's level: 2 in the editor, 4 on a dashboard card. */
  level?: 2 | 4;
  /** A card's compact look instead of the editor's own card. */
  compact?: boolean;
  /** Nothing at all until a week is played (the editor: an empty record would only take room). */
  hiddenUntilPlayed?: boolean;
}

/**
 * "How did we do": the team's season so far (`GET /api/teams/:teamName/record`): weeks played,
 * actual against projected (median) points, how often the result fell within the band, and the
 * points left on the bench with hindsight. Before any week is played it says only that (or, asked
 * to, nothing); when the record cannot be read (a server before game day) the section stays away.
 */
export function SeasonRecord({
  teamName,
  level = 2,
  compact = false,
  hiddenUntilPlayed = false,
}: SeasonRecordProps) {
  const headingId = useId();
  const record = useTeamRecordQuery(teamName);
  const view = record.data ? recordView(record.data) : null;
  if (record.isError || (hiddenUntilPlayed && view === null)) return null;
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <section
      className={compact ? 'season-record season-record-compact' : 'season-record card'}
      aria-labelledby={headingId}
    >
      <Heading id={headingId}>How did we do</Heading>
      {record.isPending ? (
        <p className="muted">Loading…</p>
      ) : view === null ? (
        <p className="muted">{NO_WEEK_PLAYED}</p>
      ) : (
        <dl className="season-record-figures">
          <div>
            <dt>Weeks played</dt>
            <dd>{view.weeksPlayed}</dd>
          </div>
          <div>
            <dt>Actual</dt>
            <dd>{view.actual}</dd>
          </div>
          <div>
            <dt>Projected</dt>
            <dd>{view.projected}</dd>
          </div>
          <div>
            <dt>Within band</dt>
            <dd>{view.withinBand}</dd>
          </div>
          <div>
            <dt>Left on the bench</dt>
            <dd>{view.benchLeft}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
