import type { Pagination } from '@lineup-lab/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager, TabError, TableFrame } from './AdminTable.js';
import { type AdminMessageKey, adminErrorMessage } from './admin-view.js';
import { goToPage, rowsLabel } from './table-query.js';

/** What a server-paged admin list answers besides its rows. */
interface PagedAnswer {
  total: number;
  pagination: Pagination;
}

/**
 * A server-paged admin table (Users, Lineups, Audit): the tab's error with Retry, 'Loading…', then
 * 'Showing X–Y of N', the table in its scrolling frame (`head` its header cells, a row saying
 * `empty` when the page has none) and Previous / Next, which ask the server for another page.
 */
export function PagedResults<Q extends { page: number; limit: number }, A extends PagedAnswer, R>({
  result,
  rowsOf,
  query,
  onQuery,
  label,
  messageKey,
  loading,
  empty,
  columns,
  head,
  row,
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
  columns: number;
  head: ReactNode;
  row: (row: R) => ReactNode;
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
            {rowsLabel(query.page, query.limit, rows.length, answer.total)}
            {result.isPlaceholderData && ' · Loading…'}
          </p>
          <TableFrame label={label}>
            <table className="admin-table">
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={columns} className="muted">
                      {empty}
                    </td>
                  </tr>
                )}
                {rows.map(row)}
              </tbody>
            </table>
          </TableFrame>
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
