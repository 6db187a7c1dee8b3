import {
  type InjuryReport,
  type InjuryStatus,
  type InjuryUpdateRequest,
  type PracticeStatus,
  validateInjuryForm,
} from '@lineup-lab/core';

/** The injury edit modal's fields as the inputs hold them: '' is the empty choice (Active, Unknown). */
export interface InjuryFormValues {
  status: InjuryStatus | '';
  bodyPart: string;
  description: string;
  practice: PracticeStatus | '';
}

/** The form's fields for a player's current report (`null` → empty). */
export function injuryFormOf(report: InjuryReport): InjuryFormValues {
  return {
    status: report.status ?? '',
    bodyPart: report.bodyPart ?? '',
    description: report.description ?? '',
    practice: report.practice ?? '',
  };
}

/**
 * The body of `PUT /api/admin/players/:playerId/injury` for the form, or the message of what is
 * wrong with it. Empty values are sent as `null` (spec §5); text is trimmed (core's rule, which the
 * server applies too).
 * @example injuryUpdateOf({ status: 'Out', bodyPart: ' ', description: '', practice: '' })
 * // { ok: true, value: { status: 'Out', bodyPart: null, description: null, practice: null } }
 */
export function injuryUpdateOf(
  values: InjuryFormValues,
): { ok: true; value: InjuryUpdateRequest } | { ok: false; message: string } {
  const result = validateInjuryForm(values);
  return result.ok ? { ok: true, value: result.value } : { ok: false, message: result.message };
}
