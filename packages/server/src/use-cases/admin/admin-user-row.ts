import type { AdminUser } from '@lineup-lab/core';
import type { SignInState } from '../../ports/account-directory.js';
import type { TeamRecord } from '../../records/team-record.js';
import type { UserRecord } from '../../records/user-record.js';
import { isActiveTeam } from './team-activity.js';

/** A user's teams on the admin Users tab: how many, and how many have a starter. */
export interface LineupCounts {
  total: number;
  active: number;
}

/** The teams of each owner, counted in one pass over the teams (never one query per user). */
export function lineupCountsByOwner(
  teams: Iterable<Pick<TeamRecord, 'ownerId' | 'lineups'>>,
): Map<string, LineupCounts> {
  const owned = new Map<string, LineupCounts>();
  for (const team of teams) {
    let counts = owned.get(team.ownerId);
    if (!counts) {
      counts = { total: 0, active: 0 };
      owned.set(team.ownerId, counts);
    }
    counts.total += 1;
    if (isActiveTeam(team)) counts.active += 1;
  }
  return owned;
}

/** The fields of a stored user its row shows (what the list reads of the page's users). */
export const ADMIN_ROW_FIELDS = {
  email: 1,
  role: 1,
  adminLevel: 1,
  tier: 1,
  exemptReason: 1,
  createdAt: 1,
} as const;
type AdminRowField = keyof typeof ADMIN_ROW_FIELDS | '_id';

/**
 * A user's row on the admin Users tab (spec §3 "Admin user"), from the stored user, their teams'
 * counts and their sign-in state as the identity provider keeps it (`AccountDirectory`):
 * - `accountLocked`: the account must still wait before its next attempt (accounts are slowed
 *   down, never shut); `loginAttempts`: its failed attempts since its last success. Without a
 *   state (no failures, or no email), `false` and 0.
 * - `signIn` `'not-available'` (an outside issuer keeps sign-in state): `signInState:
 *   'not-available'`, so the columns are not read as an unlocked account without failures.
 */
export function adminUserRow(
  user: Pick<UserRecord, AdminRowField>,
  counts: LineupCounts | undefined,
  signIn: SignInState | undefined | 'not-available',
): AdminUser {
  const state = signIn === 'not-available' ? undefined : signIn;
  return {
    id: user._id,
    email: user.email,
    role: user.role,
    adminLevel: user.adminLevel,
    tier: user.tier,
    exemptReason: user.exemptReason,
    totalLineups: counts?.total ?? 0,
    activeLineups: counts?.active ?? 0,
    createdAt: user.createdAt,
    accountLocked: state?.locked ?? false,
    loginAttempts: state?.failedAttempts ?? 0,
    ...(signIn === 'not-available' ? { signInState: 'not-available' as const } : {}),
  };
}
