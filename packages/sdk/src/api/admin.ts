import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams, RouteQuery } from '../route-types.js';

/** The admin dashboard's calls (spec §7 "Admin"); all need the administrator's token. */
export interface AdminApi {
  /**
   * `GET /api/admin/users?search&limit&page&sort&order`: a page of users, searched (email or id),
   * sorted and paged on the server, with the number that match and page X of Y.
   * @example const { users, total, pagination } = await client.admin.users({ search: 'fan', sort: 'status' });
   */
  users(query?: RouteQuery<'adminUsers'>, options?: RequestOptions): Promise<RouteOutput<'adminUsers'>>;
  /**
   * `GET /api/admin/lineups?search&limit&page&sort&order`: a page of teams' lineups, searched (team
   * name, owner email or id), sorted and paged on the server.
   */
  lineups(query?: RouteQuery<'adminLineups'>, options?: RequestOptions): Promise<RouteOutput<'adminLineups'>>;
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
  /**
   * `POST /api/admin/users/:userId/unlock`: clears a user's sign-in lock and failed attempts;
   * answers the user's row afterwards (`NotFoundError` for an unknown user).
   */
  unlockAccount(
    userId: RouteParams<'unlockAccount'>['userId'],
    options?: RequestOptions,
  ): Promise<RouteOutput<'unlockAccount'>>;
  /**
   * `GET /api/admin/audit?limit&page&action`: the audit log (exempt grants and revocations, unlocks,
   * injury edits and imports), newest first, paged.
   */
  audit(query?: RouteQuery<'adminAudit'>, options?: RequestOptions): Promise<RouteOutput<'adminAudit'>>;
  /**
   * `GET /api/admin/contact-messages?limit&page&sort&filter`: the messages sent to support, priority
   * ones (from Pro and exempt users) first unless `sort: 'newest'`, of one kind with `filter`
   * (`priority`, `standard`), paged; `priorityTotal` counts the priority messages.
   * @example const { messages, priorityTotal } = await client.admin.contactMessages({ filter: 'priority' });
   */
  contactMessages(
    query?: RouteQuery<'adminContactMessages'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'adminContactMessages'>>;
  /** `GET /api/admin/test`: checks that the caller is the administrator. */
  test(options?: RequestOptions): Promise<RouteOutput<'adminTest'>>;
}

/** The admin group, bound to a client's `call`. */
export function adminApi(call: Call): AdminApi {
  return {
    users: (query, options) => call('adminUsers', { query }, options),
    lineups: (query, options) => call('adminLineups', { query }, options),
    stats: (options) => call('adminStats', {}, options),
    players: (query, options) => call('adminPlayers', { query }, options),
    weeklyPredictions: (query, options) => call('weeklyPredictions', { query }, options),
    updateInjury: (playerId, body, options) => call('updateInjury', { params: { playerId }, body }, options),
    setExempt: (userId, body, options) => call('setExempt', { params: { userId }, body }, options),
    unlockAccount: (userId, options) => call('unlockAccount', { params: { userId } }, options),
    audit: (query, options) => call('adminAudit', { query }, options),
    contactMessages: (query, options) => call('adminContactMessages', { query }, options),
    test: (options) => call('adminTest', {}, options),
  };
}
