import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, ZAdminAuditQuery, ZAdminAuditResponse, ZAuditEntry } from './audit.js';

const entry = {
  id: 'a1',
  at: '2025-09-12T12:00:00.000Z',
  action: 'user.exempt',
  actor: 'admin@lineup-lab.test',
  target: 'u1',
  detail: "Exempt access granted to fan@example.com (reason 'beta tester')",
};

describe('audit contract', () => {
  it('names the seven actions', () => {
    expect(AUDIT_ACTIONS).toEqual([
      'injury.update',
      'injury.import',
      'user.exempt',
      'user.unexempt',
      'user.unlock',
      'billing.duplicate_refunded',
      'billing.renewal_stopped',
    ]);
  });

  it('query: limit 50 and page 1 by default, every action unless one is named', () => {
    expect(ZAdminAuditQuery.parse({})).toEqual({ limit: 50, page: 1 });
    expect(ZAdminAuditQuery.parse({ limit: '10', page: '2', action: 'user.unlock' })).toEqual({
      limit: 10,
      page: 2,
      action: 'user.unlock',
    });
    expect(ZAdminAuditQuery.safeParse({ action: 'user.delete' }).success).toBe(false);
    expect(ZAdminAuditQuery.safeParse({ limit: '30' }).error?.issues[0]?.message).toBe(
      'limit must be one of 10, 20, 50, 100',
    );
  });

  it('round-trips a page of entries; refuses an entry without a time', () => {
    const page = { entries: [entry], total: 1, pagination: { current_page: 1, total_pages: 1 } };
    expect(ZAdminAuditResponse.parse(page)).toEqual(page);
    expect(ZAuditEntry.safeParse({ ...entry, at: 'yesterday' }).success).toBe(false);
  });
});
