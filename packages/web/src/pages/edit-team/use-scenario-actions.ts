import type { ProjectionMode, ScenarioForm, ScenarioInWeek, ScenarioLoadNote } from '@lineup-lab/core';
import { type RefObject, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { EMPTY_DRAFT, type ScenarioDraft } from './SaveScenarioModal.js';
import { useDeleteScenario, useLoadScenario, useSaveScenario } from './scenario-queries.js';
import { SCENARIO_FAILURES } from './scenario-view.js';

export type ScenarioDialog =
  | { readonly kind: 'save' }
  | { readonly kind: 'load'; readonly scenario: ScenarioInWeek }
  | { readonly kind: 'delete'; readonly scenario: ScenarioInWeek };

/** A load that put some players elsewhere than the scenario had them, with the server's notes. */
export interface LoadNotes {
  readonly name: string;
  readonly notes: readonly ScenarioLoadNote[];
}

/**
 * The scenarios panel's actions: which dialog is open, the save modal's draft (kept over Cancel,
 * cleared once a save succeeds), Save, Load and Delete through the server, and what came of the
 * last one (a success message for 3 s, the notes of a load, or the failure). A delete puts the
 * focus on the panel's heading, its buttons having gone with it.
 */
export function useScenarioActions({
  teamName,
  teamVersion,
  week,
  mode,
  heading,
}: {
  teamName: string;
  teamVersion: number;
  week: number | null;
  mode: ProjectionMode;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const [dialog, setDialog] = useState<ScenarioDialog | null>(null);
  const [draft, setDraft] = useState<ScenarioDraft>(EMPTY_DRAFT);
  const { error, setError, loadNotes, setLoadNotes, success, showSuccess, begin } = useActionOutcome();

  const save = useSaveScenario(teamName);
  const load = useLoadScenario(teamName);
  const remove = useDeleteScenario(teamName);

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
  return {
    dialog,
    setDialog,
    draft,
    setDraft,
    error,
    loadNotes,
    success,
    save,
    load,
    remove,
    openSave,
    saveScenario,
    loadScenario,
    deleteScenario,
  };
}

/**
 * What came of the last action: a success message (for 3 s), the notes of a load that put players
 * elsewhere, or the failure; `begin` clears the last one's notes and failure.
 */
function useActionOutcome() {
  const [error, setError] = useState<string | null>(null);
  const [loadNotes, setLoadNotes] = useState<LoadNotes | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const begin = () => {
    setError(null);
    setLoadNotes(null);
  };
  return { error, setError, loadNotes, setLoadNotes, success, showSuccess, begin };
}
