import { z } from '../zod.js';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';
import { trimmedText } from './trimmed-text.js';

/**
 * A team name (spec §5): trimmed, required ('Team name is required'), at most 50 characters, and
 * not `.` or `..`: the name is a path segment of every team call (`/api/teams/:teamName/…`), and a
 * URL resolves those two as "this folder" and "the folder above", so such a team could never be
 * opened (`/api/teams/../week/3` is `/api/week/3`). Used by the Team entity, `POST /api/create-team`
 * and every `:teamName` path parameter, so the server answers with the message the form shows.
 */
export const ZTeamName = trimmedText(1, TEXT_LIMITS.teamName, {
  tooShort: M.teamNameRequired,
  tooLong: M.teamNameTooLong,
}).check(z.refine((name: string) => name !== '.' && name !== '..', M.teamNameDots));

/**
 * Checks a team name as typed; the value is the trimmed name.
 * @example validateTeamName('  Gridiron Gang ') // { ok: true, value: 'Gridiron Gang' }
 */
export function validateTeamName(input: unknown): ValidationResult<string> {
  return validateWith(ZTeamName, input);
}
