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

/**
 * A regular-season week (1–18) read from a path segment (`/week/:week`): the same rule and message
 * as `ZWeekQuery`, but required. The SDK may pass a number or its text.
 */
export const ZWeekParam = queryNumber(M.weekInvalid, ZWeek);

/** Sort orders of the admin tables. */
const SORT_ORDERS = ['asc', 'desc'] as const;
export const ZSortOrder = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof ZSortOrder>;

const SEARCH_MESSAGE = 'Search must be at most 100 characters';

/** A table's search text: trimmed, at most 100 characters, `''` (no search) when absent. */
export const ZSearchQuery = z._default(z.string().check(z.trim(), z.maxLength(100, SEARCH_MESSAGE)), '');

const PAGE_MESSAGE = 'page must be a whole number from 1';

/** A page number from a query string: a whole number from 1, `fallback` when absent. */
function pageQuery(fallback: number) {
  return queryNumber(
    PAGE_MESSAGE,
    z._default(z.number().check(z.int(PAGE_MESSAGE), z.gte(1, PAGE_MESSAGE)), fallback),
  );
}

/** A page size from a query string: one of `sizes`, `fallback` when absent. */
function pageSizeQuery<const S extends readonly [number, ...number[]]>(sizes: S, fallback: S[number]) {
  const message = `limit must be one of ${sizes.join(', ')}`;
  return queryNumber(message, z._default(z.literal(sizes, { error: message }), fallback));
}

/**
 * The `limit` and `page` of a paged list's query, from its page sizes and defaults (spread into the
 * list's query object).
 * @example z.object({ ...pagingQuery(ADMIN_LISTS), sort: … }) // limit 10|20|50|100 (50), page ≥ 1 (1)
 */
export function pagingQuery<const S extends readonly [number, ...number[]]>(table: {
  pageSizes: S;
  defaults: { limit: S[number]; page: number };
}) {
  return {
    limit: pageSizeQuery(table.pageSizes, table.defaults.limit),
    page: pageQuery(table.defaults.page),
  };
}

const pageNumber = z.number().check(z.int(), z.gte(1));

/**
 * Where a page stands in a paged answer: the page asked for, of `total_pages` (at least 1, so an
 * empty list is page 1 of 1). A page past the last answers no rows.
 */
export const ZPagination = z.lazy(() => z.object({ current_page: pageNumber, total_pages: pageNumber }));
export type Pagination = z.infer<typeof ZPagination>;
