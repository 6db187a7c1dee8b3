import type { Plan, SubscriptionStatus } from '@lineup-lab/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { dashboardKeys } from '../dashboard/queries.js';

/** The plans on offer (`GET /api/subscription/plans`): the same for everyone, kept for 5 minutes. */
export function usePlans(enabled = true) {
  return useQuery({
    queryKey: ['subscription', 'plans'],
    queryFn: async (): Promise<Plan[]> => (await api.billing.plans()).plans,
    staleTime: 300_000,
    enabled,
  });
}

/**
 * Marks every copy of the subscription status as out of date (the dashboard's and this screen's,
 * keyed by user, and the import page's), so each screen reads the new plan. With `status` (what
 * the cancel call answered) the signed-in user's copy is replaced at once.
 */
export function reloadSubscription(
  client: QueryClient,
  sub: string,
  status?: SubscriptionStatus,
): Promise<void> {
  if (status) client.setQueryData(dashboardKeys.subscription(sub), status);
  return Promise.all([
    client.invalidateQueries({ queryKey: ['subscription-status'] }),
    client.invalidateQueries({ queryKey: ['user', 'subscription-status'] }),
  ]).then(() => undefined);
}
