import type { AdminUsersResponse } from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';
import { isActiveTeam } from './team-activity.js';

/**
 * `GET /api/admin/users` (admin): every user, newest first, with
 * - `totalLineups`: the teams the user owns, and `activeLineups`: those with at least one starter
 *   (`isActiveTeam`), both counted from the `teams` collection in one read;
 * - `accountLocked` and `loginAttempts`, from the embedded identity's sign-in throttle
 *   (`sign_in_throttles`): accounts are never locked out, they are slowed down, so `loginAttempts`
 *   is the attempts on the address's shared lane since its last success and `accountLocked` is
 *   whether that lane must still wait before its next attempt. A browser's own lane (a trusted
 *   device) is not counted. With an outside issuer there are no lanes: `false` and 0.
 */
export async function listAdminUsers(ctx: ServiceContext): Promise<AdminUsersResponse> {
  const [users, teams, throttles] = await Promise.all([
    COLLECTIONS.users.of(ctx.store).find({}, { sort: { createdAt: -1 } }),
    COLLECTIONS.teams.of(ctx.store).find({}),
    COLLECTIONS.signInThrottles.of(ctx.store).find({}),
  ]);
  const owned = new Map<string, { total: number; active: number }>();
  for (const team of teams) {
    const counts = owned.get(team.ownerId) ?? { total: 0, active: 0 };
    counts.total += 1;
    if (isActiveTeam(team)) counts.active += 1;
    owned.set(team.ownerId, counts);
  }
  const lanes = new Map(throttles.map((lane) => [lane._id, lane]));
  const now = ctx.clock.now().getTime();
  return {
    users: users.map((user) => {
      const counts = owned.get(user._id);
      const lane = user.email === null ? undefined : lanes.get(user.email.toLowerCase());
      return {
        id: user._id,
        email: user.email,
        role: user.role,
        adminLevel: user.adminLevel,
        totalLineups: counts?.total ?? 0,
        activeLineups: counts?.active ?? 0,
        createdAt: user.createdAt,
        accountLocked: lane !== undefined && Date.parse(lane.nextAttemptAt) > now,
        loginAttempts: lane?.attempts ?? 0,
      };
    }),
  };
}
