import {
  type AdminPlayer,
  INJURY_STATUS_OPTIONS,
  type InjuryStatus,
  PRACTICE_STATUS_OPTIONS,
  type PracticeStatus,
  TEXT_LIMITS,
} from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import { Modal } from '../../components/Modal.js';
import { adminErrorMessage } from './admin-view.js';
import { type InjuryFormValues, injuryFormOf, injuryUpdateOf } from './injury-form.js';

/**
 * Marks every copy of what an injury edit changes as out of date: the admin players list (which is
 * then reloaded, spec §4 "Injury edit"), the weekly predictions' injury column, the audit log, and
 * the lineup editor's week answers (each player's injury and points).
 */
function reloadAfterInjuryEdit(client: ReturnType<typeof useQueryClient>): Promise<unknown> {
  return Promise.all(
    [
      queryKeys.admin.players.all,
      queryKeys.admin.weekly.all,
      queryKeys.admin.audit.all,
      queryKeys.teamWeek.all,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/**
 * The injury edit modal (spec §2): status, body part, description and practice status; Save
 * Changes (Saving... while it saves) and Cancel. Empty values are sent as null. On success it
 * closes and the players list reloads; a failure says so and keeps the form.
 */
export function InjuryEditModal({ player, onClose }: { player: AdminPlayer; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InjuryFormValues>(() => injuryFormOf(player.injury));
  const [invalid, setInvalid] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: Parameters<typeof api.admin.updateInjury>[1]) =>
      api.admin.updateInjury(player.id, body),
    onSuccess: () => {
      void reloadAfterInjuryEdit(queryClient);
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const update = injuryUpdateOf(values);
    if (!update.ok) {
      setInvalid(update.message);
      return;
    }
    setInvalid(null);
    save.mutate(update.value);
  };
  const set = <K extends keyof InjuryFormValues>(key: K, value: InjuryFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const error = invalid ?? (save.isError ? adminErrorMessage(save.error, 'injury') : null);

  return (
    <Modal
      title={`Edit injury: ${player.name}`}
      description={`${player.position} · ${player.team}`}
      onClose={() => !save.isPending && onClose()}
    >
      <form onSubmit={submit} noValidate>
        <InjuryFields values={values} onChange={set} />
        {error && (
          <p role="alert" className="notice notice-error">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The form's four fields: injury status, body part, description and practice status. */
function InjuryFields({
  values,
  onChange: set,
}: {
  values: InjuryFormValues;
  onChange: <K extends keyof InjuryFormValues>(key: K, value: InjuryFormValues[K]) => void;
}) {
  const ids = { status: useId(), bodyPart: useId(), description: useId(), practice: useId() };
  return (
    <>
      <div className="field">
        <label htmlFor={ids.status}>Injury status</label>
        <select
          id={ids.status}
          value={values.status}
          onChange={(event) => set('status', event.target.value as InjuryStatus | '')}
        >
          {INJURY_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.bodyPart}>Body part</label>
        <input
          id={ids.bodyPart}
          value={values.bodyPart}
          maxLength={TEXT_LIMITS.injuryBodyPart}
          autoComplete="off"
          onChange={(event) => set('bodyPart', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.description}>Description</label>
        <textarea
          id={ids.description}
          value={values.description}
          maxLength={TEXT_LIMITS.injuryDescription}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.practice}>Practice status</label>
        <select
          id={ids.practice}
          value={values.practice}
          onChange={(event) => set('practice', event.target.value as PracticeStatus | '')}
        >
          {PRACTICE_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
