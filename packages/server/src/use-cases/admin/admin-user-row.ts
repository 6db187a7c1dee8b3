import type { AdminUser } from '@lineup-lab/core';
import { normalizeEmail } from '../../records/account-record.js';
import type { SignInThrottleRecord } from '../../records/sign-in-throttle-record.js';
import type { TeamRecord } from '../../records/team-record.js';
import type { UserRecord } from '../../records/user-record.js';
import { isActiveTeam } from './team-activity.js';

/** A user's teams on the admin Users tab: how many, and how many have a starter. */
export interface LineupCounts {
  total: number;
  active: number;
}

/** The teams of each owner, counted in one pass over the teams (never one query per user). */
export function lineupCountsByOwner(teams: Iterable<TeamRecord>): Map<string, LineupCounts> {
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

/**
 * The embedded identity's shared sign-in lane of a user's address (`sign_in_throttles`, keyed by
 * the address as sign-in normalises it); `null` for a user without an email.
 */
export const signInLaneOf = (user: Pick<UserRecord, 'email'>) =>
  user.email === null ? null : normalizeEmail(user.email);

/**
 * A user's row on the admin Users tab (spec §3 "Admin user"), from the stored user, their teams'
 * counts and their address's shared sign-in lane at `nowMs`:
 * - `accountLocked`: the lane must still wait before its next attempt (accounts are slowed down,
 *   never shut: see `use-cases/accounts/sign-in-throttle.ts`); `loginAttempts`: the lane's attempts since its
 *   last success. A browser's own lane (a trusted device) is not counted. Without a lane (an
 *   outside issuer, or no failures), `false` and 0.
 */
export function adminUserRow(
  user: UserRecord,
  counts: LineupCounts | undefined,
  lane: Pick<SignInThrottleRecord, 'attempts' | 'nextAttemptAt'> | undefined,
  nowMs: number,
): AdminUser {
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
    accountLocked: lane !== undefined && Date.parse(lane.nextAttemptAt) > nowMs,
    loginAttempts: lane?.attempts ?? 0,
  };
}
