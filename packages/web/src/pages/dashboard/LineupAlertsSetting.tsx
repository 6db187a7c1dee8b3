import type { UserProfile } from '@lineup-lab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { queryKeys } from '../../api/query-keys.js';
import { useSession } from '../../auth/use-session.js';
import { useTimedMessage } from '../../components/use-timed-message.js';

/** Kept for 5 minutes, as the admin check keeps the same answer (`useProfile`). */
const PROFILE_STALE_MS = 5 * 60_000;

/**
 * The dashboard's "Email me lineup alerts" switch (`GET /api/user/profile`'s `lineupAlerts`, saved
 * by `PUT /api/user/settings`): a checkbox with the switch role, labelled and described, operated
 * by click or the Space key. It shows the choice being saved at once, says "Saved" when the server
 * has it, and says so and shows the stored choice again when saving failed. Alerts are on until
 * the user turns them off (a server that does not say counts as on).
 */
export function LineupAlertsSetting() {
  const session = useSession();
  const sub = session?.user.sub ?? '';
  const queryClient = useQueryClient();
  const ids = { box: useId(), help: useId() };
  const [saved, showSaved] = useTimedMessage();
  const profile = useQuery({
    queryKey: queryKeys.profile(sub),
    queryFn: ({ signal }): Promise<UserProfile> => api.user.profile({ signal }),
    enabled: session !== null,
    staleTime: PROFILE_STALE_MS,
  });
  const save = useMutation({
    mutationFn: (lineupAlerts: boolean) => api.user.updateSettings({ lineupAlerts }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.profile(sub), answer);
      showSaved(
        answer.lineupAlerts === false ? 'Saved: lineup alerts are off.' : 'Saved: lineup alerts are on.',
      );
    },
  });
  // The choice being saved shows at once; otherwise the stored one (on when the server does not say).
  const on = (save.isPending ? save.variables : undefined) ?? profile.data?.lineupAlerts ?? true;

  return (
    <section className="card dashboard-alerts" aria-labelledby={`${ids.box}-heading`}>
      <h2 id={`${ids.box}-heading`}>Lineup alerts</h2>
      <div className="checkbox-field">
        <input
          id={ids.box}
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          disabled={profile.isPending || save.isPending}
          aria-describedby={ids.help}
          onChange={(event) => {
            save.reset();
            save.mutate(event.target.checked);
          }}
        />
        <label htmlFor={ids.box}>Email me lineup alerts</label>
      </div>
      <p id={ids.help} className="muted">
        When a starter is ruled Out, Doubtful or Questionable, or is on a bye, in the week you plan for, we
        email you once with the best replacement on your bench.
      </p>
      <p role="status">{saved}</p>
      {save.isError && (
        <p role="alert" className="notice notice-error">
          {messageOf(save.error, 'Your choice could not be saved. Please try again.')}
        </p>
      )}
      {profile.isError && (
        <p role="alert" className="notice notice-error">
          {messageOf(profile.error, 'Your alert setting could not be loaded.')}
        </p>
      )}
    </section>
  );
}
