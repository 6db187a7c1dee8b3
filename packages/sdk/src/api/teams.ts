import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams, RouteQuery } from '../route-types.js';

/** A team's name as a path parameter. */
type TeamName = RouteParams<'getTeam'>['teamName'];

/** Calls about whole teams (spec §7 "Teams and lineups"). */
export interface TeamsApi {
  /** `POST /api/create-team`: creates a team; over the free-tier limit it fails with `upgradeRequired`. */
  create(body: RouteBody<'createTeam'>, options?: RequestOptions): Promise<RouteOutput<'createTeam'>>;
  /** `DELETE /api/delete-team/:teamName`: deletes a team and its scenarios. */
  delete(teamName: TeamName, options?: RequestOptions): Promise<RouteOutput<'deleteTeam'>>;
  /** `GET /api/get-team/:teamName`: a team by name. */
  get(teamName: TeamName, options?: RequestOptions): Promise<RouteOutput<'getTeam'>>;
  /** `GET /api/get-lineups/:teamName`: a team's lineups, bench and version. */
  lineups(teamName: TeamName, options?: RequestOptions): Promise<RouteOutput<'getLineups'>>;
  /**
   * `GET /api/teams/:teamName/week/:week?mode`: everything the lineup editor shows for a week, in
   * one read: each slot's and bench player's projections (OUT and bye count 0, as the projections
   * call counts them), game, kickoff and injury report, each slot's better options, the optimal
   * lineup with its moves and gain, and the totals per mode of the current and the optimal lineup.
   * `mode` (default `median`) is what better options and the optimal lineup are worked out in.
   * @example
   * const { slots, bench, optimal, totals } = await client.teams.week('Gridiron Gang', 5);
   * if (optimal.gain > 0) await client.lineups.optimize('Gridiron Gang', { week: 5, expectedVersion: team.version });
   */
  week(
    teamName: TeamName,
    week: RouteParams<'teamWeek'>['week'],
    query?: RouteQuery<'teamWeek'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'teamWeek'>>;
  /**
   * `GET /api/teams/:teamName/history?week` (Pro and exempt): the team as it stands, then each
   * earlier version of the last 30 days, newest first: when and by which action it was made, what
   * changed, and its starters' totals in `query.week` (default: the planning week).
   */
  history(
    teamName: TeamName,
    query?: RouteQuery<'teamHistory'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'teamHistory'>>;
  /**
   * `POST /api/teams/:teamName/history/:version/restore` (Pro and exempt): brings that version's
   * lineup and bench back as a new version; `body.expectedVersion` is the team's version the caller
   * saw (409 `ConflictError` when stale, 404 when the version is no longer kept).
   * @example
   * const { versions } = await client.teams.history('Gridiron Gang');
   * const [current, previous] = versions;
   * if (current && previous) {
   *   await client.teams.restore('Gridiron Gang', previous.version, { expectedVersion: current.version });
   * }
   */
  restore(
    teamName: TeamName,
    version: RouteParams<'restoreTeamVersion'>['version'],
    body: RouteBody<'restoreTeamVersion'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'restoreTeamVersion'>>;
}

/** The teams group, bound to a client's `call`. */
export function teamsApi(call: Call): TeamsApi {
  return {
    create: (body, options) => call('createTeam', { body }, options),
    delete: (teamName, options) => call('deleteTeam', { params: { teamName } }, options),
    get: (teamName, options) => call('getTeam', { params: { teamName } }, options),
    lineups: (teamName, options) => call('getLineups', { params: { teamName } }, options),
    week: (teamName, week, query, options) =>
      call('teamWeek', { params: { teamName, week }, ...(query && { query }) }, options),
    history: (teamName, query, options) =>
      call('teamHistory', { params: { teamName }, ...(query && { query }) }, options),
    restore: (teamName, version, body, options) =>
      call('restoreTeamVersion', { params: { teamName, version }, body }, options),
  };
}
