import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams, RouteQuery } from '../route-types.js';

type TeamName = RouteParams<'listScenarios'>['teamName'];
type ScenarioId = RouteParams<'loadScenario'>['id'];

/** Saved what-if lineups of a team (spec §7 "Scenarios"; pro and exempt tiers). */
export interface ScenariosApi {
  /**
   * `GET /api/scenarios/:teamName`: the team's scenarios, newest first, each with its starters'
   * totals in `query.week` (default: the planning week).
   */
  list(
    teamName: TeamName,
    query?: RouteQuery<'listScenarios'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'listScenarios'>>;
  /**
   * `POST /api/scenarios/:teamName`: saves the team's lineup and bench as they stand (at most 10
   * per team, names unique regardless of case).
   */
  create(
    teamName: TeamName,
    body: RouteBody<'createScenario'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'createScenario'>>;
  /**
   * `POST /api/scenarios/:teamName/:id/load`: makes the scenario the team's lineup and bench in one
   * change (409 when `body.expectedVersion` is stale); answers the team and a note per player not
   * placed as saved.
   */
  load(
    teamName: TeamName,
    id: ScenarioId,
    body?: RouteBody<'loadScenario'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'loadScenario'>>;
  /** `DELETE /api/scenarios/:teamName/:id`: deletes a scenario. */
  delete(
    teamName: TeamName,
    id: ScenarioId,
    options?: RequestOptions,
  ): Promise<RouteOutput<'deleteScenario'>>;
}

/** The scenarios group, bound to a client's `call`. */
export function scenariosApi(call: Call): ScenariosApi {
  return {
    list: (teamName, query, options) =>
      call('listScenarios', { params: { teamName }, ...(query && { query }) }, options),
    create: (teamName, body, options) => call('createScenario', { params: { teamName }, body }, options),
    load: (teamName, id, body, options) =>
      call('loadScenario', { params: { teamName, id }, body: body ?? {} }, options),
    delete: (teamName, id, options) => call('deleteScenario', { params: { teamName, id } }, options),
  };
}
