import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.js';
import { useIsAdmin } from '../../auth/use-is-admin.js';
import { useSession } from '../../auth/use-session.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import { TierBadge } from '../../components/TierBadge.js';
import { UpgradePanel } from '../../components/UpgradePanel.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { openContact } from '../../contact/open-contact.js';
import { EmptyState, ImportLeaguesButton, TeamCard, TeamsLoadNotice } from './DashboardParts.js';
import { deletedMessage, deleteErrorMessage, type PlanView, planView } from './dashboard-view.js';
import { LineupAlertsSetting } from './LineupAlertsSetting.js';
import { invalidateTeams, updateTeams, useSubscriptionStatus, useTeams } from './queries.js';
import './dashboard.css';

/** `/dashboard`: the user's plan, their teams with Manage and Delete, and the way to more (spec §2). */
export default function DashboardPage() {
  const session = useSession();
  const sub = session?.user.sub ?? '';
  const teams = useTeams(sub);
  const subscription = useSubscriptionStatus(sub);
  const isAdmin = useIsAdmin();
  const teamsHeading = useRef<HTMLHeadingElement>(null);
  const { pendingDelete, ask, cancel, confirm, deleteError, deleted, busy } = useDeleteTeam(
    sub,
    teamsHeading,
  );

  // Everything below the welcome arrives at once, when both reads have answered: nothing on the
  // screen moves when the plan, the usage, the team list and the limits show up. That render is
  // deferred, so React renders it in slices instead of one long task.
  const loading = !useDeferredValue(!teams.isPending && !subscription.isPending);
  const plan: PlanView | null = loading ? null : planView(subscription.data, teams.data?.length ?? 0);

  return (
    <>
      <SiteHeader />
      <main className="page dashboard">
        <DashboardHeader name={session?.user.name ?? 'there'} plan={plan} />

        {loading ? (
          <p role="status">Loading your dashboard…</p>
        ) : (
          <>
            <DashboardActions isAdmin={isAdmin} />

            <div role="status" className="dashboard-live">
              {deleted && <p className="notice notice-success">{deleted}</p>}
            </div>
            {deleteError && (
              <div role="alert" className="notice notice-error">
                {deleteError}
              </div>
            )}

            <TeamsSection teams={teams} headingRef={teamsHeading} onDelete={ask} />

            {plan?.isFree && plan.usage && (
              <UpgradePanel title="Team limits">
                <p>
                  The free plan includes {plan.usage.teams.max} team and {plan.usage.leagues.max} league.
                  Upgrade to Pro for unlimited teams and league imports, saved what-if scenarios and the AI
                  lineup advisor.
                </p>
              </UpgradePanel>
            )}

            <LineupAlertsSetting />
            <SupportCard />
          </>
        )}
      </main>

      {pendingDelete !== null && (
        <ConfirmDialog
          title="Delete team?"
          message={`Delete '${pendingDelete}'? Its lineup, bench and saved scenarios are removed. This cannot be undone.`}
          confirmLabel="Delete Team"
          danger
          busy={busy}
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </>
  );
}

/**
 * Deleting a team: the one waiting for confirmation, the server call, and what came of it. A
 * deleted team leaves the cached list at once; the focus then goes to the list's heading.
 */
function useDeleteTeam(sub: string, teamsHeading: RefObject<HTMLHeadingElement | null>) {
  const queryClient = useQueryClient();
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, showDeleted] = useTimedMessage();

  const remove = useMutation({
    mutationFn: (teamName: string) => api.teams.delete(teamName),
    onSuccess: ({ teamName }) => {
      updateTeams(queryClient, sub, (list) => list.filter((team) => team.teamName !== teamName));
      void invalidateTeams(queryClient, sub);
      showDeleted(deletedMessage(teamName));
      // The deleted card held the focus: put it on the list's heading once the dialog has closed.
      window.requestAnimationFrame(() => teamsHeading.current?.focus());
    },
    onError: (error) => setDeleteError(deleteErrorMessage(error)),
    onSettled: () => setPendingDelete(null),
  });
  return {
    pendingDelete,
    deleteError,
    deleted,
    busy: remove.isPending,
    ask: (teamName: string) => {
      setDeleteError(null);
      setPendingDelete(teamName);
    },
    confirm: () => pendingDelete !== null && remove.mutate(pendingDelete),
    cancel: () => {
      if (!remove.isPending) setPendingDelete(null);
    },
  };
}

/** The welcome, the plan and, on the free plan, its usage. */
function DashboardHeader({ name, plan }: { name: string; plan: PlanView | null }) {
  return (
    <header className="dashboard-header">
      <div className="dashboard-welcome">
        <h1>Welcome, {name}!</h1>
        {plan && (
          <p className="dashboard-plan">
            <span className="muted">Your plan:</span> <TierBadge status={plan} />
          </p>
        )}
      </div>
      {plan?.usage && (
        <section className="usage-section" aria-labelledby="usage-heading">
          <h2 id="usage-heading" className="visually-hidden">
            Free plan usage
          </h2>
          <dl className="usage">
            <div className="usage-item">
              <dt>Teams</dt>
              <dd>
                {plan.usage.teams.used} / {plan.usage.teams.max}
              </dd>
            </div>
            <div className="usage-item">
              <dt>Leagues</dt>
              <dd>
                {plan.usage.leagues.used} / {plan.usage.leagues.max}
              </dd>
            </div>
          </dl>
        </section>
      )}
    </header>
  );
}

/** Import, membership, the admin dashboard (for an administrator) and a new team. */
function DashboardActions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav className="button-row dashboard-actions" aria-label="Dashboard">
      <ImportLeaguesButton />
      <Link className="button" to="/billing">
        Manage Membership
      </Link>
      {isAdmin && (
        <Link className="button" to="/admin/dashboard">
          Admin Dashboard
        </Link>
      )}
      <Link className="button button-primary" to="/create-team">
        Create New Team
      </Link>
    </nav>
  );
}

/** Need help? Contact Support opens the contact form. */
function SupportCard() {
  return (
    <section className="card dashboard-support" aria-labelledby="support-heading">
      <h2 id="support-heading">Need help?</h2>
      <p>Questions about your lineup or your plan? Send us a message and we will answer within 24 hours.</p>
      <button type="button" className="button" onClick={() => openContact()}>
        Contact Support
      </button>
    </section>
  );
}

/** 'Your Teams': a card per team with Manage and Delete, the empty state, or why the list did not load. */
function TeamsSection({
  teams,
  headingRef,
  onDelete,
}: {
  teams: ReturnType<typeof useTeams>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDelete: (teamName: string) => void;
}) {
  return (
    <section className="dashboard-teams" aria-labelledby="teams-heading">
      <h2 id="teams-heading" ref={headingRef} tabIndex={-1}>
        Your Teams
      </h2>
      <TeamsLoadNotice error={teams.error} onRetry={() => void teams.refetch()} retrying={teams.isFetching} />
      {teams.data === undefined ? null : teams.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid team-list">
          {teams.data.map((team) => (
            <TeamCard key={team._id} team={team} onDelete={() => onDelete(team.teamName)} />
          ))}
        </ul>
      )}
    </section>
  );
}
