import { BENCH_MAX } from '../constants.js';
import { ZScenarioDescription, ZScenarioName } from '../validation/scenario.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { ZId, ZLineup, ZPlayer, ZProjectionMode, ZTeam, ZWeek } from './entities.js';

/**
 * A saved what-if scenario (spec §3). The spec does not show the inner shape of `lineup` and
 * `bench`; ours is the team's own: `lineup` is a `Lineup` (slots hold a `Player` or `null`) and
 * `bench` a list of up to 7 `Player`s, as they stood when the scenario was saved. `projectedPoints`
 * is the lineup's total in `projectionMode` for `week` at that time.
 * Listed by `GET /api/scenarios/:teamName`, answered by create and load.
 */
export const ZScenario = z.object({
  _id: ZId,
  name: ZScenarioName,
  description: z.string(),
  projectedPoints: z.number(),
  projectionMode: ZProjectionMode,
  week: ZWeek,
  createdAt: z.iso.datetime({ offset: true }),
  lineup: ZLineup,
  bench: z.array(ZPlayer).check(z.maxLength(BENCH_MAX)),
});
export type Scenario = z.infer<typeof ZScenario>;

/** `/api/scenarios/:teamName/:id` path parameters (load and delete). */
export const ZScenarioParams = z.object({ teamName: ZTeamName, id: ZId });
export type ScenarioParams = z.infer<typeof ZScenarioParams>;

/** `GET /api/scenarios/:teamName` response: the team's scenarios, newest first (at most 10). */
export const ZListScenariosResponse = z.object({ scenarios: z.array(ZScenario) });
export type ListScenariosResponse = z.infer<typeof ZListScenariosResponse>;

/**
 * `POST /api/scenarios/:teamName` body: the save-scenario modal (name required, at most 50
 * characters; description optional, at most 200) and the lineup, bench, total, mode and week it
 * saves. The server keeps the players' ids and positions but reads their details from its own
 * records, and refuses a duplicate name ('A scenario with this name already exists', 409) or an
 * eleventh scenario ('Maximum number of scenarios reached (10 per team)').
 */
export const ZCreateScenarioRequest = z.object({
  name: ZScenarioName,
  description: ZScenarioDescription,
  lineup: ZLineup,
  bench: z.array(ZPlayer).check(z.maxLength(BENCH_MAX, `A bench holds at most ${BENCH_MAX} players`)),
  projectedPoints: z.number({ error: 'projectedPoints must be a number' }),
  projectionMode: ZProjectionMode,
  week: ZWeek,
});
export type CreateScenarioRequest = z.infer<typeof ZCreateScenarioRequest>;
export type CreateScenarioRequestInput = z.input<typeof ZCreateScenarioRequest>;

/** `POST /api/scenarios/:teamName` response (201, our design): the saved scenario. */
export const ZCreateScenarioResponse = z.object({ scenario: ZScenario });
export type CreateScenarioResponse = z.infer<typeof ZCreateScenarioResponse>;

/**
 * `POST /api/scenarios/:teamName/:id/load` response (not shown in the spec; our design). Loading
 * makes the scenario's lineup and bench the team's active lineup and bench (players matched by id;
 * players the team no longer has are left out) and answers with the updated team and the scenario.
 */
export const ZLoadScenarioResponse = z.object({ team: ZTeam, scenario: ZScenario });
export type LoadScenarioResponse = z.infer<typeof ZLoadScenarioResponse>;

/** `DELETE /api/scenarios/:teamName/:id` response (our design): which scenario was deleted. */
export const ZDeleteScenarioResponse = z.object({ deleted: z.literal(true), id: ZId });
export type DeleteScenarioResponse = z.infer<typeof ZDeleteScenarioResponse>;
