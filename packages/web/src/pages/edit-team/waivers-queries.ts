import type { Position, TradeRequest } from '@lineup-lab/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';

/**
 * `GET /api/teams/:teamName/waivers?position=`: the team's best pickups among its free agents, as
 * of the team version shown (a change to the team lists them again). Asked only once the user
 * opens the list (`enabled`): weighing every free agent over the weeks left is the editor's
 * heaviest read. The last list stays on screen while the next loads.
 */
export function useWaiversQuery(
  teamName: string,
  position: Position | null,
  teamVersion: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.waivers.list(teamName, position, teamVersion),
    queryFn: ({ signal }) => api.teams.waivers(teamName, position ? { position } : {}, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/teams/:teamName/trade`: what a trade does over the weeks left (nothing is changed). */
export function useTradeAnalysis(teamName: string) {
  return useMutation({ mutationFn: (trade: TradeRequest) => api.teams.trade(teamName, trade) });
}
