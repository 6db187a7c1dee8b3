import type { AdminRecentUser, AdminStatsResponse } from '@lineup-lab/core';
import { useMemo } from 'react';
import { StatCard, When } from './AdminTable.js';
import { type DateOptions, formatDay, userName } from './admin-view.js';
import { type AdminColumns, DataTable } from './DataTable.js';

/** The recent users' columns: email or id, role and creation date. */
function recentUserColumns(dates: DateOptions | undefined): AdminColumns<AdminRecentUser> {
  return [
    {
      id: 'email',
      header: 'Email or ID',
      meta: { rowHeader: true },
      cell: ({ row }) => userName(row.original),
    },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row: { original: user } }) => (
        <span className={`badge badge-role-${user.role}`}>{user.role}</span>
      ),
    },
    {
      id: 'createdAt',
      header: 'Created',
      cell: ({ row: { original: user } }) => (
        <When iso={user.createdAt} text={formatDay(user.createdAt, dates)} />
      ),
    },
  ];
}

/**
 * The Overview tab (spec §2): total users (admin vs regular), total lineups (active vs inactive),
 * total players, and the 5 most recent users (email or id, role, creation date).
 */
export function OverviewTab({ data, dates }: { data: AdminStatsResponse; dates?: DateOptions }) {
  const { stats, recent } = data;
  const n = (value: number) => value.toLocaleString('en-US');
  const columns = useMemo(() => recentUserColumns(dates), [dates]);
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
          <DataTable
            label="Recent users"
            columns={columns}
            rows={recent.users}
            rowId={(user) => user.id}
            empty="No users yet."
          />
        )}
      </section>
    </div>
  );
}
