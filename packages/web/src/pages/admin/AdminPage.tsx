import type { AdminStatsResponse } from '@lineup-lab/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.js';
import { hasAdminRole } from '../../auth/admin-role.js';
import { useProfile } from '../../auth/use-is-admin.js';
import { useSession } from '../../auth/use-session.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import { SignInButton } from '../../components/SiteNav.js';
import { useSeasonQuery } from '../edit-team/queries.js';
import { AdminTabs } from './AdminTabs.js';
import {
  ADMIN_MESSAGES,
  type AdminTab,
  adminAccess,
  adminErrorMessage,
  DEFAULT_QUERIES,
  formatUpdatedAt,
  tabFromParam,
} from './admin-view.js';
import {
  AuditTab,
  LineupsTab,
  MessagesTab,
  MlSystemTab,
  PlayersTab,
  preloadTab,
  preloadTabs,
  UsersTab,
  WaitlistTab,
  WeeklyTab,
} from './lazy-tabs.js';
import { OverviewTab } from './OverviewTab.js';
import {
  refreshAll,
  useAdminStats,
  useLastUpdated,
  useWaitlistCount,
  useWeeklyPredictions,
} from './queries.js';
import { DEFAULT_WEEKLY_FILTERS, weeklyQueryOf } from './weekly-filters.js';
import './admin.css';

/**
 * `/admin/dashboard` (spec §2 "Admin dashboard"), in the spec's order of states: Loading, an error
 * with Retry, 'Authentication Required' with a sign-in button, Access Denied, then the dashboard.
 * Whether the user is the administrator is the server's answer (`GET /api/user/profile`); only then
 * is any admin data asked for. Logout signs out (the app's sign-out) and returns to `/`.
 */
export default function AdminPage() {
  const session = useSession();
  const profile = useProfile();
  const admin = hasAdminRole(profile.data);
  const stats = useAdminStats(admin);
  const answered = adminAccess({
    signedIn: session !== null,
    profile: { status: profile.status, role: profile.data?.role ?? null },
    data: { status: stats.status },
  });
  // The dashboard's first render is deferred: React renders it in slices, not one long task.
  const opened = useDeferredValue(answered === 'allowed');
  const access = answered === 'allowed' && !opened ? 'loading' : answered;
  // A link to a tab (`?tab=users`): its code is fetched beside the stats, not after them.
  const [params] = useSearchParams();
  const linkedTab = tabFromParam(params.get('tab'));
  useEffect(() => {
    if (admin) preloadTab(linkedTab);
  }, [admin, linkedTab]);

  return (
    <>
      <SiteHeader returnTo="/admin/dashboard" />
      <main className="page admin">
        <h1>Admin Dashboard</h1>
        {access === 'loading' && <p role="status">Loading admin dashboard…</p>}
        {access === 'error' && (
          <div role="alert" className="notice notice-error admin-error">
            <p>{adminErrorMessage(profile.error ?? stats.error, 'loadFailed')}</p>
            <button
              type="button"
              className="button button-small"
              disabled={profile.isFetching || stats.isFetching}
              onClick={() => {
                if (profile.isError) void profile.refetch();
                else void stats.refetch();
              }}
            >
              Retry
            </button>
          </div>
        )}
        {access === 'unauthenticated' && (
          <section className="card admin-gate" aria-labelledby="admin-gate-heading">
            <h2 id="admin-gate-heading">Authentication Required</h2>
            <p>Please sign in to access the admin dashboard.</p>
            <SignInButton returnTo="/admin/dashboard" className="button button-primary" />
          </section>
        )}
        {access === 'denied' && (
          <section className="card admin-gate" aria-labelledby="admin-gate-heading">
            <h2 id="admin-gate-heading">Access Denied</h2>
            <p>{ADMIN_MESSAGES.accessDenied}</p>
            <Link className="button" to="/dashboard">
              Back to Dashboard
            </Link>
          </section>
        )}
        {access === 'allowed' && stats.data && <AdminDashboard stats={stats.data} />}
      </main>
    </>
  );
}

/** The dashboard itself: the tabs with their counts, the active tab, and the footer. */
function AdminDashboard({ stats }: { stats: AdminStatsResponse }) {
  // Each table's filters, sort and page live here, so that they survive a tab switch.
  const [users, setUsers] = useState(DEFAULT_QUERIES.users);
  const [lineups, setLineups] = useState(DEFAULT_QUERIES.lineups);
  const [players, setPlayers] = useState(DEFAULT_QUERIES.players);
  const [audit, setAudit] = useState(DEFAULT_QUERIES.audit);
  const [messages, setMessages] = useState(DEFAULT_QUERIES.messages);
  const [weeklyFilters, setWeeklyFilters] = useState(DEFAULT_WEEKLY_FILTERS);
  const season = useSeasonQuery();
  const weekly = useWeeklyPredictions(weeklyQueryOf(weeklyFilters, season.data));
  const waitlistCount = useWaitlistCount();

  const counts = {
    users: stats.stats.totalUsers,
    lineups: stats.stats.totalLineups,
    players: stats.stats.totalPlayers,
    weekly: weekly.data?.summary.weeklyPredictionsCount,
    waitlist: waitlistCount.data?.count,
  };

  const panel = (tab: AdminTab) => {
    switch (tab) {
      case 'overview':
        return <OverviewTab data={stats} />;
      case 'users':
        return <UsersTab query={users} onQuery={setUsers} />;
      case 'lineups':
        return <LineupsTab query={lineups} onQuery={setLineups} />;
      case 'players':
        return <PlayersTab query={players} onQuery={setPlayers} />;
      case 'weekly':
        return (
          <WeeklyTab filters={weeklyFilters} onFilters={setWeeklyFilters} season={season} weekly={weekly} />
        );
      case 'ml':
        return <MlSystemTab />;
      case 'waitlist':
        return <WaitlistTab />;
      case 'messages':
        return <MessagesTab query={messages} onQuery={setMessages} />;
      case 'audit':
        return <AuditTab query={audit} onQuery={setAudit} />;
    }
  };

  return (
    <>
      <AdminTabs counts={counts} onIntent={preloadTabs}>
        {(tab) => (
          // Keyed by tab: a tab whose code is still on its way shows the fallback at once.
          <Suspense key={tab} fallback={<p role="status">Loading…</p>}>
            {panel(tab)}
          </Suspense>
        )}
      </AdminTabs>
      <AdminFooter />
    </>
  );
}

/** 'Last updated' (the newest admin answer) and Refresh All, which reloads every admin list, the season and the profile. */
function AdminFooter() {
  const queryClient = useQueryClient();
  const session = useSession();
  const lastUpdated = useLastUpdated();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    Promise.all([
      refreshAll(queryClient),
      queryClient.invalidateQueries({ queryKey: queryKeys.season }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profile(session?.user.sub ?? '') }),
    ]).finally(() => setRefreshing(false));
  };
  return (
    <footer className="admin-footer">
      <p className="muted">
        Last updated:{' '}
        {lastUpdated > 0 ? (
          <time dateTime={new Date(lastUpdated).toISOString()}>{formatUpdatedAt(lastUpdated)}</time>
        ) : (
          '—'
        )}
      </p>
      <button type="button" className="button" onClick={refresh} disabled={refreshing}>
        {refreshing ? 'Refreshing…' : 'Refresh All'}
      </button>
    </footer>
  );
}
