import { type ScenarioForm, TEXT_LIMITS, validateScenarioForm } from '@lineup-lab/core';
import { type FormEvent, useId, useRef, useState } from 'react';
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
  const ids = {
    name: useId(),
    nameError: useId(),
    nameHint: useId(),
    description: useId(),
    descriptionError: useId(),
    descriptionHint: useId(),
  };
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
  const describedBy = (error: string, hint: string, field: 'name' | 'description') =>
    errorOf(field) ? `${error} ${hint}` : hint;

  return (
    <Modal
      title="Save scenario"
      description={`Saves your lineup and bench as they stand now, with their projected points for ${savedFor}.`}
      onClose={() => !pending && onClose()}
    >
      <form className="scenario-form" onSubmit={submit} noValidate aria-busy={pending}>
        <div className="field">
          <label htmlFor={ids.name}>Scenario name</label>
          <input
            ref={fields.name}
            id={ids.name}
            name="name"
            autoComplete="off"
            maxLength={TEXT_LIMITS.scenarioName}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
            aria-invalid={errorOf('name') !== null}
            aria-describedby={describedBy(ids.nameError, ids.nameHint, 'name')}
            data-autofocus
          />
          {errorOf('name') && (
            <p id={ids.nameError} className="field-error">
              {errorOf('name')}
            </p>
          )}
          <p id={ids.nameHint} className="muted field-hint">
            Required, up to {TEXT_LIMITS.scenarioName} characters.
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.description}>
            Description <span className="muted">(optional)</span>
          </label>
          <textarea
            ref={fields.description}
            id={ids.description}
            name="description"
            maxLength={TEXT_LIMITS.scenarioDescription}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            aria-invalid={errorOf('description') !== null}
            aria-describedby={describedBy(ids.descriptionError, ids.descriptionHint, 'description')}
          />
          {errorOf('description') && (
            <p id={ids.descriptionError} className="field-error">
              {errorOf('description')}
            </p>
          )}
          <p id={ids.descriptionHint} className="muted field-hint">
            Up to {TEXT_LIMITS.scenarioDescription} characters.
          </p>
        </div>
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
