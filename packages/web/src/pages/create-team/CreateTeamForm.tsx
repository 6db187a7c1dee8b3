import {
  MODE_LABELS,
  PROJECTION_MODES,
  type ProjectionMode,
  SCORING_FORMAT_LABELS,
  type ScoringPreset,
  type ScoringSettings,
  TEXT_LIMITS,
  validateTeamName,
} from '@lineup-lab/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { UpgradePanel } from '../../components/UpgradePanel.js';
import { CustomScoringFields, useCustomScoring } from '../edit-team/CustomScoringForm.js';
import type { CreateTeamFailure } from './create-team-rules.js';

/** The scorings a team made by hand may start in, in the order the choice lists them. */
const PRESETS: readonly ScoringPreset[] = ['standard', 'half-ppr', 'ppr'];

/** What a new team is made with besides its name: its scoring (a preset, or custom settings) and projection mode. */
export interface NewTeamSettings {
  readonly scoring: ScoringChoice;
  readonly mode: ProjectionMode;
}

/** The scoring a new team is counted in, as `teams.create` takes it. */
type ScoringChoice =
  | { readonly format: ScoringPreset }
  | { readonly format: 'custom'; readonly settings: ScoringSettings };

export interface CreateTeamFormProps {
  /** Called with the trimmed name once it passes core's team-name rule, and the chosen settings. */
  onCreate: (teamName: string, settings: NewTeamSettings) => void;
  /** A create is on its way: the button is disabled. */
  pending: boolean;
  /** Why the last create failed, if it did. */
  failure: CreateTeamFailure | null;
}

/**
 * The team-name form: one labelled input, the team's scoring (Standard, Half-PPR, PPR or Custom…
 * with the common settings; Half-PPR unless chosen) and projection mode (median unless chosen),
 * Cancel (back to the dashboard) and
 * Create Team. A name that fails core's rule ('Team name is required') is shown beside the field,
 * which gets the focus. Both settings can be changed later in the editor.
 */
export function CreateTeamForm({ onCreate, pending, failure }: CreateTeamFormProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [scoring, setScoring] = useState<ScoringPreset | 'custom'>('half-ppr');
  const custom = useCustomScoring('half-ppr');
  const [mode, setMode] = useState<ProjectionMode>('median');
  const scoringId = useId();
  const modeId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateTeamName(name);
    if (!result.ok) {
      setFieldError(result.message);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    if (scoring !== 'custom') return onCreate(result.value, { scoring: { format: scoring }, mode });
    const settings = custom.check();
    if (settings) onCreate(result.value, { scoring: { format: 'custom', settings }, mode });
  };

  return (
    <form className="create-team-form" noValidate onSubmit={submit} aria-busy={pending}>
      <div className="field">
        <label htmlFor={inputId}>Team name</label>
        <input
          ref={input}
          id={inputId}
          name="teamName"
          type="text"
          autoComplete="off"
          maxLength={TEXT_LIMITS.teamName}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          aria-invalid={fieldError !== null}
          aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
        />
        {fieldError && (
          <p id={errorId} className="field-error">
            {fieldError}
          </p>
        )}
        <p id={hintId} className="muted field-hint">
          Up to {TEXT_LIMITS.teamName} characters.
        </p>
      </div>

      <div className="create-team-settings">
        <div className="field">
          <label htmlFor={scoringId}>Scoring</label>
          <select
            id={scoringId}
            name="scoring"
            value={scoring}
            onChange={(event) => setScoring(event.target.value as ScoringPreset | 'custom')}
          >
            {PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {SCORING_FORMAT_LABELS[preset]}
              </option>
            ))}
            <option value="custom">Custom…</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={modeId}>Projection mode</label>
          <select
            id={modeId}
            name="mode"
            value={mode}
            onChange={(event) => setMode(event.target.value as ProjectionMode)}
          >
            {PROJECTION_MODES.map((option) => (
              <option key={option} value={option}>
                {MODE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {scoring === 'custom' && (
        <fieldset className="custom-scoring">
          <legend>Custom scoring</legend>
          <CustomScoringFields {...custom} />
        </fieldset>
      )}

      {failure?.kind === 'upgrade' && (
        <UpgradePanel title="Team limit reached">
          <p role="alert">{failure.message}</p>
          <p>Upgrade to Pro for unlimited teams and league imports.</p>
        </UpgradePanel>
      )}
      {failure?.kind === 'error' && (
        <div role="alert" className="notice notice-error">
          {failure.message}
        </div>
      )}

      <div className="button-row create-team-actions">
        <Link className="button" to="/dashboard">
          Cancel
        </Link>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Creating…' : 'Create Team'}
        </button>
      </div>
    </form>
  );
}
