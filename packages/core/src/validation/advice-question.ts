import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';
import { trimmedText } from './trimmed-text.js';

/**
 * The AI advisor's question (spec §5): trimmed, non-empty ('Please enter a question'). We also cap
 * it at 1000 characters so a question cannot flood the advisor.
 */
export const ZAdviceQuestion = trimmedText(1, TEXT_LIMITS.question, {
  tooShort: M.questionRequired,
  tooLong: M.questionTooLong,
});

/** Checks the advisor's question box; the value is the trimmed question. */
export function validateAdviceQuestion(input: unknown): ValidationResult<string> {
  return validateWith(ZAdviceQuestion, input);
}
