import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';
import { trimmedText } from './trimmed-text.js';

/**
 * Player-search text (spec §5): trimmed, at least 2 characters ('Type at least 2 characters to
 * search'); we cap it at 100.
 */
export const ZPlayerSearchText = trimmedText(TEXT_LIMITS.searchMin, TEXT_LIMITS.searchMax, {
  tooShort: M.searchTooShort,
  tooLong: M.searchTooLong,
});

/** Checks search text; the value is the trimmed text. */
export function validatePlayerSearch(input: unknown): ValidationResult<string> {
  return validateWith(ZPlayerSearchText, input);
}

/**
 * Whether typed text is long enough to search: the UI runs no search (and shows the hint) below 2.
 * @example isSearchable(' a ') // false
 */
export function isSearchable(text: string): boolean {
  return text.trim().length >= TEXT_LIMITS.searchMin;
}
