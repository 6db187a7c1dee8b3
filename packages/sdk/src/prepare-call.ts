import { type ApiRoute, type FieldIssue, fieldIssues, routePath } from '@lineup-lab/core';
import { z } from 'zod/mini';
import { ValidationError } from './errors.js';
import type { ApiRequest } from './request.js';

/** A call's input as the generic core sees it, before it is checked. */
export interface UncheckedInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Parses `value` with `schema`, adding any problems to `issues`. */
function check(schema: z.core.$ZodType | undefined, value: unknown, issues: FieldIssue[]): unknown {
  if (schema === undefined) return undefined;
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  issues.push(...fieldIssues(parsed.error));
  return undefined;
}

/**
 * The fields of a parsed params object as text: what `routePath` fills the template with (a week
 * parsed to a number is sent as its digits).
 */
function stringFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') fields[key] = field;
    else if (typeof field === 'number' && Number.isFinite(field)) fields[key] = String(field);
  }
  return fields;
}

function asQuery(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : undefined;
}

/**
 * Checks a call's input against its route before anything is sent, and builds the HTTP exchange.
 * Path parameters are sent as parsed (trimmed), URI-encoded by core's `routePath`; the query and
 * body are sent as given (an absent body as `{}`), so the server applies its own defaults and normalisation (a transform's
 * output need not be valid input again). A refused input throws a `ValidationError` with no
 * `status`, the first problem's message (the spec's wording, from core's schemas) and every issue.
 */
export function prepareCall(route: ApiRoute, input: UncheckedInput): ApiRequest {
  const issues: FieldIssue[] = [];
  const body = route.body === undefined ? undefined : (input.body ?? {});
  const params = check(route.params, input.params ?? {}, issues);
  check(route.query, input.query ?? {}, issues);
  check(route.body, body, issues);
  const [first] = issues;
  if (first !== undefined) {
    const refusal = { code: 'VALIDATION_FAILED', message: first.message, issues } as const;
    throw new ValidationError({ ...refusal, body: refusal });
  }
  return {
    method: route.method,
    path: routePath(route.path, stringFields(params)),
    query: route.query === undefined ? undefined : asQuery(input.query),
    body,
    responseType: route.responseType,
    schema: route.response,
  };
}
