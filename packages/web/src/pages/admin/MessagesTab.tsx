import {
  ADMIN_LISTS,
  type AdminContactMessagesQuery,
  type AdminContactMessagesResponse,
  CONTACT_MESSAGE_FILTERS,
  CONTACT_MESSAGE_SORTS,
  type ContactMessageFilter,
  type ContactMessageSort,
} from '@lineup-lab/core';
import { useMemo } from 'react';
import { SelectField, sizeOptions, When } from './AdminTable.js';
import { type DateOptions, formatDateTime } from './admin-view.js';
import type { AdminColumns } from './DataTable.js';
import { PagedResults } from './PagedResults.js';
import { useContactMessages } from './queries.js';
import { filterBy } from './table-query.js';

const SORT_LABELS: Record<ContactMessageSort, string> = {
  priority: 'Priority first',
  newest: 'Newest first',
};
const FILTER_LABELS: Record<ContactMessageFilter, string> = {
  all: 'All messages',
  priority: 'Priority only',
  standard: 'Standard only',
};
const SORTS = CONTACT_MESSAGE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const FILTERS = CONTACT_MESSAGE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));
const PAGE_SIZES = sizeOptions(ADMIN_LISTS.pageSizes);

type ContactMessage = AdminContactMessagesResponse['messages'][number];

/** The messages' columns: received, priority, sender (a mailto link), subject and the message. */
function messageColumns(dates: DateOptions | undefined): AdminColumns<ContactMessage> {
  return [
    {
      id: 'receivedAt',
      header: 'Received',
      cell: ({ row: { original: message } }) => (
        <When iso={message.receivedAt} text={formatDateTime(message.receivedAt, dates)} />
      ),
    },
    {
      id: 'priority',
      header: 'Priority',
      cell: ({ row }) =>
        row.original.priority ? <span className="badge badge-priority">Priority</span> : 'Standard',
    },
    {
      id: 'from',
      header: 'From',
      cell: ({ row: { original: message } }) => (
        <>
          {message.name}
          <br />
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </>
      ),
    },
    { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject },
    {
      id: 'message',
      header: 'Message',
      meta: { cellClass: 'cell-detail' },
      cell: ({ row: { original: message } }) => (
        <>
          {message.message}
          {message.mailError && <span className="muted"> (not mailed to support: {message.mailError})</span>}
        </>
      ),
    },
  ];
}

/**
 * The Messages tab (ours, beyond the spec): what was sent through the contact form, priority
 * messages (Pro and exempt senders: priority support) marked and listed first unless sorted by
 * date, with a filter by kind; paged by the server. Reply by mail: each sender's address is a link.
 */
export function MessagesTab({
  query,
  onQuery,
  dates,
}: {
  query: AdminContactMessagesQuery;
  onQuery: (query: AdminContactMessagesQuery) => void;
  dates?: DateOptions;
}) {
  const messages = useContactMessages(query);
  const columns = useMemo(() => messageColumns(dates), [dates]);
  return (
    <div className="admin-tab">
      {messages.data && (
        <p className="muted">
          {messages.data.priorityTotal.toLocaleString('en-US')} priority{' '}
          {messages.data.priorityTotal === 1 ? 'message' : 'messages'} (Pro and exempt users)
        </p>
      )}
      <div className="admin-filters">
        <SelectField
          label="Show"
          value={query.filter}
          options={FILTERS}
          onChange={(filter) => onQuery(filterBy(query, { filter }))}
        />
        <SelectField
          label="Order"
          value={query.sort}
          options={SORTS}
          onChange={(sort) => onQuery(filterBy(query, { sort }))}
        />
        <SelectField
          label="Per page"
          value={query.limit}
          options={PAGE_SIZES}
          onChange={(limit) => onQuery(filterBy(query, { limit }))}
        />
      </div>
      <PagedResults
        result={messages}
        rowsOf={(answer) => answer.messages}
        query={query}
        onQuery={onQuery}
        label="Support messages"
        messageKey="messages"
        loading="Loading messages…"
        empty="No messages yet."
        columns={columns}
        rowId={(message) => message.id}
        rowClass={(message) => (message.priority ? 'row-priority' : undefined)}
      />
    </div>
  );
}
