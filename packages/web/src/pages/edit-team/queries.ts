import {
  isSearchable,
  PLAYER_SEARCH,
  type Player,
  type PlayerProjectionResponse,
  type TeamResponse,
} from '@lineup-lab/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { EDITOR_MODE, type WeekFacts } from './editor-model.js';

/** The editor's query keys. Projections are cached per player and week. */
export const editorKeys = {
  team: (teamName: string) => ['team', teamName] as const,
  projection: (playerName: string, week: number) => ['player-projection', playerName, week] as const,
  injuries: ['injuries'] as const,
  subscription: ['subscription-status'] as const,
  search: (text: string) => ['player-search', text] as const,
  season: ['season'] as const,
};

const PROJECTION_STALE_MS = 5 * 60_000;
/** The season clock changes at most once a week; the server lets it be kept for a minute. */
const SEASON_STALE_MS = 60_000;

/** `GET /api/get-team/:teamName`: the team, its active lineup, bench and version. */
export function useTeamQuery(teamName: string) {
  return useQuery<TeamResponse>({
    queryKey: editorKeys.team(teamName),
    queryFn: ({ signal }) => api.teams.get(teamName, { signal }),
  });
}

/** `GET /api/season`: the season shown, its phase, its weeks and the week users plan for. */
export function useSeasonQuery() {
  return useQuery({
    queryKey: editorKeys.season,
    queryFn: ({ signal }) => api.session.season({ signal }),
    staleTime: SEASON_STALE_MS,
  });
}

/** `GET /api/injuries`: the injury map. */
export function useInjuriesQuery() {
  return useQuery({
    queryKey: editorKeys.injuries,
    queryFn: ({ signal }) => api.players.injuries({ signal }),
    staleTime: PROJECTION_STALE_MS,
  });
}

/** `GET /api/user/subscription-status`: the caller's tier. */
export function useSubscriptionQuery() {
  return useQuery({
    queryKey: editorKeys.subscription,
    queryFn: ({ signal }) => api.user.subscriptionStatus({ signal }),
  });
}

/**
 * The week's facts of `players`: one player-projections call per player and week (cached by both),
 * and the injury map. A failed projection leaves the player without numbers ('N/A'). Without a
 * week (no schedule loaded) nothing is asked and no player has numbers.
 */
export function useWeekFacts(players: readonly Player[], week: number | null): WeekFacts {
  const names = [...new Set(players.map((p) => p.playerName))];
  const results = useQueries({
    queries:
      week === null
        ? []
        : names.map((name) => ({
            queryKey: editorKeys.projection(name, week),
            queryFn: ({ signal }: { signal: AbortSignal }) =>
              api.players.projections(name, { week, mode: EDITOR_MODE }, { signal }),
            staleTime: PROJECTION_STALE_MS,
          })),
  });
  const injuries = useInjuriesQuery();
  const projections = new Map<string, PlayerProjectionResponse>();
  const loading = new Set<string>();
  names.forEach((name, index) => {
    const result = results[index];
    if (result?.data) projections.set(name, result.data);
    else if (result?.isPending) loading.add(name);
  });
  return { projections, loading, injuries: injuries.data?.injuries ?? {} };
}

/** `GET /api/players/enhanced-search`: up to 20 players matching the (already debounced) text. */
export function usePlayerSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: editorKeys.search(q),
    queryFn: ({ signal }) => api.players.search({ q, limit: PLAYER_SEARCH.limit }, { signal }),
    enabled: isSearchable(q),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
