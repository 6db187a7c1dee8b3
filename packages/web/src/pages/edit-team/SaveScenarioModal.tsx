import { type ScenarioForm, TEXT_LIMITS, validateScenarioForm } from '@lineup-lab/core';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Modal } from '../../components/Modal.js';

/** What the user has typed in the save-scenario modal. */
export interface ScenarioDraft {
  readonly name: string;
  readonly description: string;
}

export const EMPTY_DRAFT: ScenarioDraft = { name: '', description: '' };

export interface SaveScenarioModalProps {
  /** The fields, kept by the panel: they survive Cancel and are reset once a save succeeds (spec §4). */
  draft: ScenarioDraft;
  onDraftChange: (draft: ScenarioDraft) => void;
  /** What the scenario is saved for: 'week 3 · Median'. */
  savedFor: string;
  /** Called with the trimmed name and description once they pass core's rules. */
  onSave: (form: ScenarioForm) => void;
  onClose: () => void;
  pending: boolean;
  /** Why the last save failed (the server's message, or 'Failed to save scenario'). */
  error: string | null;
}

/**
 * The save-scenario modal (spec §2, §5): a name (required, at most 50 characters) and an optional
 * description (at most 200). It saves the lineup and bench as they stand now; a problem with the
 * fields shows beside the field, which gets the focus, and a refusal of the server below them.
 */
export function SaveScenarioModal(props: SaveScenarioModalProps) {
  const { draft, onDraftChange, savedFor, onSave, onClose, pending, error } = props;
  const { fields, submit, set, errorOf } = useScenarioForm({ draft, onDraftChange, onSave, pending });

  return (
    <Modal
      title="Save scenario"
      description={`Saves your lineup and bench as they stand now, with their projected points for ${savedFor}.`}
      onClose={() => !pending && onClose()}
    >
      <form className="scenario-form" onSubmit={submit} noValidate aria-busy={pending}>
        <ScenarioField
          label="Scenario name"
          hint={`Required, up to ${TEXT_LIMITS.scenarioName} characters.`}
          error={errorOf('name')}
          control={(a11y) => (
            <input
              ref={fields.name}
              {...a11y}
              name="name"
              autoComplete="off"
              maxLength={TEXT_LIMITS.scenarioName}
              value={draft.name}
              onChange={(event) => set('name', event.target.value)}
              data-autofocus
            />
          )}
        />
        <ScenarioField
          label={
            <>
              Description <span className="muted">(optional)</span>
            </>
          }
          hint={`Up to ${TEXT_LIMITS.scenarioDescription} characters.`}
          error={errorOf('description')}
          control={(a11y) => (
            <textarea
              ref={fields.description}
              {...a11y}
              name="description"
              maxLength={TEXT_LIMITS.scenarioDescription}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        />
        {error && (
          <p role="alert" className="notice notice-error">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? 'Saving…' : 'Save scenario'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The attributes a field's control takes: its id, and the error and hint that describe it. */
interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

/** A labelled field with its hint, and its problem (if any) beside it. */
function ScenarioField({
  label,
  hint,
  error,
  control,
}: {
  label: ReactNode;
  hint: string;
  error: string | null;
  control: (a11y: FieldA11y) => ReactNode;
}) {
  const ids = { control: useId(), error: useId(), hint: useId() };
  return (
    <div className="field">
      <label htmlFor={ids.control}>{label}</label>
      {control({
        id: ids.control,
        'aria-invalid': error !== null,
        'aria-describedby': error ? `${ids.error} ${ids.hint}` : ids.hint,
      })}
      {error && (
        <p id={ids.error} className="field-error">
          {error}
        </p>
      )}
      <p id={ids.hint} className="muted field-hint">
        {hint}
      </p>
    </div>
  );
}

/**
 * The form's state: which field has a problem (checked by core's rules on Save, the field then
 * focused), typing that clears it, and Save with the trimmed values once they pass.
 */
function useScenarioForm({
  draft,
  onDraftChange,
  onSave,
  pending,
}: Pick<SaveScenarioModalProps, 'draft' | 'onDraftChange' | 'onSave' | 'pending'>) {
  const fields = { name: useRef<HTMLInputElement>(null), description: useRef<HTMLTextAreaElement>(null) };
  const [invalid, setInvalid] = useState<{ field: 'name' | 'description'; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = validateScenarioForm(draft);
    if (!result.ok) {
      const field = result.field === 'description' ? 'description' : 'name';
      setInvalid({ field, message: result.message });
      fields[field].current?.focus();
      return;
    }
    setInvalid(null);
    onSave(result.value);
  };
  const set = (key: keyof ScenarioDraft, value: string) => {
    onDraftChange({ ...draft, [key]: value });
    if (invalid?.field === key) setInvalid(null);
  };
  const errorOf = (field: 'name' | 'description') => (invalid?.field === field ? invalid.message : null);
  return { fields, submit, set, errorOf };
}
