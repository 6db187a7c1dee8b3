import type { TeamResponse } from '@lineup-lab/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';

/**
 * `GET /api/teams/:teamName/history?week=`: the team as it stands and its versions of the last 30
 * days, newest first, each totalled for `week` (the server's planning week when there is none).
 * The last list stays on screen while the next loads.
 */
export function useTeamHistoryQuery(teamName: string, week: number | null, teamVersion: number) {
  return useQuery({
    queryKey: queryKeys.history.list(teamName, week, teamVersion),
    queryFn: ({ signal }) => api.teams.history(teamName, week === null ? {} : { week }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/teams/:teamName/history/:version/restore`: brings a version's lineup and bench back,
 * on the team version the editor shows (refused with 409 when the team changed since). The answered
 * team replaces the cached one at once; success or refusal, the team, its week answers and the
 * history then reload so the editor shows what the server holds.
 */
export function useRestoreVersion(teamName: string) {
  const client = useQueryClient();
  const teamKey = queryKeys.team(teamName);
  return useMutation({
    mutationFn: (version: number) => {
      const expectedVersion = client.getQueryData<TeamResponse>(teamKey)?.team.version;
      if (expectedVersion === undefined) throw new Error('The team is not loaded');
      return api.teams.restore(teamName, version, { expectedVersion });
    },
    onSuccess: (answer) => client.setQueryData<TeamResponse>(teamKey, { team: answer.team }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamKey }),
        client.invalidateQueries({ queryKey: queryKeys.teamWeek.team(teamName) }),
        client.invalidateQueries({ queryKey: queryKeys.history.team(teamName) }),
      ]),
  });
}
