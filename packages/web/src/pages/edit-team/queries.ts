import { isSearchable, PLAYER_SEARCH, type TeamResponse } from '@lineup-lab/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import { useSession } from '../../auth/use-session.js';
import { useSubscriptionStatus } from '../dashboard/queries.js';

/** The season clock changes at most once a week; the server lets it be kept for a minute. */
const SEASON_STALE_MS = 60_000;

/** `GET /api/get-team/:teamName`: the team, its active lineup, bench and version. */
export function useTeamQuery(teamName: string) {
  return useQuery<TeamResponse>({
    queryKey: queryKeys.team(teamName),
    queryFn: ({ signal }) => api.teams.get(teamName, { signal }),
  });
}

/** `GET /api/season`: the season shown, its phase, its weeks and the week users plan for. */
export function useSeasonQuery() {
  return useQuery({
    queryKey: queryKeys.season,
    queryFn: ({ signal }) => api.session.season({ signal }),
    staleTime: SEASON_STALE_MS,
  });
}

/** `GET /api/user/subscription-status`: the signed-in user's tier (the one copy every screen reads). */
export function useSubscriptionQuery() {
  return useSubscriptionStatus(useSession()?.user.sub ?? '');
}

/**
 * `GET /api/teams/:teamName/week/:week`: everything the editor shows for the week in one answer
 * (each player's numbers, game and injury, better options, the optimal lineup and the totals).
 * No mode is sent: the server answers in the team's own mode (`PUT /api/teams/:teamName/mode`).
 * Without a week (no schedule loaded) nothing is asked. While another week loads, the last answer
 * stays as placeholder (`isPlaceholderData`), so the screen does not empty.
 */
export function useTeamWeekQuery(teamName: string, week: number | null) {
  return useQuery({
    queryKey: queryKeys.teamWeek.of(teamName, week),
    queryFn: ({ signal }) => api.teams.week(teamName, week ?? 0, {}, { signal }),
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/players/enhanced-search`: up to 20 players matching the (already debounced) text. */
export function usePlayerSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.playerSearch(q),
    queryFn: ({ signal }) => api.players.search({ q, limit: PLAYER_SEARCH.limit }, { signal }),
    enabled: isSearchable(q),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/teams/:teamName/record`: "how did we do" this season (weeks played, actual against projected). */
export function useTeamRecordQuery(teamName: string) {
  return useQuery({
    queryKey: queryKeys.teamRecord(teamName),
    queryFn: ({ signal }) => api.teams.record(teamName, { signal }),
  });
}
