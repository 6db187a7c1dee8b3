import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams, RouteQuery } from '../route-types.js';

/** The admin dashboard's calls (spec §7 "Admin"); all need the administrator's token. */
export interface AdminApi {
  /** `GET /api/admin/users`: every user. */
  users(options?: RequestOptions): Promise<RouteOutput<'adminUsers'>>;
  /** `GET /api/admin/lineups`: every team's lineup. */
  lineups(options?: RequestOptions): Promise<RouteOutput<'adminLineups'>>;
  /** `GET /api/admin/stats`: overview counts and recent users. */
  stats(options?: RequestOptions): Promise<RouteOutput<'adminStats'>>;
  /** `GET /api/admin/players?position&search&limit&sort&order`: players with projections and injuries. */
  players(query?: RouteQuery<'adminPlayers'>, options?: RequestOptions): Promise<RouteOutput<'adminPlayers'>>;
  /** `GET /api/admin/weekly-predictions?week&position&archetype&limit&page&sort&order&season`: ML predictions. */
  weeklyPredictions(
    query?: RouteQuery<'weeklyPredictions'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'weeklyPredictions'>>;
  /** `PUT /api/admin/players/:playerId/injury`: replaces a player's injury report. */
  updateInjury(
    playerId: RouteParams<'updateInjury'>['playerId'],
    body: RouteBody<'updateInjury'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'updateInjury'>>;
  /**
   * `PUT /api/admin/users/:userId/exempt`: grants (`exempt: true`, with an optional `reason`) or
   * revokes a user's exempt access; answers that user's subscription status.
   */
  setExempt(
    userId: RouteParams<'setExempt'>['userId'],
    body: RouteBody<'setExempt'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'setExempt'>>;
  /** `GET /api/admin/test`: checks that the caller is the administrator. */
  test(options?: RequestOptions): Promise<RouteOutput<'adminTest'>>;
}

/** The admin group, bound to a client's `call`. */
export function adminApi(call: Call): AdminApi {
  return {
    users: (options) => call('adminUsers', {}, options),
    lineups: (options) => call('adminLineups', {}, options),
    stats: (options) => call('adminStats', {}, options),
    players: (query, options) => call('adminPlayers', { query }, options),
    weeklyPredictions: (query, options) => call('weeklyPredictions', { query }, options),
    updateInjury: (playerId, body, options) => call('updateInjury', { params: { playerId }, body }, options),
    setExempt: (userId, body, options) => call('setExempt', { params: { userId }, body }, options),
    test: (options) => call('adminTest', {}, options),
  };
}
