import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams } from '../route-types.js';

type TeamName = RouteParams<'listScenarios'>['teamName'];
type ScenarioId = RouteParams<'loadScenario'>['id'];

/** Saved what-if lineups of a team (spec §7 "Scenarios"; pro and exempt tiers). */
export interface ScenariosApi {
  /** `GET /api/scenarios/:teamName`: the team's scenarios, newest first. */
  list(teamName: TeamName, options?: RequestOptions): Promise<RouteOutput<'listScenarios'>>;
  /** `POST /api/scenarios/:teamName`: saves a scenario (at most 10 per team, names unique). */
  create(
    teamName: TeamName,
    body: RouteBody<'createScenario'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'createScenario'>>;
  /** `POST /api/scenarios/:teamName/:id/load`: makes the scenario the team's lineup and bench. */
  load(teamName: TeamName, id: ScenarioId, options?: RequestOptions): Promise<RouteOutput<'loadScenario'>>;
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
    list: (teamName, options) => call('listScenarios', { params: { teamName } }, options),
    create: (teamName, body, options) => call('createScenario', { params: { teamName }, body }, options),
    load: (teamName, id, options) => call('loadScenario', { params: { teamName, id } }, options),
    delete: (teamName, id, options) => call('deleteScenario', { params: { teamName, id } }, options),
  };
}
