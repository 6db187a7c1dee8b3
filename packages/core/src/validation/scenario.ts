import { z } from 'zod';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';

/** A scenario name (spec §5): trimmed, required ('Scenario name is required'), at most 50 characters. */
export const ZScenarioName = z
  .string({ error: M.scenarioNameRequired })
  .trim()
  .min(1, M.scenarioNameRequired)
  .max(TEXT_LIMITS.scenarioName, M.scenarioNameTooLong);

/**
 * A scenario description (spec §5): optional, trimmed, at most 200 characters. Absent, `null` and
 * blank all become `''`.
 */
export const ZScenarioDescription = z
  .string({ error: M.scenarioDescriptionInvalid })
  .trim()
  .max(TEXT_LIMITS.scenarioDescription, M.scenarioDescriptionTooLong)
  .nullish()
  .transform((description) => description ?? '');

/** The save-scenario modal: name and description. */
export const ZScenarioForm = z.object({ name: ZScenarioName, description: ZScenarioDescription });
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
