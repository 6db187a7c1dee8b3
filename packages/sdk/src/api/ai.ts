import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput } from '../route-types.js';

/** The lineup advisor (spec §7 "AI"; pro and exempt tiers). */
export interface AiApi {
  /**
   * `POST /api/ai/lineup-advice`: asks a question about a team's week (`context.teamName`,
   * `context.week`, optional `context.mode`). The server grounds the answer on its own records (any
   * `lineup`, `bench` or `totalProjectedPoints` sent are ignored) and answers the advice text, its
   * `source` (`analyst`, or `llm` with its `model`), the recognised `topic`, the `facts` it rests on
   * and, when a configured chat model was not used, the `fallbackReason`. Free tier: 403
   * `upgradeRequired`; 20 questions an hour: 429 `RATE_LIMITED`.
   * @example
   * const { advice, facts } = await client.ai.lineupAdvice({
   *   question: 'Start Chase or Nacua?',
   *   context: { teamName: 'Gridiron Gang', week: 6 },
   * });
   */
  lineupAdvice(
    body: RouteBody<'lineupAdvice'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'lineupAdvice'>>;
}

/** The AI group, bound to a client's `call`. */
export function aiApi(call: Call): AiApi {
  return {
    lineupAdvice: (body, options) => call('lineupAdvice', { body }, options),
  };
}
