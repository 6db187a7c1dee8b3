import type { GameTimeOptions, ProjectionMode, TeamVersion } from '@lineup-lab/core';
import { MODE_LABELS } from '@lineup-lab/core';
import { useId, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { keptText } from './game-day-view.js';
import { useRestoreVersion, useTeamHistoryQuery } from './history-queries.js';
import { actionText, changesText, HISTORY_FAILURES, madeAtText, versionPointsText } from './history-view.js';
import { PanelLoadError } from './PanelLoadError.js';
import { type PanelCollapse, PanelToggle, panelClass } from './PanelToggle.js';
import { HISTORY_PANEL_ID } from './panel-ids.js';

/** How many versions show before "Show older versions" (a busy team makes hundreds in 30 days). */
const SHOWN_AT_FIRST = 10;

export interface HistoryPanelProps {
  teamName: string;
  /** The team's version the user sees: the history lists again whenever it changes. */
  teamVersion: number;
  /** The week the editor shows (`null`: the server's planning week). */
  week: number | null;
  mode: ProjectionMode;
  /** The week has projections. */
  predicted: boolean;
  /** A lineup change is on its way: nothing else may change the team meanwhile. */
  busy: boolean;
  timeDisplay?: GameTimeOptions;
  /** Collapsible (the editor's phone layout starts it collapsed); absent: always open. */
  collapse?: PanelCollapse;
}

/**
 * The team's 30-day history (pro and exempt): the lineup as it stands, then every earlier version
 * of the last 30 days, each with when it was made (the viewer's time zone), by which action, what
 * changed and its points in the week shown; Restore (confirmed) brings one back as a new version,
 * after which the editor shows the restored lineup.
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const { teamName, teamVersion, week, mode, predicted, busy, timeDisplay } = props;
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const list = useTeamHistoryQuery(teamName, week, teamVersion);
  const { confirming, setConfirming, error, success, kept, restoring, restoreVersion } =
    useRestoreFlow(teamName);
  const working = busy || restoring;

  return (
    <section
      id={HISTORY_PANEL_ID}
      className={panelClass('card pro-panel history-panel', props.collapse)}
      aria-labelledby={headingId}
    >
      <div className="pro-panel-head">
        <h2 id={headingId}>History</h2>
        <PanelToggle collapse={props.collapse} title="History" controls={HISTORY_PANEL_ID} />
      </div>
      <p className="pro-panel-intro muted">
        Every version of this team from the last 30 days, with its points
        {list.data ? ` in week ${list.data.week}` : ''}. Restore one to bring its lineup and bench back.
      </p>
      <p className={success ? 'notice notice-success' : 'visually-hidden'} role="status">
        {success ?? ''}
      </p>
      {kept && (
        <p className="notice kept-notice" role="status">
          {kept}
        </p>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {list.isError && !list.data ? (
        <PanelLoadError
          message={messageOf(list.error, HISTORY_FAILURES.list)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <p className="muted scenario-list-note" role="status">
          Loading the history…
        </p>
      ) : (
        <ol className="scenario-list history-list" aria-label="Versions of the last 30 days">
          {(showAll ? list.data.versions : list.data.versions.slice(0, SHOWN_AT_FIRST)).map((version) => (
            <VersionItem
              key={version.version}
              version={version}
              week={list.data.week}
              mode={mode}
              predicted={predicted}
              busy={working}
              onRestore={() => setConfirming(version)}
              timeDisplay={timeDisplay}
            />
          ))}
        </ol>
      )}
      {!showAll && list.data && list.data.versions.length > SHOWN_AT_FIRST && (
        <div className="pro-panel-actions">
          <button type="button" className="button button-small" onClick={() => setShowAll(true)}>
            Show {list.data.versions.length - SHOWN_AT_FIRST} older versions
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Restore version ${confirming.version}?`}
          message={`Your lineup and bench become version ${confirming.version} as it was on ${madeAtText(confirming, timeDisplay)}. The lineup as it stands stays in the history, so you can come back to it.`}
          confirmLabel="Restore version"
          onConfirm={() => restoreVersion(confirming)}
          onCancel={() => setConfirming(null)}
          busy={restoring}
        />
      )}
    </section>
  );
}

/**
 * Restoring a version: the one waiting for confirmation, the server call, and what came of it (a
 * success message for 3 s, or the failure), and the players it kept where they stood because their
 * game has started (until the next restore).
 */
function useRestoreFlow(teamName: string) {
  const [confirming, setConfirming] = useState<TeamVersion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const [kept, setKept] = useState<string | null>(null);
  const restore = useRestoreVersion(teamName);
  const restoreVersion = (version: TeamVersion) => {
    setError(null);
    setKept(null);
    restore.mutate(version.version, {
      onSuccess: (answer) => {
        showSuccess(`Version ${version.version} restored.`);
        setKept(keptText(answer.kept));
      },
      onError: (failure) => setError(messageOf(failure, HISTORY_FAILURES.restore)),
      onSettled: () => setConfirming(null),
    });
  };
  return { confirming, setConfirming, error, success, kept, restoring: restore.isPending, restoreVersion };
}

interface VersionItemProps {
  version: TeamVersion;
  week: number;
  mode: ProjectionMode;
  predicted: boolean;
  busy: boolean;
  onRestore: () => void;
  timeDisplay?: GameTimeOptions | undefined;
}

/** One version, a list item named by its heading: when, by which action, what changed, its points; Restore. */
function VersionItem({ version, week, mode, predicted, busy, onRestore, timeDisplay }: VersionItemProps) {
  const titleId = useId();
  const title = version.current ? `Version ${version.version} (current)` : `Version ${version.version}`;
  return (
    <li className="scenario history-version" aria-labelledby={titleId}>
      <h3 id={titleId} className="scenario-name">
        {title}
      </h3>
      <p className="scenario-saved muted">
        <time dateTime={version.madeAt}>{madeAtText(version, timeDisplay)}</time> · {actionText(version)}
      </p>
      <p className="history-changes">{changesText(version)}</p>
      <p className="scenario-compare-caption">
        Week {week} · {MODE_LABELS[mode].toLowerCase()} points:{' '}
        <strong>{versionPointsText(version, mode, predicted)}</strong>
      </p>
      {!version.current && (
        <div className="scenario-actions">
          <button
            type="button"
            className="button button-small"
            onClick={onRestore}
            disabled={busy}
            aria-label={`Restore version ${version.version}`}
          >
            Restore
          </button>
        </div>
      )}
    </li>
  );
}
