import type { SubscriptionStatus, Team } from '@lineup-lab/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import type { UserTeam } from './dashboard-view.js';
import { readCachedTeams, writeCachedTeams } from './teams-cache.js';

/**
 * The user's teams (`GET /api/user/teams`). The cached list from session storage is shown at once
 * and counted as stale, and the list is fetched again on every visit to the screen.
 */
export function useTeams(sub: string) {
  return useQuery({
    queryKey: queryKeys.teams.of(sub),
    queryFn: async (): Promise<UserTeam[]> => {
      const { teams } = await api.user.teams();
      writeCachedTeams(sub, teams);
      return teams;
    },
    initialData: () => readCachedTeams(sub),
    initialDataUpdatedAt: 0,
    refetchOnMount: 'always',
  });
}

/** The user's subscription status (`GET /api/user/subscription-status`). */
export function useSubscriptionStatus(sub: string) {
  return useQuery({
    queryKey: queryKeys.subscriptionStatus.of(sub),
    queryFn: (): Promise<SubscriptionStatus> => api.user.subscriptionStatus(),
  });
}

/**
 * Changes the user's team list in the query cache and in session storage at once (after a create or
 * a delete), so the dashboard shows the change before the refetch answers.
 */
export function updateTeams(client: QueryClient, sub: string, update: (teams: Team[]) => Team[]): void {
  const key = queryKeys.teams.of(sub);
  const current = client.getQueryData<Team[]>(key) ?? readCachedTeams(sub);
  if (!current) return;
  const next = update(current);
  client.setQueryData<Team[]>(key, next);
  writeCachedTeams(sub, next);
}

/** Marks the teams and the subscription status (whose usage counts teams) as out of date. */
export function invalidateTeams(client: QueryClient, sub: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.teams.of(sub) }),
    client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus.of(sub) }),
  ]).then(() => undefined);
}
