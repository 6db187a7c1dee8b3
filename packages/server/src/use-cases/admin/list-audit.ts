import type { AdminAuditQuery, AdminAuditResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Filter } from '../../ports/store.js';
import type { AuditRecord } from '../../records/audit-record.js';
import type { ServiceContext } from '../service-context.js';
import { paginationOf } from './admin-table.js';

/**
 * `GET /api/admin/audit` (admin): the audit log's entries (`action` alone when named), newest first
 * (by `at`, then by the order they were written), page `page` of `limit` — the store sorts, skips and
 * limits, so a long log is never read whole. `total` is how many match. The actor's subject is kept
 * in the store and not answered.
 */
export async function listAudit(ctx: ServiceContext, query: AdminAuditQuery): Promise<AdminAuditResponse> {
  const log = COLLECTIONS.adminAudit.of(ctx.store);
  const filter: Filter<AuditRecord> = query.action ? { action: query.action } : {};
  const [total, records] = await Promise.all([
    log.countDocuments(filter),
    log.find(filter, {
      sort: { at: -1, seq: -1 },
      skip: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
  ]);
  return {
    entries: records.map((record) => ({
      id: record._id,
      at: record.at,
      action: record.action,
      actor: record.actor,
      target: record.target,
      detail: record.detail,
    })),
    total,
    pagination: paginationOf(total, query),
  };
}
