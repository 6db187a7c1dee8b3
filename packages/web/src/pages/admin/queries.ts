import type {
  AdminAuditQuery,
  AdminContactMessagesQuery,
  AdminLineupsQuery,
  AdminPlayersQuery,
  AdminUsersQuery,
  WeeklyPredictionsQuery,
} from '@lineup-lab/core';
import {
  keepPreviousData,
  notifyManager,
  type QueryClient,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';

/**
 * `GET /api/admin/stats`: the overview's counts and recent users, and three tab counts; the
 * dashboard's own load (spec §8 "Admin data load"). Asked for only once the profile says admin.
 */
export function useAdminStats(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.stats,
    queryFn: ({ signal }) => api.admin.stats({ signal }),
    enabled,
  });
}

/** `GET /api/admin/users`: one page of users, searched, sorted and paged by the server. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: queryKeys.admin.users.of(query),
    queryFn: ({ signal }) => api.admin.users(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/lineups`: one page of lineups, searched, sorted and paged by the server. */
export function useAdminLineups(query: AdminLineupsQuery) {
  return useQuery({
    queryKey: queryKeys.admin.lineups(query),
    queryFn: ({ signal }) => api.admin.lineups(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/players`: players by position and name, sorted by the server, up to `limit` (0: all). */
export function useAdminPlayers(query: AdminPlayersQuery) {
  return useQuery({
    queryKey: queryKeys.admin.players.of(query),
    queryFn: ({ signal }) => api.admin.players(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/admin/weekly-predictions`: one page of a week's predictions with the summary and the
 * distributions. `null` until the week is known (the season call answers it).
 */
export function useWeeklyPredictions(query: WeeklyPredictionsQuery | null) {
  return useQuery({
    queryKey: queryKeys.admin.weekly.of(query ?? ({} as WeeklyPredictionsQuery)),
    queryFn: ({ signal }) => api.admin.weeklyPredictions(query ?? {}, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/ml/status`: the models, features and metadata. */
export function useMlStatus() {
  return useQuery({ queryKey: queryKeys.admin.ml, queryFn: ({ signal }) => api.ml.status({ signal }) });
}

/** `GET /api/waitlist/count`: how many signed up and the latest 5 (also the Waitlist tab's count). */
export function useWaitlistCount(enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.waitlistCount,
    queryFn: ({ signal }) => api.waitlist.count({ signal }),
    enabled,
  });
}

/** `GET /api/waitlist/emails`: every sign-up, newest first. */
export function useWaitlistEmails() {
  return useQuery({
    queryKey: queryKeys.admin.waitlistEmails,
    queryFn: ({ signal }) => api.waitlist.emails({ signal }),
  });
}

/** `GET /api/admin/audit`: one page of the audit log, newest first, of one action or all. */
export function useAdminAudit(query: AdminAuditQuery) {
  return useQuery({
    queryKey: queryKeys.admin.audit.of(query),
    queryFn: ({ signal }) => api.admin.audit(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/contact-messages`: one page of support's messages, priority first unless sorted by date. */
export function useContactMessages(query: AdminContactMessagesQuery) {
  return useQuery({
    queryKey: queryKeys.admin.messages(query),
    queryFn: ({ signal }) => api.admin.contactMessages(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads every admin query that is shown (Refresh All), and marks the rest out of date. */
export function refreshAll(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.admin.all });
}

/** When any admin data last arrived (ms since the epoch; 0 before any did): the footer's time. */
export function useLastUpdated(): number {
  const cache = useQueryClient().getQueryCache();
  // Batched as React Query's own hooks do: a query created while a child renders must not re-render this one then.
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(notifyManager.batchCalls(() => onChange())),
    [cache],
  );
  const latest = () =>
    cache
      .findAll({ queryKey: queryKeys.admin.all })
      .reduce((newest, query) => Math.max(newest, query.state.dataUpdatedAt), 0);
  return useSyncExternalStore(subscribe, latest, () => 0);
}
