import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams } from '../route-types.js';

/**
 * Calls that change a team's lineup (spec §7 "Teams and lineups"). Each answers with the updated
 * team; pass the `expectedVersion` you last saw to be refused (409) rather than overwrite a newer change.
 */
export interface LineupsApi {
  /** `POST /api/edit-lineup`: adds a player to the team. */
  addPlayer(body: RouteBody<'editLineup'>, options?: RequestOptions): Promise<RouteOutput<'editLineup'>>;
  /** `POST /api/move-player`: moves a player between starting slots and the bench. */
  movePlayer(body: RouteBody<'movePlayer'>, options?: RequestOptions): Promise<RouteOutput<'movePlayer'>>;
  /** `POST /api/move-to-slot`: moves a player into the slot named by its wire key and index. */
  moveToSlot(body: RouteBody<'moveToSlot'>, options?: RequestOptions): Promise<RouteOutput<'moveToSlot'>>;
  /** `DELETE /api/drop-player`: releases a bench player (irreversible). */
  dropPlayer(body: RouteBody<'dropPlayer'>, options?: RequestOptions): Promise<RouteOutput<'dropPlayer'>>;
  /**
   * `POST /api/teams/:teamName/optimize`: the server works out the week's optimal lineup (in
   * `mode`, default `median`) and makes it the team's in one change; answers the team (its
   * version up by one, or unchanged when the lineup already was optimal), the moves made and the gain.
   */
  optimize(
    teamName: RouteParams<'optimizeLineup'>['teamName'],
    body: RouteBody<'optimizeLineup'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'optimizeLineup'>>;
}

/** The lineups group, bound to a client's `call`. */
export function lineupsApi(call: Call): LineupsApi {
  return {
    addPlayer: (body, options) => call('editLineup', { body }, options),
    movePlayer: (body, options) => call('movePlayer', { body }, options),
    moveToSlot: (body, options) => call('moveToSlot', { body }, options),
    dropPlayer: (body, options) => call('dropPlayer', { body }, options),
    optimize: (teamName, body, options) => call('optimizeLineup', { params: { teamName }, body }, options),
  };
}
