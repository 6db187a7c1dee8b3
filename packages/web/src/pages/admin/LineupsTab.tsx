import {
  ADMIN_LISTS,
  type AdminLineup,
  type AdminLineupSort,
  type AdminLineupsQuery,
  formatPoints,
} from '@lineup-lab/core';
import { useMemo } from 'react';
import { SearchField, SelectField, sizeOptions, When } from './AdminTable.js';
import { type DateOptions, formatDay, isOrphaned } from './admin-view.js';
import type { AdminColumns } from './DataTable.js';
import { PagedResults } from './PagedResults.js';
import { useAdminLineups } from './queries.js';
import { filterBy, sortBy } from './table-query.js';
import { useSearch } from './use-search.js';

const PAGE_SIZES = sizeOptions(ADMIN_LISTS.pageSizes);

/** The lineups' columns; name, owner, total points and created date sort on the server. */
function lineupColumns(dates: DateOptions | undefined): AdminColumns<AdminLineup> {
  return [
    {
      id: 'name' satisfies AdminLineupSort,
      header: 'Name',
      enableSorting: true,
      meta: { rowHeader: true },
      cell: ({ row }) => row.original.name,
    },
    {
      id: 'user' satisfies AdminLineupSort,
      header: 'Owner',
      enableSorting: true,
      cell: ({ row: { original: lineup } }) =>
        isOrphaned(lineup) ? (
          <span className="badge badge-warn" title="The owner's account no longer exists">
            ORPHANED
          </span>
        ) : (
          lineup.user
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: lineup } }) => (
        <span className={lineup.isActive ? 'badge badge-active' : 'badge badge-free'}>
          {lineup.isActive ? 'Active' : 'Inactive'}
        </span>
      ),
    },
    {
      id: 'weekCreated',
      header: 'Week created',
      meta: { numeric: true },
      cell: ({ row }) => row.original.weekCreated ?? '—',
    },
    {
      id: 'totalPoints' satisfies AdminLineupSort,
      header: 'Total points',
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => formatPoints(row.original.totalPoints),
    },
    {
      id: 'bench',
      header: 'Bench',
      cell: ({ row: { original: lineup } }) => (
        <>
          {lineup.benchCount}
          {!lineup.isComplete && (
            <>
              {' '}
              <span className="badge badge-warn" title="Not every starting slot is filled">
                Incomplete
              </span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'createdAt' satisfies AdminLineupSort,
      header: 'Created',
      enableSorting: true,
      cell: ({ row: { original: lineup } }) => (
        <When iso={lineup.createdAt} text={formatDay(lineup.createdAt, dates)} />
      ),
    },
  ];
}

/**
 * The Lineups tab (spec §2): every team's lineup, searched, sorted and paged by the server: name,
 * owner (ORPHANED flagged), active or inactive, week created, total points to 1 decimal, bench
 * count with an Incomplete warning, created date.
 */
export function LineupsTab({
  query,
  onQuery,
  dates,
}: {
  query: AdminLineupsQuery;
  onQuery: (query: AdminLineupsQuery) => void;
  dates?: DateOptions;
}) {
  const lineups = useAdminLineups(query);
  const [text, setText] = useSearch(query.search, (search) => onQuery(filterBy(query, { search })));
  const columns = useMemo(() => lineupColumns(dates), [dates]);

  return (
    <div className="admin-tab">
      <div className="admin-filters">
        <SearchField label="Search lineups" value={text} onChange={setText} placeholder="Team or owner" />
        <SelectField
          label="Per page"
          value={query.limit}
          options={PAGE_SIZES}
          onChange={(limit) => onQuery(filterBy(query, { limit }))}
        />
      </div>
      <PagedResults
        result={lineups}
        rowsOf={(answer) => answer.lineups}
        query={query}
        onQuery={onQuery}
        label="Lineups"
        messageKey="lineups"
        loading="Loading lineups…"
        empty="No lineups match."
        columns={columns}
        rowId={(lineup) => lineup.id}
        sorting={{ state: query, onSort: (column: AdminLineupSort) => onQuery(sortBy(query, column)) }}
      />
    </div>
  );
}
