import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput } from '../route-types.js';

/** The lineup advisor (spec §7 "AI"; pro and exempt tiers). */
export interface AiApi {
  /** `POST /api/ai/lineup-advice`: asks a question about a lineup; answers with advice text. */
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
