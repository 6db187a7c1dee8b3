import type { ScoringFormat, ScoringSettings } from '@lineup-lab/core';
import { type FormEvent, useId, useState } from 'react';
import {
  CUSTOM_FIELDS,
  type CustomField,
  type CustomScoringDraft,
  customDraftFrom,
  customSettings,
} from './custom-scoring.js';

export interface CustomScoringFormProps {
  /** The scoring the team is counted in now: the form starts from its values. */
  format: ScoringFormat;
  /** The change is on its way. */
  pending: boolean;
  onSave: (settings: ScoringSettings) => void;
  onCancel: () => void;
}

/**
 * Custom scoring: the seven common settings (passing yards, passing TD, interception, rushing and
 * receiving yards, rushing and receiving TD, reception, fumble lost), each checked on Save with its
 * own message beside the field; the rest (kicking, D/ST) as in Half-PPR.
 */
export function CustomScoringForm({ format, pending, onSave, onCancel }: CustomScoringFormProps) {
  const fields = useCustomScoring(format);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const settings = fields.check();
    if (settings) onSave(settings);
  };
  return (
    <form className="custom-scoring card" noValidate onSubmit={submit} aria-label="Custom scoring">
      <CustomScoringFields {...fields} />
      <div className="button-row">
        <button type="button" className="button button-small" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="button button-small button-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save custom scoring'}
        </button>
      </div>
    </form>
  );
}

/** The custom settings as typed, their errors, and `check`: the settings, or `null` with the errors shown. */
export interface CustomScoringState {
  readonly formId: string;
  readonly draft: CustomScoringDraft;
  readonly errors: Partial<Record<CustomField, string>>;
  readonly setDraft: (draft: CustomScoringDraft) => void;
  /** The settings when every field is right; else `null`, the errors shown and the first wrong field focused. */
  readonly check: () => ScoringSettings | null;
}

/** The state of the custom settings' fields, starting from `format`'s values. */
export function useCustomScoring(format: ScoringFormat): CustomScoringState {
  const formId = useId();
  const [draft, setDraft] = useState<CustomScoringDraft>(() => customDraftFrom(format));
  const [errors, setErrors] = useState<Partial<Record<CustomField, string>>>({});
  const check = () => {
    const result = customSettings(draft);
    if (result.ok) {
      setErrors({});
      return result.settings;
    }
    setErrors(result.errors);
    const first = CUSTOM_FIELDS.find(({ key }) => result.errors[key]);
    if (first) document.getElementById(`${formId}-${first.key}`)?.focus();
    return null;
  };
  return { formId, draft, errors, setDraft, check };
}

/**
 * The seven fields, each with its label and its error beside it, and the hint that kicking and
 * defence count as in Half-PPR: inside the editor's custom scoring form and the create-team form.
 */
export function CustomScoringFields({ formId, draft, errors, setDraft }: CustomScoringState) {
  return (
    <>
      <div className="custom-scoring-fields">
        {CUSTOM_FIELDS.map(({ key, label }) => {
          const inputId = `${formId}-${key}`;
          const error = errors[key];
          return (
            <div className="field" key={key}>
              <label htmlFor={inputId}>{label}</label>
              <input
                id={inputId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={draft[key]}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
              {error && (
                <p id={`${inputId}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p className="muted field-hint">Kicking and defence count as in Half-PPR.</p>
    </>
  );
}
