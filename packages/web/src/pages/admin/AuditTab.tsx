import {
  ADMIN_LISTS,
  type AdminAuditQuery,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '@lineup-lab/core';
import { useMemo } from 'react';
import { SelectField, sizeOptions, When } from './AdminTable.js';
import { AUDIT_ACTION_LABELS, type DateOptions, formatDateTime } from './admin-view.js';
import type { AdminColumns } from './DataTable.js';
import { PagedResults } from './PagedResults.js';
import { useAdminAudit } from './queries.js';
import { filterBy } from './table-query.js';

const ACTIONS: { value: AuditAction | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const PAGE_SIZES = sizeOptions(ADMIN_LISTS.pageSizes);

/** The audit log's columns: when, what, who, to whom, and the detail. */
function auditColumns(dates: DateOptions | undefined): AdminColumns<AuditEntry> {
  return [
    {
      id: 'at',
      header: 'When',
      cell: ({ row: { original: entry } }) => <When iso={entry.at} text={formatDateTime(entry.at, dates)} />,
    },
    { id: 'action', header: 'Action', cell: ({ row }) => AUDIT_ACTION_LABELS[row.original.action] },
    { id: 'actor', header: 'By', cell: ({ row }) => row.original.actor },
    {
      id: 'target',
      header: 'Target',
      meta: { cellClass: 'cell-id' },
      cell: ({ row }) => row.original.target,
    },
    {
      id: 'detail',
      header: 'Detail',
      meta: { cellClass: 'cell-detail' },
      cell: ({ row }) => row.original.detail,
    },
  ];
}

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
  const columns = useMemo(() => auditColumns(dates), [dates]);
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
        columns={columns}
        rowId={(entry) => entry.id}
      />
    </div>
  );
}
