import { z } from 'zod';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';

/**
 * A team name (spec §5): trimmed, required ('Team name is required'), at most 50 characters.
 * Used by the Team entity, `POST /api/create-team` and every `:teamName` path parameter, so the
 * server answers with the same message the create-team form shows.
 */
export const ZTeamName = z
  .string({ error: M.teamNameRequired })
  .trim()
  .min(1, M.teamNameRequired)
  .max(TEXT_LIMITS.teamName, M.teamNameTooLong);

/**
 * Checks a team name as typed; the value is the trimmed name.
 * @example validateTeamName('  Gridiron Gang ') // { ok: true, value: 'Gridiron Gang' }
 */
export function validateTeamName(input: unknown): ValidationResult<string> {
  return validateWith(ZTeamName, input);
}
