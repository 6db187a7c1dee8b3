import { z } from 'zod';
import {
  type InjuryReport,
  type InjuryStatus,
  type PracticeStatus,
  parseInjuryStatus,
  parsePracticeStatus,
} from '../contract/injuries.js';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';

/** A text field of the injury form: trimmed; absent, `null` and blank all become `null` (spec §5). */
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: M.injuryTextInvalid })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((text) => (text ? text : null));
}

/**
 * The injury edit form (spec §5) and the body of `PUT /api/admin/players/:playerId/injury`.
 * Empty values become `null`; a status must be one of Questionable, Doubtful, Out, IR, PUP, NFI,
 * Suspended and a practice value one of DNP, Limited, Full (case does not matter; 'Active' and
 * 'Unknown' read as `null`). Absent fields read as `null`: the update replaces the whole report.
 */
export const ZInjuryForm = z.object({
  status: z
    .string({ error: M.injuryStatusInvalid })
    .nullish()
    .transform((text, ctx): InjuryStatus | null => {
      const status = parseInjuryStatus(text);
      if (status !== undefined) return status;
      ctx.issues.push({ code: 'custom', message: M.injuryStatusInvalid, input: text });
      return z.NEVER;
    }),
  bodyPart: optionalText(TEXT_LIMITS.injuryBodyPart, M.injuryBodyPartTooLong),
  description: optionalText(TEXT_LIMITS.injuryDescription, M.injuryDescriptionTooLong),
  practice: z
    .string({ error: M.practiceStatusInvalid })
    .nullish()
    .transform((text, ctx): PracticeStatus | null => {
      const practice = parsePracticeStatus(text);
      if (practice !== undefined) return practice;
      ctx.issues.push({ code: 'custom', message: M.practiceStatusInvalid, input: text });
      return z.NEVER;
    }),
});
export type InjuryFormInput = z.input<typeof ZInjuryForm>;

/**
 * Checks the injury edit form and gives the report to send, with empty values as `null`.
 * @example validateInjuryForm({ status: 'Out', bodyPart: ' ', description: '', practice: '' })
 * // { ok: true, value: { status: 'Out', bodyPart: null, description: null, practice: null } }
 */
export function validateInjuryForm(input: InjuryFormInput): ValidationResult<InjuryReport> {
  return validateWith(ZInjuryForm, input);
}
