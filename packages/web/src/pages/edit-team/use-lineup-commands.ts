import type { TeamResponse } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { queryKeys } from '../../api/query-keys.js';
import { failureMessage, type LineupCommand, runCommand } from './lineup-commands.js';

export interface CommandFeedback {
  /** The success message, and the players kept by their kickoff (`null`: none). */
  onSuccess: (message: string, kept: string | null) => void;
  onError: (message: string) => void;
}

/**
 * Sends lineup commands for one team. The answer (the updated team) replaces the cached team at
 * once; success or refusal, the team and its week answers are then refetched so the screen shows
 * what the server holds (a refusal or a change made elsewhere leaves nothing stale on screen).
 */
export function useLineupCommands(teamName: string, feedback: CommandFeedback) {
  const client = useQueryClient();
  const key = queryKeys.team(teamName);
  return useMutation({
    mutationFn: (command: LineupCommand) =>
      runCommand(api.lineups, {
        teamName,
        command,
        expectedVersion: client.getQueryData<TeamResponse>(key)?.team.version,
      }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer.response);
      feedback.onSuccess(answer.message, answer.kept ?? null);
    },
    onError: (error, command) => feedback.onError(messageOf(error, failureMessage(command))),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: queryKeys.teamWeek.team(teamName) }),
      ]),
  });
}
