import type { UserProfile } from '@lineup-lab/core';
import type { UserRecord } from '../../records/user-record.js';

/** Whether a user gets lineup alert mails: on unless they turned them off (absent: on). */
export const wantsLineupAlerts = (user: Pick<UserRecord, 'lineupAlerts'>): boolean =>
  user.lineupAlerts !== false;

/**
 * `GET /api/user/profile` (user): who the server takes the caller for, from their stored user —
 * `role` 'admin' and `adminLevel` 1 when the admin rule (`isAdmin`) made them the administrator as
 * they were provisioned on this request, else 'user' and 0 — and their settings (`lineupAlerts`).
 */
export function profileOf(user: UserRecord): UserProfile {
  return {
    id: user._id,
    email: user.email,
    role: user.role,
    adminLevel: user.adminLevel,
    lineupAlerts: wantsLineupAlerts(user),
  };
}
