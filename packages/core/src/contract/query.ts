import { VALIDATION_MESSAGES as M } from '../validation/messages.js';
import { z } from '../zod.js';
import { ZWeek } from './entities.js';

/** An empty query value (`?limit=`) reads as absent, so the default applies instead of `Number('')`, 0. */
const emptyToAbsent = z.pipe(
  z.literal(''),
  z.transform(() => undefined),
);

/**
 * A number in a query string: the text is coerced with `z.coerce.number`, an empty value counts as
 * absent, and the result is checked by `schema` (which may carry a default). Anything that is not a
 * number gives `message`. The input type is `number | string`, so the SDK may pass either.
 * @example queryNumber('Bad page', z._default(z.number().check(z.int(), z.gte(1)), 1)).parse('3') // 3
 */
export function queryNumber<T extends z.core.$ZodType<unknown, number | undefined>>(
  message: string,
  schema: T,
) {
  const text = z.union([emptyToAbsent, z.coerce.number<number | string>({ error: message })], {
    error: message,
  });
  return z.pipe(z.optional(text), schema);
}

/**
 * A regular-season week (1–18) read from a query string; `undefined` when absent (or empty), for
 * the server to take the week users plan for from the season clock.
 */
export const ZWeekQuery = queryNumber(M.weekInvalid, z.optional(ZWeek));
