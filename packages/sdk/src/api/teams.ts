import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams } from '../route-types.js';

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
}

/** The teams group, bound to a client's `call`. */
export function teamsApi(call: Call): TeamsApi {
  return {
    create: (body, options) => call('createTeam', { body }, options),
    delete: (teamName, options) => call('deleteTeam', { params: { teamName } }, options),
    get: (teamName, options) => call('getTeam', { params: { teamName } }, options),
    lineups: (teamName, options) => call('getLineups', { params: { teamName } }, options),
  };
}
