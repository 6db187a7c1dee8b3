import { type AdminStatsResponse, RECENT_USERS_COUNT } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';
import { isActiveTeam } from './team-activity.js';

/**
 * `GET /api/admin/stats` (admin): the overview counts — users, administrators (role `admin`),
 * teams (`totalLineups`), teams with at least one starter (`activeLineups`, `isActiveTeam`), players
 * in the catalogue — and the 5 most recent users, newest first.
 */
export async function getAdminStats(ctx: ServiceContext): Promise<AdminStatsResponse> {
  const users = COLLECTIONS.users.of(ctx.store);
  const [totalUsers, adminUsers, teams, totalPlayers, recent] = await Promise.all([
    users.countDocuments({}),
    users.countDocuments({ role: 'admin' }),
    COLLECTIONS.teams.of(ctx.store).find({}),
    COLLECTIONS.players.of(ctx.store).countDocuments({}),
    users.find({}, { sort: { createdAt: -1 }, limit: RECENT_USERS_COUNT }),
  ]);
  return {
    stats: {
      totalUsers,
      adminUsers,
      totalLineups: teams.length,
      activeLineups: teams.filter(isActiveTeam).length,
      totalPlayers,
    },
    recent: {
      users: recent.map((user) => ({
        id: user._id,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt,
      })),
    },
  };
}
