import type { FieldIssue } from '../errors.js';
import { z } from '../zod.js';

/**
 * The outcome of a validation rule: the cleaned value (trimmed, empty strings made null …), or the
 * first problem as a message fit to show and, when it belongs to one field, that field's name.
 */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string; readonly field?: string };

/** The dotted path of an issue (`'lineup.runningBacks.0'`), or `''` for the whole value. */
function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/**
 * Every issue of a failed parse as `{ path, message }`, in the order zod found them: the `issues`
 * of a 400 error body.
 */
export function fieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));
}

/** The message of the first issue of a failed parse: the one a form shows. */
export function firstMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * Parses `input` with `schema` and answers with the cleaned value or the first issue.
 * @example validateWith(ZTeamName, '   ') // { ok: false, message: 'Team name is required' }
 */
export function validateWith<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
): ValidationResult<z.output<S>> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue ? pathOf(issue) : '';
  const message = firstMessage(parsed.error);
  return field === '' ? { ok: false, message } : { ok: false, message, field };
}
