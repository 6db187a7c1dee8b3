import { ADMIN_LISTS } from '../constants.js';
import { z } from '../zod.js';
import { pagingQuery, ZPagination } from './query.js';

/**
 * What the audit log records (collection `admin_audit`, one entry per change):
 * - `injury.update`: an injury report edited (by the administrator, or the data sync);
 * - `injury.import`: injury reports imported from the NFL data;
 * - `user.exempt` / `user.unexempt`: exempt access granted or revoked by the administrator;
 * - `user.unlock`: a user's sign-in lock and failed attempts cleared by the administrator;
 * - `billing.duplicate_refunded`: a second subscription paid in a race (two checkouts at once, or
 *   one beside a Season Pass) ended and refunded by the server;
 * - `billing.renewal_stopped`: a subscription set not to renew because a Season Pass bought after
 *   it holds Pro.
 */
export const AUDIT_ACTIONS = [
  'injury.update',
  'injury.import',
  'user.exempt',
  'user.unexempt',
  'user.unlock',
  'billing.duplicate_refunded',
  'billing.renewal_stopped',
] as const;
const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof ZAuditAction>;

/**
 * One entry of the audit log: when (`at`), what (`action`), who did it (`actor`: the
 * administrator's email, or a name such as 'lineup-server data import' for the server's own jobs),
 * what it was done to (`target`: a user's or player's id) and a line saying what changed (`detail`).
 */
export const ZAuditEntry = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    at: z.iso.datetime({ offset: true }),
    action: ZAuditAction,
    actor: z.string(),
    target: z.string(),
    detail: z.string(),
  }),
);
export type AuditEntry = z.infer<typeof ZAuditEntry>;

/**
 * `GET /api/admin/audit` (admin) query: `limit` 10/20/50/100 (default 50), `page` from 1 (default
 * 1), and `action` to keep one kind of entry only (absent: every kind).
 */
export const ZAdminAuditQuery = z.lazy(() =>
  z.object({
    ...pagingQuery(ADMIN_LISTS),
    action: z.optional(ZAuditAction),
  }),
);
export type AdminAuditQuery = z.infer<typeof ZAdminAuditQuery>;
export type AdminAuditQueryInput = z.input<typeof ZAdminAuditQuery>;

/**
 * `GET /api/admin/audit` (admin) response: the requested page of entries, newest first, `total` the
 * entries matching the filter, and the page X of Y.
 */
export const ZAdminAuditResponse = z.lazy(() =>
  z.object({
    entries: z.array(ZAuditEntry),
    total: z.number().check(z.int(), z.nonnegative()),
    pagination: ZPagination,
  }),
);
export type AdminAuditResponse = z.infer<typeof ZAdminAuditResponse>;
