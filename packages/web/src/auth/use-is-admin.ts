import type { UserProfile } from '@lineup-lab/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.js';
import { queryKeys } from '../api/query-keys.js';
import { ADMIN_ACCESS } from '../app/admin-access-flag.js';
import { hasAdminRole } from './admin-role.js';
import { useSession } from './use-session.js';

/** Kept for 5 minutes: who is the administrator does not change while a page is open. */
const PROFILE_STALE_MS = 5 * 60_000;

/**
 * `GET /api/user/profile`: who the server takes the signed-in user for (id, email, role, admin
 * level). It answers 200 for every signed-in user, so asking never ends an ordinary user's session.
 * Not asked for a visitor, nor in a build without the admin routes (nothing would use the answer).
 */
export function useProfile() {
  const session = useSession();
  const sub = session?.user.sub ?? '';
  return useQuery({
    queryKey: queryKeys.profile(sub),
    queryFn: ({ signal }): Promise<UserProfile> => api.user.profile({ signal }),
    enabled: ADMIN_ACCESS && session !== null,
    staleTime: PROFILE_STALE_MS,
  });
}

/**
 * Whether the signed-in user is the administrator, as the server decides (spec §6): the one rule
 * behind the nav's Admin link, the dashboard's Admin Dashboard button and the admin dashboard
 * itself. `false` while the profile loads, for a visitor, and in a build without admin routes.
 */
export function useIsAdmin(): boolean {
  return hasAdminRole(useProfile().data);
}
