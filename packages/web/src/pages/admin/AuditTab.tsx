import { ADMIN_LISTS, type AdminAuditQuery, AUDIT_ACTIONS, type AuditAction } from '@lineup-lab/core';
import { Pager, SelectField, sizeOptions, TabError, TableFrame, When } from './AdminTable.js';
import { AUDIT_ACTION_LABELS, adminErrorMessage, type DateOptions, formatDateTime } from './admin-view.js';
import { useAdminAudit } from './queries.js';
import { filterBy, goToPage, rowsLabel } from './table-query.js';

const ACTIONS: { value: AuditAction | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const PAGE_SIZES = sizeOptions(ADMIN_LISTS.pageSizes);

/**
 * The Audit tab (ours, beyond the spec): the administrator's audit trail — exempt grants and
 * revocations, unlocks, injury edits and imports — newest first, paged by the server, with a filter
 * by action.
 */
export function AuditTab({
  query,
  onQuery,
  dates,
}: {
  query: AdminAuditQuery;
  onQuery: (query: AdminAuditQuery) => void;
  dates?: DateOptions;
}) {
  const audit = useAdminAudit(query);
  const data = audit.data;
  return (
    <div className="admin-tab">
      <div className="admin-filters">
        <SelectField
          label="Action"
          value={query.action ?? 'ALL'}
          options={ACTIONS}
          onChange={(action) => {
            const { action: _previous, ...rest } = query;
            onQuery(filterBy<AdminAuditQuery>(rest, action === 'ALL' ? {} : { action }));
          }}
        />
        <SelectField
          label="Per page"
          value={query.limit}
          options={PAGE_SIZES}
          onChange={(limit) => onQuery(filterBy(query, { limit }))}
        />
      </div>
      {audit.isError && (
        <TabError
          message={adminErrorMessage(audit.error, 'audit')}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      )}
      {audit.isPending && <p role="status">Loading the audit log…</p>}
      {data && (
        <>
          <p className="muted admin-rows" role="status">
            {rowsLabel(query.page, query.limit, data.entries.length, data.total)}
            {audit.isPlaceholderData && ' · Loading…'}
          </p>
          <TableFrame label="Audit log">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Action</th>
                  <th scope="col">By</th>
                  <th scope="col">Target</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.length === 0 && (
                  <tr>
                    <td colSpan={5} className="muted">
                      Nothing recorded yet.
                    </td>
                  </tr>
                )}
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <When iso={entry.at} text={formatDateTime(entry.at, dates)} />
                    </td>
                    <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
                    <td>{entry.actor}</td>
                    <td className="cell-id">{entry.target}</td>
                    <td className="cell-detail">{entry.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pager
            label="Audit log pages"
            pagination={data.pagination}
            busy={audit.isPlaceholderData}
            onPage={(page) => onQuery(goToPage(query, page, data.pagination.total_pages))}
          />
        </>
      )}
    </div>
  );
}
