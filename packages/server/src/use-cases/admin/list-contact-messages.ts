import type { AdminContactMessagesQuery, AdminContactMessagesResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Filter, FindOptions } from '../../ports/store.js';
import type { ContactMessageRecord } from '../../records/contact-message-record.js';
import type { ServiceContext } from '../service-context.js';
import { paginationOf } from './admin-table.js';

/** The messages `filter` keeps: a message stored before priority support existed is a standard one. */
const FILTERS: Record<AdminContactMessagesQuery['filter'], Filter<ContactMessageRecord>> = {
  all: {},
  priority: { priority: true },
  standard: { priority: { $ne: true } },
};

/**
 * Priority first (`true` sorts above `false` and absent in both stores; the absent ones are all
 * older than the rest, so the standard ones stay newest first), then newest first.
 */
const SORTS: Record<AdminContactMessagesQuery['sort'], FindOptions<ContactMessageRecord>['sort']> = {
  priority: { priority: -1, receivedAt: -1, _id: 1 },
  newest: { receivedAt: -1, _id: 1 },
};

/**
 * `GET /api/admin/contact-messages` (admin): the messages sent to support, of the kind `filter`
 * names, priority ones first unless `sort` is `newest`, page `page` of `limit` — the store sorts,
 * skips and limits. `total` is how many match, `priorityTotal` how many priority messages there are.
 */
export async function listContactMessages(
  ctx: ServiceContext,
  query: AdminContactMessagesQuery,
): Promise<AdminContactMessagesResponse> {
  const messages = COLLECTIONS.contactMessages.of(ctx.store);
  const filter = FILTERS[query.filter];
  const [total, priorityTotal, records] = await Promise.all([
    messages.countDocuments(filter),
    messages.countDocuments(FILTERS.priority),
    messages.find(filter, {
      sort: SORTS[query.sort],
      skip: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
  ]);
  return {
    messages: records.map((record) => ({
      id: record._id,
      receivedAt: record.receivedAt,
      priority: record.priority === true,
      name: record.name,
      email: record.email,
      subject: record.subject,
      message: record.message,
      userId: record.userId,
      mailError: record.mailError ?? null,
    })),
    total,
    priorityTotal,
    pagination: paginationOf(total, query),
  };
}
