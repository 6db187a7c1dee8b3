import type { Plan, PlansResponse, SubscriptionStatus } from '@lineup-lab/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';

/** `GET /api/subscription/plans`, the same for everyone, kept for 5 minutes. */
const plansQuery = {
  queryKey: queryKeys.plans,
  queryFn: (): Promise<PlansResponse> => api.billing.plans(),
  staleTime: 300_000,
};

/** The plans on offer. */
export function usePlans() {
  return useQuery({ ...plansQuery, select: (response): Plan[] => response.plans });
}

/**
 * Whether a plan can be bought on this server (the same answer as the plans): false when payments
 * are not set up there, where checkout and the billing portal would answer 503.
 */
export function useCheckoutAvailable() {
  return useQuery({ ...plansQuery, select: (response): boolean => response.checkoutAvailable });
}

/**
 * Marks the subscription status as out of date (one copy per user, read by every screen), so each
 * screen reads the new plan. With `status` (what
 * the cancel call answered) the signed-in user's copy is replaced at once.
 */
export function reloadSubscription(
  client: QueryClient,
  sub: string,
  status?: SubscriptionStatus,
): Promise<void> {
  if (status) client.setQueryData(queryKeys.subscriptionStatus.of(sub), status);
  return Promise.all([client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus.all })]).then(
    () => undefined,
  );
}
