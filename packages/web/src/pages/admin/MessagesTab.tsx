import {
  ADMIN_LISTS,
  type AdminContactMessagesQuery,
  CONTACT_MESSAGE_FILTERS,
  CONTACT_MESSAGE_SORTS,
  type ContactMessageFilter,
  type ContactMessageSort,
} from '@lineup-lab/core';
import { SelectField, sizeOptions, When } from './AdminTable.js';
import { type DateOptions, formatDateTime } from './admin-view.js';
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
        columns={5}
        head={
          <>
            <th scope="col">Received</th>
            <th scope="col">Priority</th>
            <th scope="col">From</th>
            <th scope="col">Subject</th>
            <th scope="col">Message</th>
          </>
        }
        row={(message) => (
          <tr key={message.id} className={message.priority ? 'row-priority' : undefined}>
            <td>
              <When iso={message.receivedAt} text={formatDateTime(message.receivedAt, dates)} />
            </td>
            <td>{message.priority ? <span className="badge badge-priority">Priority</span> : 'Standard'}</td>
            <td>
              {message.name}
              <br />
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </td>
            <td>{message.subject}</td>
            <td className="cell-detail">
              {message.message}
              {message.mailError && (
                <span className="muted"> (not mailed to support: {message.mailError})</span>
              )}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
