import { z } from '../zod.js';

/** The messages of a `trimmedText` field. */
export interface TrimmedTextMessages {
  /** Anything that is not a string, and text shorter than `min` once trimmed (blank reads as missing). */
  readonly tooShort: string;
  /** Text longer than `max` once trimmed. */
  readonly tooLong: string;
}

/**
 * A text field as people type it: trimmed first, then `min` to `max` characters. The parsed value is
 * the trimmed text.
 * @example trimmedText(1, 50, { tooShort: 'Team name is required', tooLong: 'Team name must be at most 50 characters' })
 */
export function trimmedText(min: number, max: number, messages: TrimmedTextMessages) {
  return z
    .string({ error: messages.tooShort })
    .check(z.trim(), z.minLength(min, messages.tooShort), z.maxLength(max, messages.tooLong));
}
