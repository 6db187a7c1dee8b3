import { z } from 'zod';
import { VALIDATION_MESSAGES as M, TEXT_LIMITS } from './messages.js';
import { type ValidationResult, validateWith } from './result.js';

/**
 * The AI advisor's question (spec §5): trimmed, non-empty ('Please enter a question'). We also cap
 * it at 1000 characters so a question cannot flood the advisor.
 */
export const ZAdviceQuestion = z
  .string({ error: M.questionRequired })
  .trim()
  .min(1, M.questionRequired)
  .max(TEXT_LIMITS.question, M.questionTooLong);

/** Checks the advisor's question box; the value is the trimmed question. */
export function validateAdviceQuestion(input: unknown): ValidationResult<string> {
  return validateWith(ZAdviceQuestion, input);
}
