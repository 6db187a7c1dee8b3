import { ADMIN_LISTS, type AdminLineupSort, type AdminLineupsQuery, formatPoints } from '@lineup-lab/core';
import { SearchField, SelectField, SortableHeader, sizeOptions, When } from './AdminTable.js';
import { type DateOptions, formatDay, isOrphaned } from './admin-view.js';
import { PagedResults } from './PagedResults.js';
import { useAdminLineups } from './queries.js';
import { filterBy, sortBy } from './table-query.js';
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
        columns={7}
        head={
          <>
            <SortableHeader column="name" label="Name" {...header} />
            <SortableHeader column="user" label="Owner" {...header} />
            <th scope="col">Status</th>
            <th scope="col" className="numeric">
              Week created
            </th>
            <SortableHeader column="totalPoints" label="Total points" numeric {...header} />
            <th scope="col">Bench</th>
            <SortableHeader column="createdAt" label="Created" {...header} />
          </>
        }
        row={(lineup) => (
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
            <td className="numeric">{formatPoints(lineup.totalPoints)}</td>
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
        )}
      />
    </div>
  );
}
