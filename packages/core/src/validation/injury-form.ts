import { type InjuryReport, parseInjuryStatus, parsePracticeStatus } from '../contract/injuries.js';
import { z } from '../zod.js';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';

/** A text field of the injury form: trimmed; absent, `null` and blank all become `null` (spec §5). */
function optionalText(max: number, tooLong: string) {
  return z.pipe(
    z.nullish(z.string({ error: M.injuryTextInvalid }).check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((text: string | null | undefined) => (text ? text : null)),
  );
}

/** A select of the injury form: `parse` reads the text as a choice or `null`; anything else is refused. */
function choiceText<T>(parse: (text: string | null | undefined) => T | null | undefined, invalid: string) {
  return z.pipe(
    z.nullish(z.string({ error: invalid })),
    z.transform((text: string | null | undefined, ctx): T | null => {
      const choice = parse(text);
      if (choice !== undefined) return choice;
      ctx.issues.push({ code: 'custom', message: invalid, input: text });
      return z.NEVER;
    }),
  );
}

/**
 * The injury edit form (spec §5) and the body of `PUT /api/admin/players/:playerId/injury`.
 * Empty values become `null`; a status must be one of Questionable, Doubtful, Out, IR, PUP, NFI,
 * Suspended and a practice value one of DNP, Limited, Full (case does not matter; 'Active' and
 * 'Unknown' read as `null`). Absent fields read as `null`: the update replaces the whole report.
 */
export const ZInjuryForm = z.lazy(() =>
  z.object({
    status: choiceText(parseInjuryStatus, M.injuryStatusInvalid),
    bodyPart: optionalText(TEXT_LIMITS.injuryBodyPart, M.injuryBodyPartTooLong),
    description: optionalText(TEXT_LIMITS.injuryDescription, M.injuryDescriptionTooLong),
    practice: choiceText(parsePracticeStatus, M.practiceStatusInvalid),
  }),
);
export type InjuryFormInput = z.input<typeof ZInjuryForm>;

/**
 * Checks the injury edit form and gives the report to send, with empty values as `null`.
 * @example validateInjuryForm({ status: 'Out', bodyPart: ' ', description: '', practice: '' })
 * // { ok: true, value: { status: 'Out', bodyPart: null, description: null, practice: null } }
 */
export function validateInjuryForm(input: InjuryFormInput): ValidationResult<InjuryReport> {
  return validateWith(ZInjuryForm, input);
}
