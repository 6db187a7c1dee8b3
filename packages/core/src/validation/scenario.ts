import { z } from '../zod.js';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';
import { trimmedText } from './trimmed-text.js';

/** A scenario name (spec §5): trimmed, required ('Scenario name is required'), at most 50 characters. */
export const ZScenarioName = trimmedText(1, TEXT_LIMITS.scenarioName, {
  tooShort: M.scenarioNameRequired,
  tooLong: M.scenarioNameTooLong,
});

/**
 * A scenario description (spec §5): optional, trimmed, at most 200 characters. Absent, `null` and
 * blank all become `''`.
 */
export const ZScenarioDescription = z.lazy(() =>
  z.pipe(
    z.nullish(
      z
        .string({ error: M.scenarioDescriptionInvalid })
        .check(z.trim(), z.maxLength(TEXT_LIMITS.scenarioDescription, M.scenarioDescriptionTooLong)),
    ),
    z.transform((description: string | null | undefined) => description ?? ''),
  ),
);

/** The save-scenario modal: name and description. */
export const ZScenarioForm = z.lazy(() =>
  z.object({ name: ZScenarioName, description: ZScenarioDescription }),
);
export type ScenarioForm = z.output<typeof ZScenarioForm>;

/**
 * Checks the save-scenario modal; the name is checked before the description.
 * @example validateScenarioForm({ name: '' }) // { ok: false, message: 'Scenario name is required', field: 'name' }
 */
export function validateScenarioForm(input: {
  name: string;
  description?: string | null | undefined;
}): ValidationResult<ScenarioForm> {
  return validateWith(ZScenarioForm, input);
}
