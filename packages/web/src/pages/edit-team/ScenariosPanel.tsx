import { type GameTimeOptions, MODE_LABELS, type ProjectionMode, SCENARIO_MESSAGES } from '@lineup-lab/core';
import { useId, useRef } from 'react';
import { messageOf } from '../../api/error-message.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PanelLoadError } from './PanelLoadError.js';
import { type PanelCollapse, PanelToggle, panelClass } from './PanelToggle.js';
import { SCENARIOS_PANEL_ID } from './panel-ids.js';
import { SaveScenarioModal } from './SaveScenarioModal.js';
import { ScenarioList } from './ScenarioList.js';
import { useScenariosQuery } from './scenario-queries.js';
import { atScenarioLimit, SCENARIO_FAILURES, scenarioCountText } from './scenario-view.js';
import { type LoadNotes, useScenarioActions } from './use-scenario-actions.js';

export interface ScenariosPanelProps {
  teamName: string;
  /** The team's version the user sees: a save is refused if the team has changed since. */
  teamVersion: number;
  /** The week the editor shows (`null`: no schedule loaded, nothing to save for). */
  week: number | null;
  mode: ProjectionMode;
  /** The current lineup's total that week in `mode`; `null` while it loads. */
  currentTotal: number | null;
  /** The week has projections. */
  predicted: boolean;
  /** A lineup change is on its way: nothing else may change the team meanwhile. */
  busy: boolean;
  timeDisplay?: GameTimeOptions;
  /** Collapsible (the editor's phone layout starts it collapsed); absent: always open. */
  collapse?: PanelCollapse;
}

/**
 * The what-if scenarios panel (spec §2; pro and exempt): Save scenario (the modal), the saved
 * scenarios with their points in the week shown next to the current lineup's, Load and Delete,
 * each confirmed. At 10 scenarios Save is disabled with the server's own message (core's
 * `SCENARIO_MESSAGES.maximum`).
 */
export function ScenariosPanel(props: ScenariosPanelProps) {
  const { teamName, teamVersion, week, mode, currentTotal, predicted, busy, timeDisplay } = props;
  const headingId = useId();
  const limitId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useScenarioActions({ teamName, teamVersion, week, mode, heading });
  const { setDialog, load, remove } = actions;
  const list = useScenariosQuery(teamName, week);
  const working = busy || load.isPending || remove.isPending;
  const count = list.data?.scenarios.length;
  const full = count !== undefined && atScenarioLimit(count);

  return (
    <section
      id={SCENARIOS_PANEL_ID}
      className={panelClass('card pro-panel scenarios-panel', props.collapse)}
      aria-labelledby={headingId}
    >
      <div className="pro-panel-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          What-if scenarios
        </h2>
        {count !== undefined && <p className="scenario-count muted">{scenarioCountText(count)}</p>}
        <PanelToggle collapse={props.collapse} title="What-if scenarios" controls={SCENARIOS_PANEL_ID} />
      </div>
      <p className="pro-panel-intro muted">
        Save your lineup and bench as they stand, then compare alternatives
        {week !== null ? ` in week ${week}` : ''} and load one back.
      </p>
      <div className="pro-panel-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={actions.openSave}
          disabled={full || week === null || working}
          aria-describedby={full ? limitId : undefined}
        >
          Save scenario
        </button>
      </div>
      {full && (
        <p id={limitId} className="notice notice-warn">
          {SCENARIO_MESSAGES.maximum}
        </p>
      )}

      <ScenarioNotices success={actions.success} loadNotes={actions.loadNotes} error={actions.error} />

      {list.isError && !list.data ? (
        <PanelLoadError
          message={SCENARIO_FAILURES.list}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <p className="muted scenario-list-note" role="status">
          Loading scenarios…
        </p>
      ) : list.data.scenarios.length === 0 ? (
        <p className="muted scenario-list-note">No scenarios saved yet.</p>
      ) : (
        <ScenarioList
          scenarios={list.data.scenarios}
          week={list.data.week}
          compare={{
            current: list.isPlaceholderData || list.data.week !== week ? null : currentTotal,
            predicted,
            mode,
          }}
          busy={working}
          onLoad={(scenario) => setDialog({ kind: 'load', scenario })}
          onDelete={(scenario) => setDialog({ kind: 'delete', scenario })}
          timeDisplay={timeDisplay}
        />
      )}

      <ScenarioDialogs actions={actions} week={week} mode={mode} />
    </section>
  );
}

/** What the last action did: saved, loaded (with the players put elsewhere) or deleted, or why it failed. */
function ScenarioNotices({
  success,
  loadNotes,
  error,
}: {
  success: string | null;
  loadNotes: LoadNotes | null;
  error: string | null;
}) {
  return (
    <>
      <p className={success ? 'notice notice-success' : 'visually-hidden'} role="status">
        {success ?? ''}
      </p>
      {loadNotes && (
        <div className="notice notice-warn pro-panel-notice scenario-notes" role="status">
          <p>Some players of “{loadNotes.name}” are not where the scenario had them:</p>
          <ul>
            {loadNotes.notes.map((note) => (
              <li key={`${note.playerId}-${note.reason}`}>{note.message}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The open dialog: the save modal, or the confirmation of a Load or a Delete. */
function ScenarioDialogs({
  actions,
  week,
  mode,
}: {
  actions: ReturnType<typeof useScenarioActions>;
  week: number | null;
  mode: ProjectionMode;
}) {
  const {
    dialog,
    setDialog,
    draft,
    setDraft,
    save,
    load,
    remove,
    saveScenario,
    loadScenario,
    deleteScenario,
  } = actions;
  return (
    <>
      {dialog?.kind === 'save' && (
        <SaveScenarioModal
          draft={draft}
          onDraftChange={setDraft}
          savedFor={`week ${week} (${MODE_LABELS[mode].toLowerCase()})`}
          onSave={saveScenario}
          onClose={() => setDialog(null)}
          pending={save.isPending}
          error={save.isError ? messageOf(save.error, SCENARIO_FAILURES.save) : null}
        />
      )}
      {dialog?.kind === 'load' && (
        <ConfirmDialog
          title="Load scenario?"
          message={`Your lineup and bench become “${dialog.scenario.name}” as saved. Save the current lineup as a scenario first if you want to come back to it.`}
          confirmLabel="Load scenario"
          onConfirm={() => loadScenario(dialog.scenario)}
          onCancel={() => setDialog(null)}
          busy={load.isPending}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete scenario?"
          message={`Delete “${dialog.scenario.name}”? This cannot be undone.`}
          confirmLabel="Delete scenario"
          danger
          onConfirm={() => deleteScenario(dialog.scenario)}
          onCancel={() => setDialog(null)}
          busy={remove.isPending}
        />
      )}
    </>
  );
}
