import type { RequestOptions } from '../request.js';
import type { Call, RouteOutput, RouteParams, RouteQuery } from '../route-types.js';

/** Calls about NFL players (spec §7 "Teams and lineups"). */
export interface PlayersApi {
  /** `GET /api/players/player-projections/:playerName?week&mode`: a player's projection for a week. */
  projections(
    playerName: RouteParams<'playerProjections'>['playerName'],
    query: RouteQuery<'playerProjections'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'playerProjections'>>;
  /** `GET /api/players/enhanced-search?q&limit`: players whose name matches (at least 2 characters). */
  search(query: RouteQuery<'searchPlayers'>, options?: RequestOptions): Promise<RouteOutput<'searchPlayers'>>;
  /** `GET /api/injuries`: the injury map, player name to designation. */
  injuries(options?: RequestOptions): Promise<RouteOutput<'injuries'>>;
  /**
   * `GET /api/players/showcase` (public): the landing page's three archetype cards (conservative,
   * balanced, aggressive), up to four of this week's players each; `demo` says the data is the
   * generated demo season, and `season`/`week` are `null` (cards empty) before any model has run.
   */
  showcase(options?: RequestOptions): Promise<RouteOutput<'showcase'>>;
}

/** The players group, bound to a client's `call`. */
export function playersApi(call: Call): PlayersApi {
  return {
    projections: (playerName, query, options) =>
      call('playerProjections', { params: { playerName }, query }, options),
    search: (query, options) => call('searchPlayers', { query }, options),
    injuries: (options) => call('injuries', {}, options),
    showcase: (options) => call('showcase', {}, options),
  };
}
