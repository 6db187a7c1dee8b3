import type { LeaguesResponse, SubscriptionStatus } from '@lineup-lab/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { editorKeys } from '../edit-team/queries.js';
import { logLoadFailure } from './import-view.js';

/** The import screen's query keys (the subscription key is the one billing refreshes after a change). */
export const importKeys = {
  subscription: ['user', 'subscription-status'] as const,
  leagues: ['import', 'leagues'] as const,
};

/** `GET /api/user/subscription-status`: the tier and usage; a failure is only logged (spec §8). */
export function useImportSubscription() {
  return useQuery({
    queryKey: importKeys.subscription,
    queryFn: (): Promise<SubscriptionStatus> =>
      api.user.subscriptionStatus().catch(logLoadFailure('the subscription status')),
  });
}

/** `GET /api/import/leagues`: the imported leagues, newest first; a failure is only logged (spec §8). */
export function useImportedLeagues() {
  return useQuery({
    queryKey: importKeys.leagues,
    queryFn: (): Promise<LeaguesResponse> => api.leagues.list().catch(logLoadFailure('the imported leagues')),
  });
}

/**
 * After an import: the leagues, the subscription status (every screen's copy: its usage counts the
 * league and the team) and the team lists are out of date.
 */
export function afterImport(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: importKeys.leagues }),
    client.invalidateQueries({ queryKey: importKeys.subscription }),
    client.invalidateQueries({ queryKey: editorKeys.subscription }),
    client.invalidateQueries({ queryKey: ['teams'] }),
  ]).then(() => undefined);
}

/** After a sync: the leagues (last sync) and the synced team as the editor holds it are out of date. */
export function afterSync(client: QueryClient, teamName: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: importKeys.leagues }),
    client.invalidateQueries({ queryKey: editorKeys.team(teamName) }),
    client.invalidateQueries({ queryKey: editorKeys.teamWeeks(teamName) }),
    client.invalidateQueries({ queryKey: ['teams'] }),
  ]).then(() => undefined);
}
