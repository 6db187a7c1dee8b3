import type { ProjectionMode, ScenarioForm, TeamResponse } from '@lineup-lab/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';

/**
 * `GET /api/scenarios/:teamName?week=`: the team's saved scenarios, newest first, each totalled
 * for `week` (the server's planning week when there is none). The last list stays on screen while
 * another week's loads.
 */
export function useScenariosQuery(teamName: string, week: number | null) {
  return useQuery({
    queryKey: queryKeys.scenarios.list(teamName, week),
    queryFn: ({ signal }) => api.scenarios.list(teamName, week === null ? {} : { week }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a save sends besides the form: the week and mode it is saved for, and the team version seen. */
export interface SaveScenarioInput extends ScenarioForm {
  readonly week: number;
  readonly projectionMode: ProjectionMode;
  readonly expectedVersion: number;
}

/**
 * `POST /api/scenarios/:teamName`: saves the team's lineup and bench as they stand on the server
 * (refused when the team changed since `expectedVersion`); the list then reloads.
 */
export function useSaveScenario(teamName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveScenarioInput) => api.scenarios.create(teamName, input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.scenarios.team(teamName) }),
  });
}

/**
 * `POST /api/scenarios/:teamName/:id/load`: makes the scenario the team's lineup and bench. The
 * answered team replaces the cached one at once; success or refusal (a stale version), the team
 * and its week answers then reload so the editor shows what the server holds.
 */
export function useLoadScenario(teamName: string) {
  const client = useQueryClient();
  const teamKey = queryKeys.team(teamName);
  return useMutation({
    mutationFn: (id: string) =>
      api.scenarios.load(teamName, id, {
        expectedVersion: client.getQueryData<TeamResponse>(teamKey)?.team.version,
      }),
    onSuccess: (answer) => client.setQueryData<TeamResponse>(teamKey, { team: answer.team }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamKey }),
        client.invalidateQueries({ queryKey: queryKeys.teamWeek.team(teamName) }),
      ]),
  });
}

/** `DELETE /api/scenarios/:teamName/:id`; the list then reloads. */
export function useDeleteScenario(teamName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.scenarios.delete(teamName, id),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.scenarios.team(teamName) }),
  });
}
