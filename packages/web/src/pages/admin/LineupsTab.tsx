import { ADMIN_LISTS, type AdminLineupSort, type AdminLineupsQuery } from '@lineup-lab/core';
import {
  Pager,
  SearchField,
  SelectField,
  SortableHeader,
  sizeOptions,
  TabError,
  TableFrame,
  When,
} from './AdminTable.js';
import { adminErrorMessage, type DateOptions, formatDay, isOrphaned, totalPointsText } from './admin-view.js';
import { useAdminLineups } from './queries.js';
import { filterBy, goToPage, rowsLabel, sortBy } from './table-query.js';
import { useSearch } from './use-search.js';

const PAGE_SIZES = sizeOptions(ADMIN_LISTS.pageSizes);

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
  const header = { state: query, onSort: (column: AdminLineupSort) => onQuery(sortBy(query, column)) };
  const data = lineups.data;

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
      {lineups.isError && (
        <TabError
          message={adminErrorMessage(lineups.error, 'lineups')}
          onRetry={() => void lineups.refetch()}
          retrying={lineups.isFetching}
        />
      )}
      {lineups.isPending && <p role="status">Loading lineups…</p>}
      {data && (
        <>
          <p className="muted admin-rows" role="status">
            {rowsLabel(query.page, query.limit, data.lineups.length, data.total)}
            {lineups.isPlaceholderData && ' · Loading…'}
          </p>
          <TableFrame label="Lineups">
            <table className="admin-table">
              <thead>
                <tr>
                  <SortableHeader column="name" label="Name" {...header} />
                  <SortableHeader column="user" label="Owner" {...header} />
                  <th scope="col">Status</th>
                  <th scope="col" className="numeric">
                    Week created
                  </th>
                  <SortableHeader column="totalPoints" label="Total points" numeric {...header} />
                  <th scope="col">Bench</th>
                  <SortableHeader column="createdAt" label="Created" {...header} />
                </tr>
              </thead>
              <tbody>
                {data.lineups.length === 0 && (
                  <tr>
                    <td colSpan={7} className="muted">
                      No lineups match.
                    </td>
                  </tr>
                )}
                {data.lineups.map((lineup) => (
                  <tr key={lineup.id}>
                    <th scope="row" className="cell-name">
                      {lineup.name}
                    </th>
                    <td>
                      {isOrphaned(lineup) ? (
                        <span className="badge badge-warn" title="The owner's account no longer exists">
                          ORPHANED
                        </span>
                      ) : (
                        lineup.user
                      )}
                    </td>
                    <td>
                      <span className={lineup.isActive ? 'badge badge-active' : 'badge badge-free'}>
                        {lineup.isActive ? 'Active' : 'Inactive'}
                      </span>
                    </td>
                    <td className="numeric">{lineup.weekCreated ?? '—'}</td>
                    <td className="numeric">{totalPointsText(lineup.totalPoints)}</td>
                    <td>
                      {lineup.benchCount}
                      {!lineup.isComplete && (
                        <>
                          {' '}
                          <span className="badge badge-warn" title="Not every starting slot is filled">
                            Incomplete
                          </span>
                        </>
                      )}
                    </td>
                    <td>
                      <When iso={lineup.createdAt} text={formatDay(lineup.createdAt, dates)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pager
            label="Lineups pages"
            pagination={data.pagination}
            busy={lineups.isPlaceholderData}
            onPage={(page) => onQuery(goToPage(query, page, data.pagination.total_pages))}
          />
        </>
      )}
    </div>
  );
}
