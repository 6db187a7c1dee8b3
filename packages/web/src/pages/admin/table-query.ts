import type { Pagination, SortOrder } from '@lineup-lab/core';

/**
 * The state of the admin's server-sorted and server-paged tables (Users, Lineups, Weekly ML,
 * Audit, and Players, which is sorted but not paged): which column, which way, which page. Every
 * table is sorted and paged by the server; the browser never sorts rows itself.
 */
export interface SortState<S extends string> {
  sort: S;
  order: SortOrder;
}

/**
 * The sort after a click on `column`'s header (spec §2): a column not sorted by yet sorts
 * descending first; clicking the sorted column again toggles descending ↔ ascending.
 */
export function nextSort<S extends string>(current: SortState<S>, column: S): SortState<S> {
  if (current.sort !== column) return { sort: column, order: 'desc' };
  return { sort: column, order: current.order === 'desc' ? 'asc' : 'desc' };
}

/** A paged table's query after a click on `column`'s header: the new sort, back on page 1. */
export function sortBy<Q extends SortState<string> & { page: number }>(query: Q, column: Q['sort']): Q {
  return { ...query, ...nextSort(query, column), page: 1 };
}

/** A paged table's query after a filter changed (search, position, page size …): back on page 1. */
export function filterBy<Q extends { page: number }>(query: Q, change: Partial<Omit<Q, 'page'>>): Q {
  return { ...query, ...change, page: 1 };
}

/** A paged table's query on `page`, kept within 1 … `totalPages`. */
export function goToPage<Q extends { page: number }>(query: Q, page: number, totalPages: number): Q {
  return { ...query, page: Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages)) };
}

/** A column header's `aria-sort`: which way the table is sorted by it (TanStack Table's `getIsSorted()`), or 'none'. */
export function ariaSort(direction: SortOrder | false): 'ascending' | 'descending' | 'none' {
  if (direction === false) return 'none';
  return direction === 'asc' ? 'ascending' : 'descending';
}

/** 'Page 2 of 7' (spec §2). */
export function pageLabel(pagination: Pagination): string {
  return `Page ${pagination.current_page} of ${pagination.total_pages}`;
}

/** Which rows a page holds, for the line under a table: 'Showing 51–100 of 312'. */
export function rowsLabel({
  page,
  limit,
  shown,
  total,
}: {
  page: number;
  limit: number;
  /** The rows on this page. */
  shown: number;
  /** The rows on every page. */
  total: number;
}): string {
  if (shown === 0) return `Showing 0 of ${total.toLocaleString('en-US')}`;
  const first = (page - 1) * limit + 1;
  return `Showing ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
