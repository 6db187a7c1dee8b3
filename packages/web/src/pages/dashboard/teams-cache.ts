import { type Team, ZUserTeamsResponse } from '@lineup-lab/core';

/**
 * The cached team list in session storage (spec §3 "Session items"), so a revisit to the dashboard
 * renders at once while the list is fetched again. It is kept per user (a different sign-in in the
 * same tab never sees another user's teams) and cleared with the rest of session storage at sign-out.
 */
export const TEAMS_CACHE_KEY = 'lineup-lab.teams';

interface CachedTeams {
  sub: string;
  teams: unknown;
}

/** The cached teams of user `sub`, or `undefined` when there are none (or they are unreadable). */
export function readCachedTeams(sub: string, storage: Storage = sessionStorage): Team[] | undefined {
  try {
    const raw = storage.getItem(TEAMS_CACHE_KEY);
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as Partial<CachedTeams> | null;
    if (cached?.sub !== sub) return undefined;
    const parsed = ZUserTeamsResponse.safeParse({ teams: cached.teams });
    return parsed.success ? parsed.data.teams : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the teams of user `sub`; a full or unavailable storage only loses the cache. */
export function writeCachedTeams(
  sub: string,
  teams: readonly Team[],
  storage: Storage = sessionStorage,
): void {
  try {
    storage.setItem(TEAMS_CACHE_KEY, JSON.stringify({ sub, teams } satisfies CachedTeams));
  } catch {
    // Quota exceeded or storage disabled: the dashboard just loads without the cache.
  }
}
