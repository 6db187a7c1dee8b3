import type { ProjectionMode } from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.js';

/** A question about the team's week, in the mode the editor counts. */
export interface AdviceQuestion {
  readonly question: string;
  readonly week: number;
  readonly mode: ProjectionMode;
}

/**
 * `POST /api/ai/lineup-advice`: asks the advisor about the team's week. Only the team, week and
 * mode are sent: the server grounds its answer on the team as it stores it and the week's
 * projections, never on numbers from the browser.
 */
export function useLineupAdvice(teamName: string) {
  return useMutation({
    mutationFn: ({ question, week, mode }: AdviceQuestion) =>
      api.ai.lineupAdvice({ question, context: { teamName, week, mode } }),
  });
}
