import type { AdminStatsResponse } from '@lineup-lab/core';
import { StatCard, TableFrame, When } from './AdminTable.js';
import { type DateOptions, formatDay, userName } from './admin-view.js';

/**
 * The Overview tab (spec §2): total users (admin vs regular), total lineups (active vs inactive),
 * total players, and the 5 most recent users (email or id, role, creation date). Their table is
 * written out (the same markup as `DataTable`'s) so that the dashboard's first screen loads no
 * TanStack Table: the other tabs bring it with their own code (`lazy-tabs.ts`).
 */
export function OverviewTab({ data, dates }: { data: AdminStatsResponse; dates?: DateOptions }) {
  const { stats, recent } = data;
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    <div className="admin-tab">
      <div className="grid stat-grid">
        <StatCard
          title="Total users"
          value={n(stats.totalUsers)}
          detail={`${n(stats.adminUsers)} admin · ${n(stats.totalUsers - stats.adminUsers)} regular`}
        />
        <StatCard
          title="Total lineups"
          value={n(stats.totalLineups)}
          detail={`${n(stats.activeLineups)} active · ${n(stats.totalLineups - stats.activeLineups)} inactive`}
        />
        <StatCard title="Total players" value={n(stats.totalPlayers)} />
      </div>
      <section className="admin-section" aria-labelledby="recent-users-heading">
        <h3 id="recent-users-heading">Recent users</h3>
        {recent.users.length === 0 ? (
          <p className="muted">No users yet.</p>
        ) : (
          <TableFrame label="Recent users">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Email or ID</th>
                  <th scope="col">Role</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {recent.users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row" className="cell-name">
                      {userName(user)}
                    </th>
                    <td>
                      <span className={`badge badge-role-${user.role}`}>{user.role}</span>
                    </td>
                    <td>
                      <When iso={user.createdAt} text={formatDay(user.createdAt, dates)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>
    </div>
  );
}
