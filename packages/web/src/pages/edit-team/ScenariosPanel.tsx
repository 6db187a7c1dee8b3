import {
  type GameTimeOptions,
  type ProjectionMode,
  SCENARIO_MESSAGES,
  type ScenarioForm,
  type ScenarioInWeek,
  type ScenarioLoadNote,
} from '@lineup-lab/core';
import { useId, useRef, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { PanelLoadError } from './PanelLoadError.js';
import { EMPTY_DRAFT, SaveScenarioModal, type ScenarioDraft } from './SaveScenarioModal.js';
import { ScenarioList } from './ScenarioList.js';
import {
  useDeleteScenario,
  useLoadScenario,
  useSaveScenario,
  useScenariosQuery,
} from './scenario-queries.js';
import { atScenarioLimit, modeLabel, SCENARIO_FAILURES, scenarioCountText } from './scenario-view.js';

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
}

type ScenarioDialog =
  | { readonly kind: 'save' }
  | { readonly kind: 'load'; readonly scenario: ScenarioInWeek }
  | { readonly kind: 'delete'; readonly scenario: ScenarioInWeek };

/** A load that put some players elsewhere than the scenario had them, with the server's notes. */
interface LoadNotes {
  readonly name: string;
  readonly notes: readonly ScenarioLoadNote[];
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
  const [dialog, setDialog] = useState<ScenarioDialog | null>(null);
  const [draft, setDraft] = useState<ScenarioDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const [loadNotes, setLoadNotes] = useState<LoadNotes | null>(null);
  const [success, showSuccess] = useTimedMessage();

  const list = useScenariosQuery(teamName, week);
  const save = useSaveScenario(teamName);
  const load = useLoadScenario(teamName);
  const remove = useDeleteScenario(teamName);
  const working = busy || load.isPending || remove.isPending;
  const count = list.data?.scenarios.length;
  const full = count !== undefined && atScenarioLimit(count);

  const begin = () => {
    setError(null);
    setLoadNotes(null);
  };
  const openSave = () => {
    begin();
    save.reset();
    setDialog({ kind: 'save' });
  };
  const saveScenario = (form: ScenarioForm) => {
    if (week === null) return;
    save.mutate(
      { ...form, week, projectionMode: mode, expectedVersion: teamVersion },
      {
        onSuccess: ({ scenario }) => {
          setDraft(EMPTY_DRAFT);
          setDialog(null);
          showSuccess(`Scenario “${scenario.name}” saved.`);
        },
      },
    );
  };
  const loadScenario = (scenario: ScenarioInWeek) => {
    begin();
    load.mutate(scenario._id, {
      onSuccess: ({ notes }) => {
        showSuccess(`Scenario “${scenario.name}” loaded.`);
        if (notes.length > 0) setLoadNotes({ name: scenario.name, notes });
      },
      onError: (failure) => setError(messageOf(failure, SCENARIO_FAILURES.load)),
      onSettled: () => setDialog(null),
    });
  };
  const deleteScenario = (scenario: ScenarioInWeek) => {
    begin();
    remove.mutate(scenario._id, {
      onSuccess: () => {
        showSuccess(`Scenario “${scenario.name}” deleted.`);
        // Its buttons went with it: once the dialog has closed, focus goes to the panel's heading.
        window.setTimeout(() => heading.current?.focus(), 0);
      },
      onError: (failure) => setError(messageOf(failure, SCENARIO_FAILURES.delete)),
      onSettled: () => setDialog(null),
    });
  };

  return (
    <section className="card pro-panel scenarios-panel" aria-labelledby={headingId}>
      <div className="pro-panel-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          What-if scenarios
        </h2>
        {count !== undefined && <p className="scenario-count muted">{scenarioCountText(count)}</p>}
      </div>
      <p className="pro-panel-intro muted">
        Save your lineup and bench as they stand, then compare alternatives
        {week !== null ? ` in week ${week}` : ''} and load one back.
      </p>
      <div className="pro-panel-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={openSave}
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

      {dialog?.kind === 'save' && (
        <SaveScenarioModal
          draft={draft}
          onDraftChange={setDraft}
          savedFor={`week ${week} (${modeLabel(mode).toLowerCase()})`}
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
    </section>
  );
}
