import type {
  LeaguesResponse,
  SubscriptionStatus,
  YahooConnection,
  YahooLeaguesResponse,
} from '@lineup-lab/core';
import { ConflictError } from '@lineup-lab/sdk';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import type { CallMeta } from '../../api/session-errors.js';
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
 * `GET /api/import/yahoo/connection`: whether Yahoo import is set up on this server and the
 * user's Yahoo account connected. Its failure shows on the Yahoo step.
 */
export function useYahooConnection() {
  const sub = useSession()?.user.sub ?? '';
  return useQuery({
    queryKey: queryKeys.yahoo.connection(sub),
    queryFn: (): Promise<YahooConnection> => api.leagues.yahoo.connection(),
  });
}

/**
 * `GET /api/import/yahoo/leagues` (read once the account is connected): its NFL leagues of the
 * season. A 409 (the connection is gone: consent withdrawn at Yahoo) reads the connection again,
 * so the step offers Connect Yahoo.
 */
export function useYahooLeagues() {
  const sub = useSession()?.user.sub ?? '';
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.yahoo.leagues(sub),
    queryFn: (): Promise<YahooLeaguesResponse> =>
      api.leagues.yahoo.leagues().catch((error: unknown) => {
        if (error instanceof ConflictError)
          void client.invalidateQueries({ queryKey: queryKeys.yahoo.connection(sub) });
        throw error;
      }),
  });
}

/**
 * After an import: the leagues (and Yahoo's list, which marks the ones imported), the subscription
 * status (its usage counts the league and the team) and the team lists are out of date.
 */
export function afterImport(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.leagues }),
    client.invalidateQueries({ queryKey: queryKeys.yahoo.leaguesAll }),
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

/**
 * `meta` of the calls that read a league at its host: a 403 there is the host's (an ESPN league
 * private to cookies not given, or no longer valid), which the step shows; it never ends the session.
 */
export const READS_HOST_LEAGUE: CallMeta = { shows403: true };
