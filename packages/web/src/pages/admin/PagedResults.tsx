import type { Pagination } from '@lineup-lab/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager, TabError } from './AdminTable.js';
import { type AdminMessageKey, adminErrorMessage } from './admin-view.js';
import { type AdminColumns, DataTable, type ServerSorting } from './DataTable.js';
import { goToPage, rowsLabel } from './table-query.js';

/** What a server-paged admin list answers besides its rows. */
interface PagedAnswer {
  total: number;
  pagination: Pagination;
}

/**
 * A server-paged admin table (Users, Lineups, Audit, Messages): the tab's error with Retry,
 * 'Loading…', then 'Showing X–Y of N', the table drawn from its `columns` (a row saying `empty`
 * when the page has none) and Previous / Next, which ask the server for another page.
 */
export function PagedResults<
  Q extends { page: number; limit: number },
  A extends PagedAnswer,
  R,
  S extends string = never,
>({
  result,
  rowsOf,
  query,
  onQuery,
  label,
  messageKey,
  loading,
  ...table
}: {
  result: UseQueryResult<A>;
  rowsOf: (answer: A) => readonly R[];
  query: Q;
  onQuery: (query: Q) => void;
  /** The table's name ('Users'); its pager is '{label} pages'. */
  label: string;
  messageKey: AdminMessageKey;
  loading: string;
  empty: string;
  columns: AdminColumns<R>;
  rowId: (row: R) => string;
  rowClass?: (row: R) => string | undefined;
  sorting?: ServerSorting<S>;
}) {
  const answer = result.data;
  const rows = answer ? rowsOf(answer) : [];
  return (
    <>
      {result.isError && (
        <TabError
          message={adminErrorMessage(result.error, messageKey)}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
      )}
      {result.isPending && <p role="status">{loading}</p>}
      {answer && (
        <>
          <p className="muted admin-rows" role="status">
            {rowsLabel({ page: query.page, limit: query.limit, shown: rows.length, total: answer.total })}
            {result.isPlaceholderData && ' · Loading…'}
          </p>
          <DataTable label={label} rows={rows} {...table} />
          <Pager
            label={`${label} pages`}
            pagination={answer.pagination}
            busy={result.isPlaceholderData}
            onPage={(page) => onQuery(goToPage(query, page, answer.pagination.total_pages))}
          />
        </>
      )}
    </>
  );
}
