import type { AuditAction } from '@lineup-lab/core';

/**
 * An entry of the audit log as stored (collection `admin_audit`), written once and never changed
 * (`recordAudit`). `actor` is who did it as people read it (the administrator's email, or the name
 * of a server job such as 'lineup-server data import'); `actorSub` the identity subject behind it
 * (`null` for a server job). `seq` orders entries written at the same `at` (a pinned clock, or the
 * same millisecond): the wall-clock time of the write, in milliseconds with a fraction, rising within
 * a process.
 */
export interface AuditRecord {
  _id: string;
  at: string;
  seq: number;
  action: AuditAction;
  actor: string;
  actorSub: string | null;
  target: string;
  detail: string;
}
