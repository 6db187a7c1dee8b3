import { ADMIN_LISTS, type AdminAuditQuery, AUDIT_ACTIONS, type AuditAction } from '@lineup-lab/core';
import { SelectField, sizeOptions, When } from './AdminTable.js';
import { AUDIT_ACTION_LABELS, type DateOptions, formatDateTime } from './admin-view.js';
import { PagedResults } from './PagedResults.js';
import { useAdminAudit } from './queries.js';
import { filterBy } from './table-query.js';

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
      <PagedResults
        result={audit}
        rowsOf={(answer) => answer.entries}
        query={query}
        onQuery={onQuery}
        label="Audit log"
        messageKey="audit"
        loading="Loading the audit log…"
        empty="Nothing recorded yet."
        columns={5}
        head={
          <>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">By</th>
            <th scope="col">Target</th>
            <th scope="col">Detail</th>
          </>
        }
        row={(entry) => (
          <tr key={entry.id}>
            <td>
              <When iso={entry.at} text={formatDateTime(entry.at, dates)} />
            </td>
            <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
            <td>{entry.actor}</td>
            <td className="cell-id">{entry.target}</td>
            <td className="cell-detail">{entry.detail}</td>
          </tr>
        )}
      />
    </div>
  );
}
