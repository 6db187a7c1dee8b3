import { FREE_TIER_LIMITS } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client.js';
import type { CallMeta } from '../../api/session-errors.js';
import { useSession } from '../../auth/use-session.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import { editTeamPath } from '../dashboard/dashboard-view.js';
import { invalidateTeams, updateTeams, useSubscriptionStatus } from '../dashboard/queries.js';
import { CreateTeamForm, type NewTeamSettings } from './CreateTeamForm.js';
import { createTeamFailure, teamLimitReached } from './create-team-rules.js';
import './create-team.css';

/** The create call shows its own 403 (the upgrade panel), so a refusal never ends the session. */
const CREATE_META: CallMeta = { shows403: true };

/**
 * `/create-team` (spec §2): a team-name form; a free user who already holds their team sees 'Team
 * Already Created' instead, and a limit refusal from the server shows an upgrade panel.
 */
export default function CreateTeamPage() {
  const session = useSession();
  const sub = session?.user.sub ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subscription = useSubscriptionStatus(sub);

  const create = useMutation({
    mutationFn: ({ teamName, settings }: { teamName: string; settings: NewTeamSettings }) =>
      api.teams.create({ teamName, scoring: settings.scoring, mode: settings.mode }),
    meta: CREATE_META,
    onSuccess: ({ team }) => {
      updateTeams(queryClient, sub, (teams) => [...teams.filter((t) => t._id !== team._id), team]);
      navigate(editTeamPath(team.teamName));
      void invalidateTeams(queryClient, sub);
    },
  });
  const failure = create.error ? createTeamFailure(create.error) : null;
  // Once the form has been used, a refusal stays on the form (with its upgrade panel).
  const limited = subscription.data !== undefined && teamLimitReached(subscription.data) && failure === null;

  return (
    <>
      <SiteHeader />
      <main className="page page-narrow create-team">
        {limited ? (
          <section className="card team-already-created">
            <h1>Team Already Created</h1>
            <p>
              The free plan includes {subscription.data?.limits.maxTeams ?? FREE_TIER_LIMITS.maxTeams} team,
              and yours is already set up. Upgrade to Pro to create unlimited teams, or keep working on your
              team from the dashboard.
            </p>
            <div className="button-row">
              <Link className="button" to="/dashboard">
                Go to Dashboard
              </Link>
              <Link className="button button-primary" to="/billing">
                Upgrade to Pro
              </Link>
            </div>
          </section>
        ) : (
          <section className="card">
            <h1>Create a New Team</h1>
            <p className="muted">
              Give your fantasy team a name and choose how it scores. You'll pick its starters and bench next.
            </p>
            {subscription.isPending ? (
              <p role="status">Loading…</p>
            ) : (
              <CreateTeamForm
                onCreate={(teamName, settings) => create.mutate({ teamName, settings })}
                pending={create.isPending}
                failure={failure}
              />
            )}
          </section>
        )}
      </main>
    </>
  );
}
