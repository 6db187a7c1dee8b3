import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';
import { trimmedText } from './trimmed-text.js';

/**
 * A team name (spec §5): trimmed, required ('Team name is required'), at most 50 characters.
 * Used by the Team entity, `POST /api/create-team` and every `:teamName` path parameter, so the
 * server answers with the same message the create-team form shows.
 */
export const ZTeamName = trimmedText(1, TEXT_LIMITS.teamName, {
  tooShort: M.teamNameRequired,
  tooLong: M.teamNameTooLong,
});

/**
 * Checks a team name as typed; the value is the trimmed name.
 * @example validateTeamName('  Gridiron Gang ') // { ok: true, value: 'Gridiron Gang' }
 */
export function validateTeamName(input: unknown): ValidationResult<string> {
  return validateWith(ZTeamName, input);
}
