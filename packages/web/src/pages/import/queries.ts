import type { LeaguesResponse, SubscriptionStatus } from '@lineup-lab/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import { useSession } from '../../auth/use-session.js';
import { logLoadFailure } from './import-view.js';

/** `GET /api/user/subscription-status`: the tier and usage; a failure is only logged (spec §8). */
export function useImportSubscription() {
  const sub = useSession()?.user.sub ?? '';
  return useQuery({
    // The same key and call as every other screen's read (dashboard/queries.ts); only the logging differs.
    queryKey: queryKeys.subscriptionStatus.of(sub),
    queryFn: (): Promise<SubscriptionStatus> =>
      api.user.subscriptionStatus().catch(logLoadFailure('the subscription status')),
  });
}

/** `GET /api/import/leagues`: the imported leagues, newest first; a failure is only logged (spec §8). */
export function useImportedLeagues() {
  return useQuery({
    queryKey: queryKeys.leagues,
    queryFn: (): Promise<LeaguesResponse> => api.leagues.list().catch(logLoadFailure('the imported leagues')),
  });
}

/**
 * After an import: the leagues, the subscription status (its usage counts the league and the team) and the team lists are out of date.
 */
export function afterImport(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.leagues }),
    client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus.all }),
    client.invalidateQueries({ queryKey: queryKeys.teams.all }),
  ]).then(() => undefined);
}

/** After a sync: the leagues (last sync) and the synced team as the editor holds it are out of date. */
export function afterSync(client: QueryClient, teamName: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.leagues }),
    client.invalidateQueries({ queryKey: queryKeys.team(teamName) }),
    client.invalidateQueries({ queryKey: queryKeys.teamWeek.team(teamName) }),
    client.invalidateQueries({ queryKey: queryKeys.teams.all }),
  ]).then(() => undefined);
}
