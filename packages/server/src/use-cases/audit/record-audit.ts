import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';

/** What happened, by whom, to what: one entry of the audit log. */
export interface AuditInput {
  action: AuditAction;
  /** Who did it, as the log shows it: the administrator's email, or a server job's name. */
  actor: string;
  /** The identity subject of the actor; `null` for a server job. */
  actorSub: string | null;
  /** What it was done to: a user's id, a player's id, a season and week. */
  target: string;
  /** One line saying what changed. */
  detail: string;
}

let lastSeq = 0;
/** The wall clock in milliseconds with a fraction, strictly rising within this process. */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 0.001, performance.timeOrigin + performance.now());
  return lastSeq;
}

/**
 * Appends an entry to the audit log (collection `admin_audit`) at the service clock's now. Entries
 * are never changed or deleted; `GET /api/admin/audit` lists them newest first. Takes any context
 * with a store and a clock (a `ServiceContext`, or a command's own).
 * @example
 * await recordAudit(ctx, {
 *   action: 'injury.import',
 *   actor: 'lineup-server data import',
 *   actorSub: null,
 *   target: '2025 week 3',
 *   detail: '412 injury reports imported',
 * });
 */
export async function recordAudit(
  ctx: Pick<ServiceContext, 'store' | 'clock'>,
  entry: AuditInput,
): Promise<void> {
  await COLLECTIONS.adminAudit.of(ctx.store).insertOne({
    _id: randomUUID(),
    at: ctx.clock.now().toISOString(),
    seq: nextSeq(),
    ...entry,
  });
}
