import type { AdminUser, AdminUserSort, AdminUsersQuery, AdminUsersResponse } from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';
import { containsText, pageOf, sortTable } from './admin-table.js';
import { adminUserRow, lineupCountsByOwner, signInLaneOf } from './admin-user-row.js';

/** Above any number of failed attempts: a locked account sorts past every unlocked one. */
const LOCKED = 2 ** 40;

const SORT_KEY: Record<AdminUserSort, (row: AdminUser) => string | number> = {
  email: (row) => row.email ?? row.id,
  role: (row) => row.role,
  totalLineups: (row) => row.totalLineups,
  createdAt: (row) => Date.parse(row.createdAt),
  status: (row) => (row.accountLocked ? LOCKED : 0) + row.loginAttempts,
};

/**
 * `GET /api/admin/users` (admin): the users matching `search` (a case-insensitive substring of the
 * email or the id, as text; '' keeps everyone), sorted by `sort` in `order` and cut to page `page`
 * of `limit` rows; `total` is how many match. Sorts: `email` (the email, or the id without one, in
 * English order), `role`, `totalLineups`, `createdAt` (the default, newest first descending) and
 * `status` (descending: locked accounts first, then by failed attempts; ascending the reverse);
 * ties by email (or id), then id. Each row as `adminUserRow` makes it: the teams counted in one pass
 * over the `teams` collection, the sign-in state from the address's shared lane.
 */
export async function listAdminUsers(
  ctx: ServiceContext,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  const [users, teams, throttles] = await Promise.all([
    COLLECTIONS.users.of(ctx.store).find({}),
    COLLECTIONS.teams.of(ctx.store).find({}),
    COLLECTIONS.signInThrottles.of(ctx.store).find({}),
  ]);
  const search = query.search.toLowerCase();
  const matching =
    search === ''
      ? users
      : users.filter(
          (user) =>
            containsText(user._id, search) || (user.email !== null && containsText(user.email, search)),
        );
  const owned = lineupCountsByOwner(teams);
  const lanes = new Map(throttles.map((lane) => [lane._id, lane]));
  const now = ctx.clock.now().getTime();
  const rows = matching.map((user) => {
    const lane = signInLaneOf(user);
    return adminUserRow(user, owned.get(user._id), lane === null ? undefined : lanes.get(lane), now);
  });
  sortTable(rows, SORT_KEY[query.sort], query.order, (row) => ({ name: row.email ?? row.id, id: row.id }));
  const page = pageOf(rows, query);
  return { users: page.rows, total: page.total, pagination: page.pagination };
}
