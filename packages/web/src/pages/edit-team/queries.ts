import {
  isSearchable,
  PLAYER_SEARCH,
  type PlayerSearchQueryInput,
  type TeamResponse,
} from '@lineup-lab/core';
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

/** A position the search may browse (core's `ZPlayerSearchQuery`): QB, RB, WR, TE, K, D/ST or FLEX. */
export type SearchPosition = NonNullable<PlayerSearchQueryInput['position']>;

/** What the editor's search asks: name text and/or a position to browse, for the team and week shown. */
export interface PlayerSearchParams {
  readonly text: string;
  readonly position: SearchPosition | null;
  readonly teamName: string;
  readonly week: number | null;
  /** Only players on no roster of the team's imported league. */
  readonly available: boolean;
}

/** Whether the search has something to ask: 2 characters of text, or a position to browse. */
export function canSearch({ text, position }: Pick<PlayerSearchParams, 'text' | 'position'>): boolean {
  return position !== null || isSearchable(text);
}

/**
 * `GET /api/players/enhanced-search`: in one call, up to 20 players matching the (already
 * debounced) text or browsing a position, each with the week's facts in the team's mode and
 * scoring (projection, game, injury, matchup, on the team), and how many matched in all.
 */
export function usePlayerSearch(params: PlayerSearchParams) {
  const q = params.text.trim();
  const query: PlayerSearchQueryInput = {
    ...(q !== '' && { q }),
    ...(params.position !== null && { position: params.position }),
    teamName: params.teamName,
    ...(params.week !== null && { week: String(params.week) }),
    ...(params.available && { available: 'true' }),
    limit: String(PLAYER_SEARCH.limit),
  };
  return useQuery({
    queryKey: queryKeys.playerSearch({ ...query }),
    queryFn: ({ signal }) => api.players.search(query, { signal }),
    enabled: canSearch(params),
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
